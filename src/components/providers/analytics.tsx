"use client";

import { useEffect, useRef, useState, type ComponentType } from "react";
import { consentSettingsAttribute, readConsent, type ConsentChoice } from "@/lib/consent/cookie";
import { declareGtag } from "@/lib/consent/gtag";
import { whenIdle } from "@/lib/when-idle";
import type { ConsentCopy, PromptProps } from "./consent-prompt";

/**
 * The answer given on this page, for a browser that keeps no cookie (and across a client-side
 * change of region, which mounts the layout again).
 */
let pageChoice: ConsentChoice | null = null;
/** The visitor's choice: the answer given on this page, else the `consent` cookie. */
const readChoice = () => pageChoice ?? readConsent(document.cookie);

type TagProps = { gaId: string; lang: string; region: string };
type Prompt = { Component: ComponentType<PromptProps>; focus: boolean };

/** The prompt and the Web Vitals code, one chunk loaded after the page (after-load.ts). */
const afterLoad = () => import("./after-load");

/**
 * Where a measurement id is configured (this module is analytics-off.tsx otherwise): asks before
 * tracking (SPEC 11). The choice is read from the `consent` cookie in the browser (the page stays
 * static); with none, the prompt (consent-prompt.tsx) opens at the bottom of the window once the
 * page is idle; the footer's "Cookie settings" opens it again. The prompt's code comes once the page
 * is idle, in one chunk with the Web Vitals code, which it starts (after-load.ts). Google's script
 * loads only after a yes, at once, without a reload. A no after a yes stops page views and
 * Google's collection on this page, and removes the analytics cookies the page can remove.
 */
export function Analytics({ gaId, lang, region, copy }: { gaId: string; lang: string; region: string; copy: ConsentCopy }) {
  // Read in the browser only (the page is static); nothing it decides is rendered before hydration
  // (Google's part and the prompt both come later), so the server's `null` renders the same HTML.
  const [choice, setChoice] = useState(() => (typeof document === "undefined" ? null : readChoice()));
  const [prompt, setPrompt] = useState<Prompt | null>(null);
  const [Tag, setTag] = useState<ComponentType<TagProps> | null>(null);
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const open = (focus: boolean) =>
      afterLoad()
        .then(({ ConsentPrompt }) => setPrompt({ Component: ConsentPrompt, focus }))
        // Offline or blocked: no prompt, and nothing tracked.
        .catch(() => {});
    declareGtag();
    // The Web Vitals code on every page view (it needs no consent), the prompt on a first visit.
    const cancel = whenIdle(() => {
      afterLoad()
        .then(({ collectVitals }) => collectVitals(lang))
        .catch(() => {});
      if (readChoice() === null) open(false);
    }, 3000);
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
  }, [lang]);

  // Google's part (google-tag.tsx) loads after a yes only: a page that asks carries none of it.
  useEffect(() => {
    if (choice !== "granted" || Tag) return;
    import("./google-tag")
      .then(({ GoogleTag }) => setTag(() => GoogleTag))
      .catch(() => {});
  }, [choice, Tag]);

  const close = (returnFocus: boolean) => {
    setPrompt(null);
    if (returnFocus) opener.current?.focus();
    opener.current = null;
  };

  const choose = (next: ConsentChoice) => {
    pageChoice = next;
    setChoice(next);
    close(true);
  };

  return (
    <>
      {choice === "granted" && Tag ? <Tag gaId={gaId} lang={lang} region={region} /> : null}
      {prompt ? (
        <prompt.Component
          copy={copy}
          gaId={gaId}
          focusOnOpen={prompt.focus}
          onAnswer={choose}
          onDismiss={() => close(true)}
        />
      ) : null}
    </>
  );
}
