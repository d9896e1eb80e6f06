"use client";

import { useCallback, useEffect, useRef, useState, useSyncExternalStore, type ComponentType } from "react";
import { consentSettingsAttribute, readConsent, type ConsentChoice } from "@/lib/consent/cookie";
import { declareGtag } from "@/lib/consent/gtag";
import type { applyChoice, ConsentCopy, PromptProps } from "./consent-prompt";

/** Runs `task` once the page has loaded and the browser is idle: the prompt never competes with the page. */
function whenIdle(task: () => void): () => void {
  let cancelled = false;
  const run = () => {
    if (cancelled) return;
    if ("requestIdleCallback" in window) requestIdleCallback(() => !cancelled && task(), { timeout: 3000 });
    else setTimeout(() => !cancelled && task(), 1);
  };
  if (document.readyState === "complete") run();
  else window.addEventListener("load", run, { once: true });
  return () => {
    cancelled = true;
  };
}

/**
 * The visitor's choice as a store React reads (`useSyncExternalStore`): the cookie, or, where the
 * browser keeps no cookie, the answer given on this page. Unknown on the server (`undefined`).
 */
const listeners = new Set<() => void>();
let pageChoice: ConsentChoice | null = null;
const consentStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  get: (): ConsentChoice | null => pageChoice ?? readConsent(document.cookie),
  server: (): undefined => undefined,
  set(choice: ConsentChoice) {
    pageChoice = choice;
    for (const listener of listeners) listener();
  },
};

type TagProps = { gaId: string; lang: string; region: string };
type Prompt = { Component: ComponentType<PromptProps>; apply: typeof applyChoice; focus: boolean };

/**
 * Where a measurement id is configured (this module is analytics-off.tsx otherwise): asks before
 * tracking (SPEC 11). The choice is read from the `consent` cookie in the browser (the page stays
 * static); with none, the prompt (consent-prompt.tsx, loaded only then) opens at the bottom of the
 * window once the page is idle; the footer's "Cookie settings" opens it again. Google's script
 * loads only after a yes, at once, without a reload. A no after a yes stops page views and
 * Google's collection on this page, and removes the analytics cookies the page can remove.
 */
export function Analytics({ gaId, lang, region, copy }: { gaId: string; lang: string; region: string; copy: ConsentCopy }) {
  const choice = useSyncExternalStore(consentStore.subscribe, consentStore.get, consentStore.server);
  const [prompt, setPrompt] = useState<Prompt | null>(null);
  const [Tag, setTag] = useState<ComponentType<TagProps> | null>(null);
  const opener = useRef<HTMLElement | null>(null);

  const open = useCallback((focus: boolean) => {
    import("./consent-prompt")
      .then(({ ConsentPrompt, applyChoice: apply }) => setPrompt({ Component: ConsentPrompt, apply, focus }))
      // Offline or blocked: no prompt, and nothing tracked.
      .catch(() => {});
  }, []);

  useEffect(() => {
    declareGtag();
    const cancel = consentStore.get() === null ? whenIdle(() => open(false)) : () => {};
    const onClick = (event: MouseEvent) => {
      const control = (event.target as Element | null)?.closest?.(`[${consentSettingsAttribute}]`);
      if (!(control instanceof HTMLElement) || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
      event.preventDefault();
      opener.current = control;
      open(true);
    };
    document.addEventListener("click", onClick);
    return () => {
      cancel();
      document.removeEventListener("click", onClick);
    };
  }, [open]);

  // Google's part (google-tag.tsx) loads after a yes only: a page that asks carries none of it.
  useEffect(() => {
    if (choice !== "granted" || Tag) return;
    import("./google-tag")
      .then(({ GoogleTag }) => setTag(() => GoogleTag))
      .catch(() => {});
  }, [choice, Tag]);

  useEffect(() => {
    const root = document.documentElement;
    if (prompt) root.setAttribute("data-consent-open", "");
    else root.removeAttribute("data-consent-open");
  }, [prompt]);

  const close = (returnFocus: boolean) => {
    setPrompt(null);
    if (returnFocus) opener.current?.focus();
    opener.current = null;
  };

  const choose = (apply: typeof applyChoice, next: ConsentChoice) => {
    apply(next, gaId);
    consentStore.set(next);
    close(true);
  };

  return (
    <>
      {choice === "granted" && Tag ? <Tag gaId={gaId} lang={lang} region={region} /> : null}
      {prompt ? (
        <prompt.Component
          copy={copy}
          focusOnOpen={prompt.focus}
          onAccept={() => choose(prompt.apply, "granted")}
          onRefuse={() => choose(prompt.apply, "denied")}
          onDismiss={() => close(true)}
        />
      ) : null}
    </>
  );
}
