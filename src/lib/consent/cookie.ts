/**
 * The visitor's answer to the consent prompt (SPEC 11, docs/consent-and-vitals.md), kept in a
 * first-party cookie that only the page's script reads: the pages stay static and the server
 * never sees a choice. Six months, then the prompt asks again.
 */
export const CONSENT_COOKIE = "consent";
/** 183 days: six months, whatever the months. */
export const CONSENT_MAX_AGE = 183 * 86_400;

/**
 * The attribute of the footer's "Cookie settings" control (site-footer.tsx): a link to the cookie
 * policy, which opens the prompt instead when the page's script runs (analytics.tsx).
 */
export const consentSettingsAttribute = "data-consent-settings";

export const consentChoices = ["granted", "denied"] as const;
export type ConsentChoice = (typeof consentChoices)[number];

/** The choice a `document.cookie` string holds, or null when there is none (or not one of ours). */
export function readConsent(cookies: string): ConsentChoice | null {
  for (const part of cookies.split(";")) {
    const [name, value] = part.trim().split("=");
    if (name === CONSENT_COOKIE) return (consentChoices as readonly string[]).includes(value ?? "") ? (value as ConsentChoice) : null;
  }
  return null;
}

/** What `document.cookie` is given to keep a choice (`secure` on https). */
export function consentCookie(choice: ConsentChoice, secure: boolean): string {
  return `${CONSENT_COOKIE}=${choice};path=/;max-age=${CONSENT_MAX_AGE};samesite=lax${secure ? ";secure" : ""}`;
}
