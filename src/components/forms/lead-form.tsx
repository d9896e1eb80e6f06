"use client";

import { useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import { clsx as cn } from "clsx";
import { buttonClasses } from "@/components/ui/button-styles";
import { honeypotField } from "@/lib/leads/fields";
import type { LeadReply, FailureCode } from "@/lib/leads/reply";
import type { ErrorCode } from "@/lib/leads/validate";

type Option = { value: string; label: string };
type Base = { name: string; label: string; hint?: string; optional?: boolean };
/** One field of a lead form, as the page describes it (labels already in the page's language). */
export type LeadFormField =
  | (Base & { kind: "text" | "email" | "tel" | "url"; autoComplete?: string; maxLength: number; dir?: "ltr" })
  | (Base & { kind: "textarea"; maxLength: number })
  | (Base & { kind: "select"; options: Option[]; placeholder: string })
  | (Base & { kind: "radio" | "checkboxes"; options: Option[] });

type TextField = Extract<LeadFormField, { kind: "text" | "email" | "tel" | "url" }>;

export type LeadFormCopy = {
  optional: string;
  submit: string;
  sending: string;
  /** The consent sentence, its link to the privacy notice included. */
  consent: ReactNode;
  honeypot: string;
  /** The error summary's title by number of fields in error (index 1 is for one field). */
  summaryTitles: string[];
  errors: Record<ErrorCode, string>;
  failures: Record<FailureCode, string>;
  /** `again`: the link back to an empty form, or null where sending again means nothing (the Morocco list). */
  sent: { title: string; body: string; again: string | null };
};

/** The proof of work's widget (ALTCHA): where it gets its challenge, and its words in the page's language. */
export type LeadFormWidget = { challenge: string; lang: string; strings: Record<string, string>; explain: string };

type AltchaGlobal = { $altcha?: { i18n: { set(lang: string, strings: Record<string, string>): void } } };

/**
 * Loads the widget's web component once, with the page language's words, the first time a visitor
 * enters a form: nothing of it loads with the page. It then solves its challenge in the browser's
 * workers while the visitor types.
 */
let widgetLoading: Promise<void> | null = null;
function loadWidget(widget: LeadFormWidget): Promise<void> {
  widgetLoading ??= import("altcha").then(() => {
    (globalThis as AltchaGlobal).$altcha?.i18n.set(widget.lang, widget.strings);
  });
  return widgetLoading;
}

type LeadFormProps = {
  /** The form's name, sent with it (`form`): the server checks it is this page's form. */
  form: string;
  /** Where it is posted: the page's own address. */
  action: string;
  fields: LeadFormField[];
  copy: LeadFormCopy;
  /** What the server answered a POST without JavaScript (the reply page), if anything. */
  reply?: LeadReply | null;
  widget: LeadFormWidget;
};

const inputClasses =
  "w-full rounded-xl border bg-surface px-4 text-lg text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent";

/** The value a field had when the server answered, to put back in it. */
function valueOf(reply: LeadReply | null | undefined, name: string): string | string[] | undefined {
  return reply && reply.status !== "sent" ? reply.values[name] : undefined;
}

/**
 * A lead form (docs/leads.md). A plain HTML POST to the page's own address, which works without
 * JavaScript: the server answers with the page again (errors next to their fields, values kept)
 * or a 303 to its thank-you. With JavaScript the same POST goes by `fetch`, without a reload, and
 * focus moves to what it answered: the thank-you, or the list of fields to correct.
 */
export function LeadForm({ form, action, fields, copy, reply: initial, widget }: LeadFormProps) {
  const [reply, setReply] = useState<LeadReply | null>(initial ?? null);
  const [sending, setSending] = useState(false);
  const [widgetReady, setWidgetReady] = useState(false);
  const startWidget = () => {
    if (!widgetReady)
      void loadWidget(widget).then(
        () => setWidgetReady(true),
        () => {},
      );
  };
  // One token per filled-in form: a double click or a retry is one lead (the server's dedupe key).
  const token = useRef<string | null>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  const focusResult = useRef(false);

  // After an answer, focus goes to it: the thank-you, the sentence, or the list of fields to correct.
  useEffect(() => {
    if (!focusResult.current) return;
    focusResult.current = false;
    resultRef.current?.focus();
  }, [reply]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    // Without what the script needs (WebCrypto exists only in secure contexts: a plain-HTTP host
    // has none), the browser sends the form itself, as without JavaScript.
    if (typeof crypto === "undefined" || typeof crypto.getRandomValues !== "function") return;
    event.preventDefault();
    if (sending) return;
    const body = new URLSearchParams();
    for (const [key, value] of new FormData(event.currentTarget)) if (typeof value === "string") body.append(key, value);
    token.current ??= submissionToken();
    body.set("token", token.current);
    setSending(true);
    let next: LeadReply;
    try {
      const response = await fetch(action, {
        method: "POST",
        headers: { Accept: "application/json", "Content-Type": "application/x-www-form-urlencoded" },
        body,
      });
      next = (await response.json()) as LeadReply;
      if (!next || !["sent", "invalid", "failed"].includes(next.status)) throw new Error("unexpected answer");
    } catch {
      next = { status: "failed", failure: "unavailable", values: {} };
    }
    // The fields keep what the visitor typed: the form stays mounted unless it was sent.
    focusResult.current = true;
    setReply(next);
    setSending(false);
  }

  if (reply?.status === "sent") {
    return (
      <div
        ref={resultRef}
        tabIndex={-1}
        role="status"
        className="border-line bg-surface-muted rounded-2xl border p-6 focus:outline-none md:p-8"
        data-testid="lead-sent"
      >
        <h2 className="text-2xl font-bold">{copy.sent.title}</h2>
        <p className="mt-3 text-lg">{copy.sent.body}</p>
        {copy.sent.again ? (
          <a href={action} className={buttonClasses({ variant: "outline", className: "mt-6" })}>
            {copy.sent.again}
          </a>
        ) : null}
      </div>
    );
  }

  const errors = reply?.status === "invalid" ? reply.errors : {};
  const errorCount = Object.keys(errors).length;
  const id = (name: string) => `${form}-${name}`;
  const consentError = errors.consent ? copy.errors[errors.consent] : null;

  return (
    <form
      method="post"
      action={action}
      onSubmit={submit}
      onFocus={startWidget}
      noValidate
      className="flex flex-col gap-6"
      data-testid="lead-form"
      aria-busy={sending || undefined}
    >
      <input type="hidden" name="form" value={form} />
      <div ref={resultRef} tabIndex={-1} className="empty:hidden focus:outline-none" role={reply ? "alert" : undefined}>
        {reply?.status === "failed" ? (
          <p
            className="rounded-xl border border-red-700 p-4 font-semibold text-red-700 dark:border-red-300 dark:text-red-300"
            data-testid="lead-failure"
          >
            {copy.failures[reply.failure]}
          </p>
        ) : errorCount > 0 ? (
          <div className="rounded-xl border border-red-700 p-4 dark:border-red-300" data-testid="lead-error-summary">
            <h2 className="font-bold text-red-700 dark:text-red-300">
              {copy.summaryTitles[Math.min(errorCount, copy.summaryTitles.length - 1)]}
            </h2>
            <ul className="mt-2 list-disc ps-6">
              {[...fields.map((field) => field.name), "consent"]
                .filter((name) => errors[name])
                .map((name) => (
                  <li key={name}>
                    <a href={`#${id(name)}`} className="text-accent underline">
                      {fields.find((field) => field.name === name)?.label ?? copy.errors.consent}
                    </a>
                  </li>
                ))}
            </ul>
          </div>
        ) : null}
      </div>

      {fields.map((field) => (
        <FieldView
          key={field.name}
          field={field}
          id={id(field.name)}
          copy={copy}
          error={errors[field.name] ? copy.errors[errors[field.name]!] : null}
          value={valueOf(reply, field.name)}
        />
      ))}

      {/* A field people never see or reach: only robots fill it in (the lead is then dropped, quietly). */}
      <div aria-hidden className="absolute -start-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={id(honeypotField)}>{copy.honeypot}</label>
        <input id={id(honeypotField)} name={honeypotField} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>

      {widgetReady ? (
        <div className="flex flex-col gap-2" data-testid="lead-widget">
          <altcha-widget
            challenge={widget.challenge}
            language={widget.lang}
            name="altcha"
            auto="onload"
            configuration={JSON.stringify({ hideFooter: true, hideLogo: true })}
          />
          <p className="text-ink-muted text-sm">{widget.explain}</p>
        </div>
      ) : null}

      <div className="flex flex-col gap-2">
        <div className="flex items-start gap-3">
          <input
            id={id("consent")}
            name="consent"
            type="checkbox"
            value="yes"
            defaultChecked={valueOf(reply, "consent") === "yes"}
            aria-invalid={consentError ? true : undefined}
            aria-describedby={consentError ? `${id("consent")}-error` : undefined}
            className="mt-1 size-5 shrink-0 accent-[var(--color-accent)]"
          />
          <label htmlFor={id("consent")}>{copy.consent}</label>
        </div>
        <p id={`${id("consent")}-error`} className="text-sm font-semibold text-red-700 empty:hidden dark:text-red-300">
          {consentError}
        </p>
      </div>

      <div>
        <button type="submit" disabled={sending} className={buttonClasses({ variant: "gold", size: "lg" })}>
          {sending ? copy.sending : copy.submit}
        </button>
      </div>
    </form>
  );
}

function FieldView({
  field,
  id,
  copy,
  error,
  value,
}: {
  field: LeadFormField;
  id: string;
  copy: LeadFormCopy;
  error: string | null;
  value: string | string[] | undefined;
}) {
  const describedBy = [field.hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
  const common = { id, name: field.name, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy } as const;
  const text = typeof value === "string" ? value : undefined;
  const label = (
    <>
      {field.label}
      {field.optional ? <span className="text-ink-muted font-normal"> ({copy.optional})</span> : null}
    </>
  );
  const border = error ? "border-red-700 dark:border-red-300" : "border-line";
  const help = (
    <>
      {field.hint ? (
        <p id={`${id}-hint`} className="text-ink-muted text-sm">
          {field.hint}
        </p>
      ) : null}
      <p id={`${id}-error`} className="text-sm font-semibold text-red-700 empty:hidden dark:text-red-300">
        {error}
      </p>
    </>
  );

  if (field.kind === "radio" || field.kind === "checkboxes") {
    const chosen = Array.isArray(value) ? value : value ? [value] : [];
    return (
      <fieldset className="flex flex-col gap-2" aria-describedby={describedBy} aria-invalid={error ? true : undefined}>
        <legend id={id} tabIndex={-1} className="mb-1 font-semibold">
          {label}
        </legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          {field.options.map((option) => (
            <label key={option.value} className="flex items-center gap-2 text-lg">
              <input
                type={field.kind === "radio" ? "radio" : "checkbox"}
                name={field.name}
                value={option.value}
                defaultChecked={chosen.includes(option.value)}
                className="size-5 accent-[var(--color-accent)]"
              />
              {option.label}
            </label>
          ))}
        </div>
        {help}
      </fieldset>
    );
  }

  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="font-semibold">
        {label}
      </label>
      {field.kind === "textarea" ? (
        <textarea {...common} rows={5} maxLength={field.maxLength} defaultValue={text} className={cn(inputClasses, border, "py-3")} />
      ) : field.kind === "select" ? (
        <select {...common} defaultValue={text ?? ""} className={cn(inputClasses, border, "h-12")}>
          <option value="" disabled>
            {field.placeholder}
          </option>
          {field.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : (
        <input
          {...common}
          type={(field as TextField).kind}
          autoComplete={(field as TextField).autoComplete}
          maxLength={(field as TextField).maxLength}
          defaultValue={text}
          dir={(field as TextField).dir}
          className={cn(inputClasses, border, "h-12", (field as TextField).dir === "ltr" && "rtl:text-end")}
        />
      )}
      {help}
    </div>
  );
}

/**
 * The form's submission token, a version 4 UUID (the server's pattern), from `getRandomValues`,
 * which every browser has in any context (`randomUUID` exists only in secure contexts).
 */
function submissionToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
