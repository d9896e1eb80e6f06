"use client";

import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from "react";
import type { ApiId } from "@/config/apis";
import type { Lang } from "@/config/languages";
import type { RegionId } from "@/config/regions";
import { formatterFor } from "@/i18n/format";
import { onKeyChange, storedKey } from "@/lib/sandbox/browser-key";
import { buttonClasses } from "@/components/ui/button-styles";
import { CopyButton } from "@/components/ui/copy-button";

export type WebhooksConsoleLabels = {
  noKey: string;
  getKey: string;
  /** With `{key}` (masked). */
  keyIs: string;
  endpointsTitle: string;
  endpointsEmpty: string;
  url: string;
  urlHint: string;
  events: string;
  register: string;
  registering: string;
  registered: string;
  secretOnce: string;
  secret: string;
  copySecret: string;
  copied: string;
  copyFailed: string;
  /** Followed, for screen readers, by the endpoint's URL. */
  deleteEndpoint: string;
  deleted: string;
  testTitle: string;
  endpoint: string;
  eventType: string;
  sendTest: string;
  /** With `{type}`. */
  testSent: string;
  deliveriesTitle: string;
  deliveriesEmpty: string;
  /** The button under the deliveries when the key has more than one page of them. */
  older: string;
  /** Said once the older deliveries are listed. */
  olderShown: string;
  refresh: string;
  refreshed: string;
  loading: string;
  /** Followed, for screen readers, by the event's id. */
  resend: string;
  resent: string;
  eventId: string;
  response: string;
  time: string;
  duration: string;
  noAnswer: string;
  notSent: string;
  pending: string;
  retrying: string;
  delivered: string;
  failed: string;
  expired: string;
  /** Why the sandbox refused an endpoint's URL, one sentence per reason of its answer (`error.reason`). */
  urlNotHttps: string;
  urlNotUrl: string;
  urlCredentials: string;
  /** With `{host}`. */
  urlUnresolved: string;
  urlLoopback: string;
  urlNotPublic: string;
  /** A port other than 443 or 8443 (red team 4, R4-5). */
  urlPort: string;
  limit: string;
  tooMany: string;
  offline: string;
  /** With `{status}`. */
  other: string;
};

type Endpoint = { id: string; url: string; events: string[] };
type Attempt = { at: string; status_code: number | null; error: string | null; duration_ms: number | null };
type Delivery = {
  id: string;
  endpoint: string;
  event: { id: string; type: string };
  status: "pending" | "retrying" | "delivered" | "failed";
  attempts: Attempt[];
  created_at: string;
};
type ApiError = { error?: { code?: string; message?: string; reason?: string; host?: string } };

export type WebhooksConsoleProps = {
  api: ApiId;
  lang: Lang;
  region: RegionId;
  /** The documented event types of the API (its document's `webhooks`). */
  events: string[];
  /** Where the docs page gets a key (its getting-started guide). */
  keyHref: string;
  /** The most characters the sandbox takes in an endpoint's URL (`sandboxLimits.webhookUrlLength`). */
  urlLength: number;
  labels: WebhooksConsoleLabels;
};

const input =
  "border-line bg-surface text-ink focus-visible:outline-accent h-10 w-full rounded-lg border px-3 text-sm focus-visible:outline-2 focus-visible:outline-offset-2";
const h2 = "text-xl font-bold";
const small = buttonClasses({ variant: "outline", className: "h-9 px-3 text-sm" });
/** Deliveries asked for at a time (a key keeps 200 at most: four pages). */
const deliveriesPage = 50;

/** A template's halves around `{name}`, so that the value goes in a left-to-right `bdi`. */
function around(template: string, name: string): [string, string] {
  const [before = "", after = ""] = template.split(`{${name}}`);
  return [before, after];
}

/**
 * What the page says of a failed answer, all of it in the page's language: a template, the values
 * of its placeholders (a host, an address: shown left to right), and for an answer the page has
 * no sentence for, the sandbox's error code (an identifier, never its English message).
 */
export type Failure = { text: string; values?: Record<string, string>; code?: string };

