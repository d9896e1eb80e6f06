import type { ReactNode } from "react";
import type { Lang } from "@/config/languages";
import type { FieldRow, LocalText, ParameterModel } from "@/lib/openapi/types";
import { cn } from "@/lib/cn";

/** Copy with `code` in backticks: the code parts render as <code>, left-to-right. */
export function Inline({ text }: { text: string }) {
  const parts = text.split(/`([^`]+)`/);
  return (
    <>
      {parts.map((part, index) =>
        index % 2 ? (
          <code key={index} dir="ltr" className="bg-surface-muted text-ink rounded px-1 py-0.5 font-mono text-[0.875em]">
            {part}
          </code>
        ) : (
          part
        ),
      )}
    </>
  );
}

/** Paragraphs of copy (from a message array), with inline code. */
export function Paragraphs({ items }: { items: string[] }) {
  return (
    <>
      {items.map((text) => (
        <p key={text} className="text-ink-muted mt-4 max-w-3xl leading-relaxed">
          <Inline text={text} />
        </p>
      ))}
    </>
  );
}

/** A guide band with an anchored `h2` (the id is the deep link and the sidebar target). */
export function GuideSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="border-line scroll-mt-24 border-b py-12 first:pt-0">
      <h2 id={`${id}-title`} className="text-2xl font-bold tracking-tight md:text-3xl">
        {title}
      </h2>
      {children}
    </section>
  );
}

const methodTones: Record<string, string> = {
  GET: "bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200",
  POST: "bg-brand-100 text-brand-900 dark:bg-brand-900 dark:text-brand-100",
  PATCH: "bg-amber-100 text-amber-950 dark:bg-amber-950 dark:text-amber-200",
  DELETE: "bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200",
};

/** HTTP method and path (or event name), left-to-right in every language. */
export function Endpoint({ method, path }: { method: string; path: string }) {
  return (
    <p dir="ltr" className="text-ink mt-2 flex flex-wrap items-center gap-2 font-mono text-sm [unicode-bidi:isolate]">
      <span className={cn("rounded-md px-2 py-0.5 text-xs font-bold", methodTones[method] ?? methodTones.POST)}>{method}</span>
      <span className="break-all">{path}</span>
    </p>
  );
}

type FieldLabels = { required: string; optional: string; values: string };
type FieldItem = {
  name: string;
  type: string;
  required: boolean;
  depth?: number;
  enumValues?: string[];
  description: LocalText | null;
  location?: string;
};

/** Fields or parameters as a list (no wide table, so nothing overflows on a phone). */
export function FieldList({ items, lang, labels }: { items: FieldItem[]; lang: Lang; labels: FieldLabels }) {
  return (
    <ul className="divide-line border-line mt-3 divide-y rounded-xl border">
      {items.map((item) => (
        <li
          key={`${item.location ?? ""}${item.name}`}
          className="px-4 py-3"
          style={{ paddingInlineStart: `${1 + (item.depth ?? 0) * 1.25}rem` }}
        >
          <p className="flex flex-wrap items-baseline gap-x-2 gap-y-1 text-sm">
            <code dir="ltr" className="text-ink font-mono font-semibold">
              {item.name}
            </code>
            <span dir="ltr" className="text-ink-muted font-mono text-xs">
              {item.location ? `${item.location} · ` : ""}
              {item.type}
            </span>
            <span className={cn("text-xs", item.required ? "text-accent font-semibold" : "text-ink-muted")}>
              {item.required ? labels.required : labels.optional}
            </span>
          </p>
          {item.description ? (
            <p className="text-ink-muted mt-1 text-sm">
              <Inline text={item.description[lang]} />
            </p>
          ) : null}
          {item.enumValues?.length ? (
            <p className="text-ink-muted mt-1 flex flex-wrap items-baseline gap-1 text-xs">
              <span>{labels.values}:</span>
              {item.enumValues.map((value) => (
                <code key={value} dir="ltr" className="bg-surface-muted text-ink rounded px-1 font-mono">
                  {value}
                </code>
              ))}
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** Parameters in the shape FieldList shows. */
export function parameterItems(parameters: ParameterModel[]): FieldItem[] {
  return parameters.map((parameter) => ({ ...parameter, location: parameter.in }));
}

export type { FieldRow };
