"use client";

import { useEffect, useId, useState, type FormEvent } from "react";
import type { ApiId } from "@/config/apis";
import { onKeyChange, storedKey } from "@/lib/sandbox/browser-key";
import { buttonClasses } from "@/components/ui/button-styles";

export type TryItLabels = {
  lead: string;
  noKey: string;
  getKey: string;
  path: string;
  query: string;
  headers: string;
  body: string;
  send: string;
  sending: string;
  badJson: string;
  offline: string;
  status: string;
  responseHeaders: string;
  response: string;
  /** The link to a checkout's test payment page. */
  openUrl: string;
  /** The link to a payment link's page (review pass 19, en 1.2: not "the test payment page"). */
  openLink: string;
  /** With `{status}`. */
  answered: string;
};

export type TryItParameter = { name: string; in: "path" | "query" | "header"; required: boolean; example: string };

export type TryItPanelProps = {
  api: ApiId;
  method: string;
  /** The operation's path with `{name}` placeholders. */
  path: string;
  parameters: TryItParameter[];
  /** The document's example body, as indented JSON, or null for an operation without a body. */
  body: string | null;
  /** Where the docs page gets a key (its getting-started guide). */
  keyHref: string;
  /** The site's URL, which the sandbox writes into a checkout's `url` (`site.url`). */
  siteUrl: string;
  labels: TryItLabels;
};

type Answer = { status: number; statusText: string; headers: [string, string][]; body: string; url: string | null };

/** The request's address under the page's sandbox: path parameters encoded, empty query parameters left out. */
export function tryItUrl(api: ApiId, path: string, parameters: TryItParameter[], values: Record<string, string>): string {
  let filled = path;
  const query = new URLSearchParams();
  for (const parameter of parameters) {
    const value = values[parameter.name] ?? "";
    if (parameter.in === "path") filled = filled.replace(`{${parameter.name}}`, encodeURIComponent(value));
    else if (parameter.in === "query" && value !== "") query.set(parameter.name, value);
  }
  const search = query.toString();
  return `/sandbox/${api}${filled}${search ? `?${search}` : ""}`;
}

/**
 * A `url` of the answer that is a page of this site (a checkout's hosted test page), on the page's
 * own origin (the sandbox writes the site's URL, `siteUrl`, which a preview or local build is not
 * on: as in the samples, the page's origin replaces it); else null, never a link elsewhere.
 */
export function ownPage(body: unknown, siteUrl: string, origin: string): string | null {
  const url = body && typeof body === "object" && "url" in body ? (body as { url: unknown }).url : null;
  if (typeof url !== "string") return null;
  try {
    const parsed = new URL(url);
    if (parsed.origin !== origin && parsed.origin !== new URL(siteUrl).origin) return null;
    return `${origin}${parsed.pathname}${parsed.search}${parsed.hash}`;
  } catch {
    return null;
  }
}

/** The label of the link to an answer's page: a payment link's page (`/developer/link/<id>`) or a checkout's test payment page. */
export function openLabel(url: string, labels: Pick<TryItLabels, "openUrl" | "openLink">): string {
  let path = "";
  try {
    path = new URL(url).pathname;
  } catch {
    // ownPage only gives full URLs: a checkout's label, as before.
  }
  return /\/developer\/link\/[^/]+$/.test(path) ? labels.openLink : labels.openUrl;
}

const input =
  "border-line bg-surface text-ink focus-visible:outline-accent h-10 w-full rounded-lg border px-3 font-mono text-sm focus-visible:outline-2 focus-visible:outline-offset-2";

/**
 * The panel of "Try it": the document's example as a form (path, query and header parameters,
 * the body as JSON), sent to the sandbox with the key the browser keeps; the answer's status,
 * headers and body, and a link to the page a checkout's `url` names. Code and JSON left to right.
 */