/** The message of a failed answer, said plainly: an expired key, why a URL is refused, too many requests. */
export function webhookFailure(labels: WebhooksConsoleLabels, status: number, body: ApiError | null): Failure {
  const error = body?.error;
  if (status === 401) return { text: labels.expired };
  if (status === 429) return { text: labels.tooMany };
  if (error?.code === "test_mode_limit") return { text: labels.limit };
  if (error?.code === "url_invalid" || error?.code === "url_not_public" || error?.code === "url_unresolved") {
    const { reason, host } = error;
    if (reason === "not_https") return { text: labels.urlNotHttps };
    if (reason === "credentials") return { text: labels.urlCredentials };
    if (reason === "port") return { text: labels.urlPort };
    if (reason === "unresolved" && host) return { text: labels.urlUnresolved, values: { host } };
    if (reason === "localhost" || reason === "loopback") return { text: labels.urlLoopback };
    if (reason === "not_a_url" || reason === "too_long") return { text: labels.urlNotUrl };
    return { text: labels.urlNotPublic };
  }
  return { text: labels.other.replace("{status}", String(status)), ...(error?.code ? { code: error.code } : {}) };
}

/**
 * A template with its placeholders filled and its `code` spans marked, each value and span left to
 * right (a host, an address, `https://` inside Arabic: a bare `https://` in right-to-left text reads `//:https`).
 */
