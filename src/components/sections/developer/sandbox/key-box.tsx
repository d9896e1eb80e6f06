"use client";

import { useEffect, useRef, useState } from "react";
import type { ApiId } from "@/config/apis";
import type { Lang } from "@/config/languages";
import type { RegionId } from "@/config/regions";
import { isTestKey, keepKey, maskedKey, onKeyChange, storedKey } from "@/lib/sandbox/browser-key";
import { buttonClasses } from "@/components/ui/button-styles";
import { CopyButton } from "@/components/ui/copy-button";

export type KeyBoxLabels = {
  get: string;
  getting: string;
  title: string;
  once: string;
  /** Announced when the key is created: a sentence of its own (pass 16: the title and `once` ran together). */
  created: string;
  /** With `{date}`. */
  expires: string;
  /** With `{key}` (masked). */
  kept: string;
  forget: string;
  forgotten: string;
  copy: string;
  copied: string;
  copyFailed: string;
  tooMany: string;
  full: string;
  offline: string;
  other: string;
};

type State =
  | { kind: "none" }
  | { kind: "busy" }
  | { kind: "new"; key: string; expires: string | null }
  | { kind: "kept"; key: string };

/**
 * The docs' "Get a test key" button (docs/developer-section.md, "Sandbox", "In the browser"):
 * `POST /sandbox/keys`, the key shown once with its expiry, then kept in `localStorage`
 * (`sandbox-key-<api>`) for the samples and "Try it", with a way to forget it. Hidden without
 * JavaScript: the cURL request beside it does the same. Its one live region says what happened.
 */
export function KeyBox({ api, lang, region, labels }: { api: ApiId; lang: Lang; region: RegionId; labels: KeyBoxLabels }) {
  const [state, setState] = useState<State>({ kind: "none" });
  const [message, setMessage] = useState("");
  // After a click replaced the button, focus goes to what replaced it (the new key, or the button again).
  const focusNext = useRef(false);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!focusNext.current) return;
    focusNext.current = false;
    box.current?.querySelector<HTMLElement>("[data-focus]")?.focus();
  }, [state.kind]);
  useEffect(() => {
    const sync = () =>
      setState((current) => {
        const key = storedKey(api);
        if (current.kind === "new" && current.key === key) return current;
        return key ? { kind: "kept", key } : current.kind === "busy" ? current : { kind: "none" };
      });
    sync();
    return onKeyChange(api, sync);
  }, [api]);

  async function create() {
    setState({ kind: "busy" });
    setMessage(labels.getting);
    let response: Response;
    try {
      response = await fetch("/sandbox/keys", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ api }),
      });
    } catch {
      setState({ kind: "none" });
      setMessage(labels.offline);
      return;
    }
    const body = (await response.json().catch(() => null)) as { secret_key?: unknown; expires_at?: unknown } | null;
    if (response.status !== 201 || !isTestKey(body?.secret_key)) {
      setState({ kind: "none" });
      setMessage(response.status === 429 ? labels.tooMany : response.status === 503 ? labels.full : labels.other);
      return;
    }
    const key = body.secret_key;
    let expires: string | null = null;
    if (typeof body.expires_at === "string" && !Number.isNaN(Date.parse(body.expires_at))) {
      // The site's formatter, loaded with the key: the page does not carry it before. The day in Algiers (`keyExpiryDay`).
      const [{ formatterFor }, { keyExpiryDay }] = await Promise.all([import("@/i18n/format"), import("@/components/sections/developer/hosted-copy")]);
      expires = labels.expires.replace("{date}", keyExpiryDay(formatterFor(lang, region), body.expires_at) ?? "");
    }
    focusNext.current = true;
    setState({ kind: "new", key, expires });
    setMessage(labels.created);
    keepKey(api, key);
  }

  function forget() {
    keepKey(api, null);
    focusNext.current = true;
    setState({ kind: "none" });
    setMessage(labels.forgotten);
  }

  const forgetButton = (
    <button type="button" onClick={forget} className={buttonClasses({ variant: "outline", className: "h-9 px-3 text-sm" })}>
      {labels.forget}
    </button>
  );
  return (
    // Without JavaScript (no `data-js` on <html>) the box is hidden: the cURL request below it gets a key.
    <div ref={box} data-testid="key-box" className="border-line bg-surface-muted mt-4 rounded-xl border p-4 [html:not([data-js])_&]:hidden">
      {state.kind === "new" ? (
        <div>
          <h4 data-focus="" tabIndex={-1} className="font-bold focus:outline-none">
            {labels.title}
          </h4>
          <p className="mt-2 flex flex-wrap items-center gap-2">
            <code dir="ltr" data-testid="test-key" className="bg-surface border-line rounded-md border px-2 py-1 font-mono text-sm break-all">
              {state.key}
            </code>
            <CopyButton value={state.key} label={labels.copy} copiedMessage={labels.copied} failedMessage={labels.copyFailed} className="h-9 px-3 text-sm" />
          </p>
          <p className="mt-2 text-sm font-semibold">{labels.once}</p>
          {state.expires ? <p className="text-ink-muted mt-1 text-sm">{state.expires}</p> : null}
          <div className="mt-2">{forgetButton}</div>
        </div>
      ) : state.kind === "kept" ? (
        <div className="flex flex-wrap items-center gap-2">
          <p className="text-sm">
            {labels.kept.split("{key}")[0]}
            <bdi dir="ltr" className="font-mono">
              {maskedKey(state.key)}
            </bdi>
            {labels.kept.split("{key}")[1]}
          </p>
          {forgetButton}
        </div>
      ) : (
        <button type="button" data-focus="" onClick={create} disabled={state.kind === "busy"} className={buttonClasses({})}>
          {state.kind === "busy" ? labels.getting : labels.get}
        </button>
      )}
      {/* The one live region: progress, errors, "forgotten"; the new key's announcement is for screen readers only (the box shows it). */}
      <p role="status" aria-live="polite" data-testid="key-status" className={state.kind === "new" ? "sr-only" : "text-ink-muted mt-2 text-sm empty:hidden"}>
        {message}
      </p>
    </div>
  );
}
