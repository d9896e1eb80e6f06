import type { Lang } from "@/config/languages";

/**
 * The visitor's locale as SPEC 2 keeps it, written by this module only: the `lang` cookie (set by
 * the proxy for a valid `?lang`, by the locale picker and by the pre-paint script) and the local
 * storage keys. The cookie is readable by scripts on purpose: the pre-paint script checks it.
 */
export const LANG_COOKIE = "lang";
export const LANG_COOKIE_MAX_AGE = 31_536_000;

/** The local storage keys of SPEC 2 (the colour mode's is next-themes'). */
export const storageKeys = { lang: "lang", region: "region", hasSubPath: "hasSubPath" } as const;

/** The cookie's attributes when the server sets it (the proxy, `response.cookies.set`). */
export function langCookieOptions(production: boolean) {
  return {
    path: "/",
    maxAge: LANG_COOKIE_MAX_AGE,
    sameSite: "lax" as const,
    secure: production,
    httpOnly: false,
  };
}

/** The same attributes as `document.cookie` takes them after `lang=<code>` (`;secure` is added on https). */
export const langCookieAttributes = `;path=/;max-age=${LANG_COOKIE_MAX_AGE};samesite=lax`;

/** Sets the `lang` cookie in the browser. */
export function writeLangCookie(lang: Lang): void {
  document.cookie = `${LANG_COOKIE}=${lang}${langCookieAttributes}${location.protocol === "https:" ? ";secure" : ""}`;
}