export function Filled({ text, values = {} }: { text: string; values?: Record<string, string> }) {
  return text.split(/(\{\w+\}|`[^`]+`)/).map((part, index) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    if (name !== undefined && name in values)
      return (
        <bdi key={index} dir="ltr">
          {values[name]}
        </bdi>
      );
    if (part.length > 2 && part.startsWith("`") && part.endsWith("`"))
      return (
        <code key={index} dir="ltr" className="font-mono text-sm">
          {part.slice(1, -1)}
        </code>
      );
    return part;
  });
}

/**
 * The webhooks page's island (docs/developer-section.md, "Sandbox", "The webhooks page"): with the
 * test key the browser keeps, the key's endpoints (register, with the `whsec_` secret shown once;
 * delete), a test event of any documented type, and every delivery with its attempts, newest first,
 * each with "Resend". URLs, ids and JSON left to right; one live region says what happened.
 */
export function WebhooksConsole({ api, lang, region, events, keyHref, urlLength, labels }: WebhooksConsoleProps) {
  const id = useId();
  const [key, setKey] = useState<string | null>(null);
  const [ready, setReady] = useState(false);
  const [endpoints, setEndpoints] = useState<Endpoint[] | null>(null);
  const [deliveries, setDeliveries] = useState<Delivery[] | null>(null);
  // Whether the key has deliveries older than the listed ones (the API's `has_more`).
  const [more, setMore] = useState(false);
  // The delivery to focus once it is rendered (the first of the older ones just listed).
  const focusDelivery = useRef<string | null>(null);
  useEffect(() => {
    if (focusDelivery.current === null) return;
    document.getElementById(`${id}-delivery-${focusDelivery.current}`)?.focus();
    focusDelivery.current = null;
  }, [deliveries, id]);
  const [secret, setSecret] = useState<{ endpoint: string; value: string } | null>(null);
  const [url, setUrl] = useState("");
  const [chosen, setChosen] = useState<string[]>(events);
  const [testEndpoint, setTestEndpoint] = useState("");
  const [testType, setTestType] = useState(events[0] ?? "");
  const [busy, setBusy] = useState<string | null>(null);
  const [message, setMessage] = useState("");
  const [error, setError] = useState<Failure | null>(null);
  const polls = useRef(0);
  const secretHeading = useRef<HTMLHeadingElement>(null);
  const format = formatterFor(lang, region);

  /** A sandbox request with the key; the parsed body, or null after saying what went wrong. */
  const call = useCallback(
    async <T,>(key: string, path: string, init: RequestInit = {}): Promise<T | null> => {
      let response: Response;
      try {
        response = await fetch(`/sandbox${path}`, {
          ...init,
          headers: { Authorization: `Bearer ${key}`, ...(init.body ? { "Content-Type": "application/json" } : {}) },
        });
      } catch {
        setError({ text: labels.offline });
        return null;
      }
      const body = (await response.json().catch(() => null)) as T | null;
      if (!response.ok) {
        setError(webhookFailure(labels, response.status, body as ApiError | null));
        return null;
      }
      return body;
    },
    [labels],
  );

  const load = useCallback(
    async (key: string) => {
      const [listed, sent] = await Promise.all([
        call<{ data: Endpoint[] }>(key, "/webhook-endpoints"),
        call<{ data: Delivery[]; has_more: boolean }>(key, `/webhook-deliveries?limit=${deliveriesPage}`),
      ]);
      if (listed) {
        setEndpoints(listed.data);
        setTestEndpoint((current) => (listed.data.some((endpoint) => endpoint.id === current) ? current : (listed.data[0]?.id ?? "")));
      }
      if (sent) {
        setDeliveries(sent.data);
        setMore(sent.has_more);
      }
      return Boolean(listed && sent);
    },
    [call],
  );

  useEffect(() => {
    const sync = () => {
      const kept = storedKey(api);
      setKey(kept);
      setReady(true);
      if (kept) void load(kept);
      else {
        setEndpoints(null);
        setDeliveries(null);
      }
    };
    sync();
    return onKeyChange(api, sync);
  }, [api, load]);

  // A delivery not yet tried is looked at again a few times after an action (the sandbox sends within a second).
  useEffect(() => {
    if (!key || !deliveries?.some((delivery) => delivery.status === "pending" && delivery.attempts.length === 0) || polls.current <= 0) return;
    const timer = window.setTimeout(() => {
      polls.current -= 1;
      void load(key);
    }, 1000);
    return () => window.clearTimeout(timer);
  }, [key, deliveries, load]);

  async function act(name: string, work: (key: string) => Promise<string | null>) {
    if (!key) return;
    setBusy(name);
    setError(null);
    setMessage("");
    const done = await work(key);
    if (done !== null) setMessage(done);
    setBusy(null);
  }

  /** The next page of deliveries, after the last listed; focus goes to the first of them. */
  function showOlder() {
    const last = deliveries?.at(-1);
    if (!last) return;
    void act("older", async (key) => {
      const page = await call<{ data: Delivery[]; has_more: boolean }>(
        key,
        `/webhook-deliveries?limit=${deliveriesPage}&starting_after=${encodeURIComponent(last.id)}`,
      );
      if (!page) return null;
      setDeliveries((listed) => [...(listed ?? []), ...page.data.filter((delivery) => !listed?.some((known) => known.id === delivery.id))]);
      setMore(page.has_more);
      focusDelivery.current = page.data[0]?.id ?? null;
      return labels.olderShown;
    });
  }

  function register(event: FormEvent) {
    event.preventDefault();
    void act("register", async (key) => {
      const created = await call<Endpoint & { secret: string }>(key, "/webhook-endpoints", {
        method: "POST",
        body: JSON.stringify({ url: url.trim(), events: chosen }),
      });
      if (!created) return null;
      setSecret({ endpoint: created.url, value: created.secret });
      setUrl("");
      await load(key);
      window.setTimeout(() => secretHeading.current?.focus(), 0);
      return labels.registered;
    });
  }

  function remove(endpoint: Endpoint) {
    void act(`delete-${endpoint.id}`, async (key) => {
      const deleted = await call(key, `/webhook-endpoints/${encodeURIComponent(endpoint.id)}`, { method: "DELETE" });
      if (!deleted) return null;
      if (secret?.endpoint === endpoint.url) setSecret(null);
      await load(key);
      return labels.deleted;
    });
  }

  function sendTest(event: FormEvent) {
    event.preventDefault();
    void act("test", async (key) => {
      const sent = await call(key, `/webhook-endpoints/${encodeURIComponent(testEndpoint)}/test`, {
        method: "POST",
        body: JSON.stringify({ type: testType }),
      });
      if (!sent) return null;
      polls.current = 10;
      await load(key);
      return labels.testSent.replace("{type}", testType);
    });
  }

  function resend(delivery: Delivery) {
    void act(`resend-${delivery.id}`, async (key) => {
      const sent = await call(key, `/webhook-deliveries/${encodeURIComponent(delivery.id)}/resend`, { method: "POST" });
      if (!sent) return null;
      polls.current = 10;
      await load(key);
      return labels.resent;
    });
  }

  function refresh() {
    void act("refresh", async (key) => ((await load(key)) ? labels.refreshed : null));
  }

  // The one live region: results and errors, said once.
  const status = (
    <div aria-live="polite" role="status" data-testid="webhooks-status" className="mt-4 empty:hidden">
      {error ? (
        <p className="font-semibold text-red-700 dark:text-red-300">
          <Filled text={error.text} values={error.values} />
          {error.code ? (
            <>
              {" "}
              <code dir="ltr" className="font-mono text-sm">
                {error.code}
              </code>
            </>
          ) : null}
        </p>
      ) : message ? <p className="text-ink-muted">{message}</p> : null}
    </div>
  );

  if (!ready) return <p className="text-ink-muted mt-6 [html:not([data-js])_&]:hidden">{labels.loading}</p>;
  if (!key)
    return (
      <div data-testid="webhooks-console" className="border-line bg-surface-muted mt-6 rounded-xl border p-4">
        <p>{labels.noKey}</p>
        <a href={keyHref} className="text-accent mt-2 inline-block font-semibold underline underline-offset-4">
          {labels.getKey}
        </a>
      </div>
    );

  const [keyBefore, keyAfter] = around(labels.keyIs, "key");
  const time = (at: string) => format.dateTime(new Date(at), "instant");
  const statusLabel = (delivery: Delivery) => labels[delivery.status];
  const tone: Record<Delivery["status"], string> = {
    delivered: "bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200",
    failed: "bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200",
    pending: "bg-surface-muted text-ink",
    retrying: "bg-amber-100 text-amber-950 dark:bg-amber-950 dark:text-amber-200",
  };

  return (
    <div data-testid="webhooks-console" className="mt-6 space-y-10">
      <p className="text-ink-muted text-sm">
        {keyBefore}
        <bdi dir="ltr" className="font-mono whitespace-nowrap">
          {`sk_test_…${key.slice(-4)}`}
        </bdi>
        {keyAfter}
      </p>
      {status}

      <section aria-labelledby={`${id}-endpoints`}>
        <h2 id={`${id}-endpoints`} className={h2}>
          {labels.endpointsTitle}
        </h2>
        {endpoints === null ? (
          <p className="text-ink-muted mt-3">{labels.loading}</p>
        ) : endpoints.length === 0 ? (
          <p className="text-ink-muted mt-3">{labels.endpointsEmpty}</p>
        ) : (
          <ul className="mt-3 space-y-3" data-testid="webhook-endpoints">
            {endpoints.map((endpoint) => (
              <li key={endpoint.id} className="border-line flex flex-wrap items-start justify-between gap-3 rounded-xl border p-3">
                <div className="min-w-0">
                  <p dir="ltr" className="font-mono text-sm break-all text-start">
                    {endpoint.url}
                  </p>
                  <p className="mt-1 flex flex-wrap gap-1">
                    {endpoint.events.map((type) => (
                      <code key={type} dir="ltr" className="bg-surface-muted rounded px-1.5 py-0.5 font-mono text-xs">
                        {type}
                      </code>
                    ))}
                  </p>
                </div>
                <button type="button" className={small} disabled={busy !== null} onClick={() => remove(endpoint)}>
                  {labels.deleteEndpoint}
                  <span className="sr-only"> {endpoint.url}</span>
                </button>
              </li>
            ))}
          </ul>
        )}

        {secret ? (
          <div className="border-accent mt-4 rounded-xl border-2 p-4" data-testid="webhook-secret">
            <h3 ref={secretHeading} tabIndex={-1} className="font-bold focus:outline-none">
              {labels.secret}
            </h3>
            <p className="mt-2 flex flex-wrap items-center gap-2">
              <code dir="ltr" className="bg-surface border-line rounded-md border px-2 py-1 font-mono text-sm break-all">
                {secret.value}
              </code>
              <CopyButton value={secret.value} label={labels.copySecret} copiedMessage={labels.copied} failedMessage={labels.copyFailed} className="h-9 px-3 text-sm" />
            </p>
            <p className="mt-2 text-sm font-semibold">{labels.secretOnce}</p>
          </div>
        ) : null}

        <form onSubmit={register} className="border-line mt-4 space-y-4 rounded-xl border p-4">
          <div>
            <label htmlFor={`${id}-url`} className="block font-semibold">
              {labels.url}
            </label>
            <p id={`${id}-url-hint`} className="text-ink-muted text-sm">
              {labels.urlHint}
            </p>
            <input
              id={`${id}-url`}
              type="url"
              required
              maxLength={urlLength}
              dir="ltr"
              inputMode="url"
              autoComplete="off"
              spellCheck={false}
              placeholder="https://example.com/webhooks"
              aria-describedby={`${id}-url-hint`}
              className={`${input} mt-1 font-mono`}
              value={url}
              onChange={(event) => setUrl(event.target.value)}
            />
          </div>
          <fieldset>
            <legend className="font-semibold">{labels.events}</legend>
            <div className="mt-1 flex flex-wrap gap-x-6 gap-y-2">
              {events.map((type) => (
                <label key={type} className="flex items-center gap-2">
                  <input
                    type="checkbox"
                    className="accent-accent size-4"
                    checked={chosen.includes(type)}
                    onChange={(event) => setChosen((current) => (event.target.checked ? [...current, type] : current.filter((item) => item !== type)))}
                  />
                  <code dir="ltr" className="font-mono text-sm">
                    {type}
                  </code>
                </label>
              ))}
            </div>
          </fieldset>
          <button type="submit" className={buttonClasses({})} disabled={busy !== null || chosen.length === 0}>
            {busy === "register" ? labels.registering : labels.register}
          </button>
        </form>
      </section>

      {endpoints && endpoints.length > 0 ? (
        <section aria-labelledby={`${id}-test`}>
          <h2 id={`${id}-test`} className={h2}>
            {labels.testTitle}
          </h2>
          <form onSubmit={sendTest} className="mt-3 flex flex-wrap items-end gap-3">
            <div className="min-w-0 flex-1 basis-64">
              <label htmlFor={`${id}-test-endpoint`} className="block text-sm font-semibold">
                {labels.endpoint}
              </label>
              <select id={`${id}-test-endpoint`} dir="ltr" className={`${input} mt-1 font-mono`} value={testEndpoint} onChange={(event) => setTestEndpoint(event.target.value)}>
                {endpoints.map((endpoint) => (
                  <option key={endpoint.id} value={endpoint.id}>
                    {endpoint.url}
                  </option>
                ))}
              </select>
            </div>
            <div className="basis-56">
              <label htmlFor={`${id}-test-type`} className="block text-sm font-semibold">
                {labels.eventType}
              </label>
              <select id={`${id}-test-type`} dir="ltr" className={`${input} mt-1 font-mono`} value={testType} onChange={(event) => setTestType(event.target.value)}>
                {events.map((type) => (
                  <option key={type} value={type}>
                    {type}
                  </option>
                ))}
              </select>
            </div>
            <button type="submit" className={buttonClasses({})} disabled={busy !== null || !testEndpoint}>
              {labels.sendTest}
            </button>
          </form>
        </section>
      ) : null}

      <section aria-labelledby={`${id}-deliveries`}>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id={`${id}-deliveries`} className={h2}>
            {labels.deliveriesTitle}
          </h2>
          <button type="button" className={small} disabled={busy !== null} onClick={refresh}>
            {labels.refresh}
          </button>
        </div>
        {deliveries === null ? (
          <p className="text-ink-muted mt-3">{labels.loading}</p>
        ) : deliveries.length === 0 ? (
          <p className="text-ink-muted mt-3">{labels.deliveriesEmpty}</p>
        ) : (
          <ol className="mt-3 space-y-3" data-testid="webhook-deliveries">
            {deliveries.map((delivery) => (
              <li
                key={delivery.id}
                id={`${id}-delivery-${delivery.id}`}
                tabIndex={-1}
                data-testid="webhook-delivery"
                data-status={delivery.status}
                className="border-line focus-visible:outline-accent rounded-xl border p-3 focus-visible:outline-2"
              >
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p className="flex flex-wrap items-center gap-2">
                    <code dir="ltr" className="font-mono font-semibold">
                      {delivery.event.type}
                    </code>
                    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${tone[delivery.status]}`}>{statusLabel(delivery)}</span>
                  </p>
                  <button type="button" className={small} disabled={busy !== null} onClick={() => resend(delivery)}>
                    {labels.resend}
                    <span className="sr-only"> {delivery.event.id}</span>
                  </button>
                </div>
                <p className="text-ink-muted mt-1 text-sm">
                  {labels.eventId}{" "}
                  <bdi dir="ltr" className="font-mono break-all">
                    {delivery.event.id}
                  </bdi>
                </p>
                {delivery.attempts.length === 0 ? (
                  <p className="text-ink-muted mt-2 text-sm">{labels.notSent}</p>
                ) : (
                  <table className="mt-2 w-full text-sm">
                    <thead>
                      <tr className="text-ink-muted text-start">
                        <th scope="col" className="py-1 pe-3 text-start font-semibold">
                          {labels.time}
                        </th>
                        <th scope="col" className="py-1 pe-3 text-start font-semibold">
                          {labels.response}
                        </th>
                        <th scope="col" className="py-1 text-start font-semibold">
                          {labels.duration}
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {[...delivery.attempts].reverse().map((attempt) => (
                        <tr key={attempt.at} className="border-line border-t">
                          <td className="py-1 pe-3">
                            <time dateTime={attempt.at}>{time(attempt.at)}</time>
                          </td>
                          <td className="py-1 pe-3" data-testid="attempt-status">
                            {attempt.status_code !== null ? (
                              <bdi dir="ltr" className="font-mono">
                                {attempt.status_code}
                              </bdi>
                            ) : (
                              <>
                                {labels.noAnswer}{" "}
                                <bdi dir="ltr" className="font-mono">
                                  {attempt.error}
                                </bdi>
                              </>
                            )}
                          </td>
                          <td className="py-1">
                            {attempt.duration_ms === null ? "—" : format.number(attempt.duration_ms, "milliseconds")}
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                )}
              </li>
            ))}
          </ol>
        )}
        {deliveries && deliveries.length > 0 && more ? (
          <button type="button" className={`${small} mt-3`} disabled={busy !== null} onClick={showOlder}>
            {labels.older}
          </button>
        ) : null}
      </section>
    </div>
  );
}