export function TryItPanel({ api, method, path, parameters, body: example, keyHref, siteUrl, labels }: TryItPanelProps) {
  const id = useId();
  const [key, setKey] = useState<string | null>(null);
  const [values, setValues] = useState(() =>
    Object.fromEntries(parameters.map((parameter) => [parameter.name, parameter.in === "header" ? "" : parameter.example])),
  );
  const [body, setBody] = useState(example ?? "");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");
  const [answer, setAnswer] = useState<Answer | null>(null);
  useEffect(() => {
    const sync = () => setKey(storedKey(api));
    sync();
    return onKeyChange(api, sync);
  }, [api]);

  async function send(event: FormEvent) {
    event.preventDefault();
    if (!key) return;
    setError("");
    if (example !== null) {
      try {
        JSON.parse(body);
      } catch {
        setError(labels.badJson);
        return;
      }
    }
    const headers: Record<string, string> = { Authorization: `Bearer ${key}` };
    if (example !== null) headers["Content-Type"] = "application/json";
    for (const parameter of parameters) if (parameter.in === "header" && values[parameter.name]) headers[parameter.name] = values[parameter.name]!;
    setBusy(true);
    setAnswer(null);
    try {
      const response = await fetch(tryItUrl(api, path, parameters, values), {
        method: method.toUpperCase(),
        headers,
        body: example !== null ? body : undefined,
      });
      const text = await response.text();
      let shown = text;
      let url: string | null = null;
      try {
        const parsed: unknown = JSON.parse(text);
        shown = JSON.stringify(parsed, null, 2);
        url = ownPage(parsed, siteUrl, window.location.origin);
      } catch {
        // Not JSON: shown as it came.
      }
      setAnswer({ status: response.status, statusText: response.statusText, headers: [...response.headers.entries()], body: shown, url });
    } catch {
      setError(labels.offline);
    } finally {
      setBusy(false);
    }
  }

  const groups = (["path", "query", "header"] as const)
    .map((place) => ({ place, items: parameters.filter((parameter) => parameter.in === place) }))
    .filter((group) => group.items.length);
  const groupTitle = { path: labels.path, query: labels.query, header: labels.headers };
  return (
    <form onSubmit={send} noValidate aria-labelledby={`${id}-lead`}>
      <p id={`${id}-lead`} className="text-ink-muted text-sm">
        {labels.lead}
      </p>
      {key ? null : (
        <p className="mt-3 text-sm font-semibold" data-testid="try-it-no-key">
          {labels.noKey}{" "}
          <a href={keyHref} className="text-accent underline underline-offset-4">
            {labels.getKey}
          </a>
        </p>
      )}
      {groups.map(({ place, items }) => (
        <fieldset key={place} className="mt-4">
          <legend className="text-sm font-bold">{groupTitle[place]}</legend>
          <div className="mt-2 grid gap-3 sm:grid-cols-2">
            {items.map((parameter) => (
              <div key={parameter.name} className="flex flex-col gap-1">
                <label htmlFor={`${id}-${parameter.name}`} className="text-sm">
                  <code dir="ltr" className="font-mono">
                    {parameter.name}
                  </code>
                </label>
                <input
                  id={`${id}-${parameter.name}`}
                  dir="ltr"
                  className={input}
                  value={values[parameter.name] ?? ""}
                  placeholder={parameter.in === "header" ? parameter.example : undefined}
                  required={parameter.required}
                  spellCheck={false}
                  autoComplete="off"
                  onChange={(event) => setValues((current) => ({ ...current, [parameter.name]: event.target.value }))}
                />
              </div>
            ))}
          </div>
        </fieldset>
      ))}
      {example !== null ? (
        <div className="mt-4 flex flex-col gap-1">
          <label htmlFor={`${id}-body`} className="text-sm font-bold">
            {labels.body}
          </label>
          <textarea
            id={`${id}-body`}
            dir="ltr"
            value={body}
            rows={Math.min(20, body.split("\n").length + 1)}
            spellCheck={false}
            wrap="off"
            aria-invalid={error === labels.badJson ? true : undefined}
            aria-describedby={`${id}-error`}
            onChange={(event) => setBody(event.target.value)}
            className="border-line bg-surface text-ink focus-visible:outline-accent w-full rounded-lg border p-3 font-mono text-[13px] leading-relaxed focus-visible:outline-2 focus-visible:outline-offset-2"
          />
        </div>
      ) : null}
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <button type="submit" disabled={!key || busy} className={buttonClasses({})}>
          <span dir="ltr" className="font-mono text-xs">
            {method.toUpperCase()}
          </span>
          {busy ? labels.sending : labels.send}
        </button>
      </div>
      <p id={`${id}-error`} role="alert" className="mt-2 text-sm font-semibold text-red-700 empty:hidden dark:text-red-300">
        {error}
      </p>
      <p role="status" aria-live="polite" className="sr-only">
        {answer ? labels.answered.replace("{status}", String(answer.status)) : ""}
      </p>
      {answer ? (
        <div data-testid="try-it-answer" className="mt-4">
          <h3 className="text-sm font-bold">{labels.status}</h3>
          <p className="mt-1">
            <code dir="ltr" data-testid="try-it-status" className={answer.status < 300 ? "text-accent font-mono font-bold" : "font-mono font-bold"}>
              {answer.status} {answer.statusText}
            </code>
          </p>
          {answer.url ? (
            <p className="mt-2">
              <a href={answer.url} data-testid="try-it-url" className="text-accent font-semibold underline underline-offset-4">
                {openLabel(answer.url, labels)}
              </a>
              <bdi dir="ltr" className="text-ink-muted mt-1 block font-mono text-xs break-all">
                {answer.url}
              </bdi>
            </p>
          ) : null}
          <h3 className="mt-4 text-sm font-bold">{labels.responseHeaders}</h3>
          {/* One column on a phone (the name above its value), two from 640 px. */}
          <dl dir="ltr" className="mt-1 grid gap-x-3 text-start font-mono text-xs sm:grid-cols-[max-content_minmax(0,1fr)]">
            {answer.headers.map(([name, value]) => (
              <div key={name} className="contents">
                <dt className="text-ink-muted max-sm:mt-1">{name}</dt>
                <dd className="break-all">{value}</dd>
              </div>
            ))}
          </dl>
          <h3 className="mt-4 text-sm font-bold">{labels.response}</h3>
          <pre
            dir="ltr"
            tabIndex={0}
            data-testid="try-it-body"
            className="border-line bg-surface-muted mt-1 max-h-96 overflow-auto rounded-lg border p-3 text-start font-mono text-[13px] leading-relaxed"
          >
            {answer.body}
          </pre>
        </div>
      ) : null}
    </form>
  );
}
