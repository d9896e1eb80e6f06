"use client";

import { useEffect, useRef } from "react";
import { consentCookie, consentSettingsAttribute, type ConsentChoice } from "@/lib/consent/cookie";

/** The prompt's words, in the page's language (`messages/<lang>.json`, `consent`; the body as its sentences), and the cookie policy's address. */
export type ConsentCopy = { title: string; body: string[]; accept: string; refuse: string; policy: string; policyHref: string };

export type PromptProps = {
  copy: ConsentCopy;
  gaId: string;
  /** Opened by the footer's control: focus moves into the prompt (on a first visit it is left where it is). */
  focusOnOpen: boolean;
  /** After the answer is kept (applyChoice). */
  onAnswer: (choice: ConsentChoice) => void;
  /** Escape: closed without an answer (nothing tracked; asked again on the next page). */
  onDismiss: () => void;
};

/**
 * Keeps the visitor's answer (the `consent` cookie, six months). A no after a yes also stops
 * Google's collection on this page (consent mode back to denied, `ga-disable-<id>`) and deletes
 * the analytics cookies the page can see (a moment later: their code loads then).
 */
export function applyChoice(choice: ConsentChoice, gaId: string): void {
  document.cookie = consentCookie(choice, location.protocol === "https:");
  if (choice === "denied" && window.gtag) {
    window.gtag("consent", "update", { analytics_storage: "denied" });
    (window as unknown as Record<string, boolean>)[`ga-disable-${gaId}`] = true;
    // The code that deletes them (forget.ts) loads only when there is one (`_ga`, `_ga_<id>`, `_gid`, `_gat…`).
    if (/(?:^|; )_g(?:a|id)/.test(document.cookie))
      import("@/lib/consent/forget")
        .then(({ removeAnalyticsCookies }) => removeAnalyticsCookies())
        .catch(() => {});
  }
}

/**
 * The consent prompt (SPEC 11), loaded by analytics.tsx only when it has to ask: a non-modal
 * dialog over the bottom of the window, so the page neither moves nor hides its heading. On a phone
 * or a tablet it spans the window's width (at most 42rem, centred); from 64rem (Tailwind's `lg`,
 * where the hero puts its text and its picture side by side) it is a 28rem card in the bottom
 * inline-end corner, over the picture's side, never over the hero's heading or buttons (issue 41;
 * `start`/`end`, so Arabic pages have it on the left); accept and
 * refuse side by side, the same size and look; a link to the section's cookie policy (the
 * footer control's own address when there is one).
 */
/**
 * `buttonClasses({ variant: "outline" })` (button-styles.ts) written out: its clsx would be a
 * third of this chunk (the 6 KB count, docs/consent-and-vitals.md).
 */
const outlineButton = "btn btn-outline btn-md";

export function ConsentPrompt({ copy, gaId, focusOnOpen, onAnswer, onDismiss }: PromptProps) {
  const box = useRef<HTMLDivElement>(null);
  const policyHref = document.querySelector(`[${consentSettingsAttribute}]`)?.getAttribute("href") ?? copy.policyHref;

  useEffect(() => {
    // While it is open, the regional suggestion bar (same corner) waits (globals.css).
    const root = document.documentElement;
    root.setAttribute("data-consent-open", "");
    if (focusOnOpen) box.current?.focus();
    return () => root.removeAttribute("data-consent-open");
  }, [focusOnOpen]);
  const answer = (choice: ConsentChoice) => () => {
    applyChoice(choice, gaId);
    onAnswer(choice);
  };

  return (
    <div
      ref={box}
      role="dialog"
      aria-modal="false"
      aria-labelledby="consent-title"
      aria-describedby="consent-body"
      tabIndex={-1}
      data-testid="consent-prompt"
      onKeyDown={(event) => {
        if (event.key === "Escape") onDismiss();
      }}
      className="border-line bg-surface text-ink fixed start-3 end-3 bottom-3 z-50 mx-auto max-w-2xl rounded-2xl border p-4 text-sm shadow-xl outline-none focus-visible:ring-2 sm:p-5 lg:start-auto lg:end-6 lg:bottom-6 lg:mx-0 lg:w-md"
    >
      <h2 id="consent-title" className="text-base font-semibold">
        {copy.title}
      </h2>
      {/* One block per sentence: text painted after the page must never be its largest paint, and a
          block of a sentence or two is smaller than the largest element of any page (its LCP). */}
      <div id="consent-body" className="text-ink-muted mt-1">
        {copy.body.map((sentence) => (
          <p key={sentence}>{sentence}</p>
        ))}
        <a href={policyHref} className="text-accent font-medium underline underline-offset-2">
          {copy.policy}
        </a>
      </div>
      <div className="mt-3 grid grid-cols-2 gap-3">
        <button type="button" onClick={answer("denied")} className={outlineButton}>
          {copy.refuse}
        </button>
        <button type="button" onClick={answer("granted")} className={outlineButton}>
          {copy.accept}
        </button>
      </div>
    </div>
  );
}
