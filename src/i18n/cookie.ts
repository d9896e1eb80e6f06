import type { Lang } from "@/config/languages";

/**
 * The visitor's locale as SPEC 2 keeps it, written by this module only: the `lang` cookie (set by
 * the proxy for a valid `?lang`, by the locale picker and by the pre-paint script) and the local
 * storage keys. The cookie is readable by scripts on purpose: the pre-paint script checks it.
 */
export const LANG_COOKIE = "lang";
export const LANG_COOKIE_MAX_AGE = 31_536_000;

/**
 * The local storage keys of SPEC 2, the colour mode's included (next-themes writes it: `storageKey`
 * in src/components/providers/providers.tsx). Every key the site writes in the browser is a named
 * constant (these, `sessionKeys`, and the region suggestion's in src/lib/region-signals.ts), and
 * the three cookie policies name each one (tests/unit/cookie-policies.test.ts).
 */
export const storageKeys = { lang: "lang", region: "region", hasSubPath: "hasSubPath", theme: "theme" } as const;

/** Session storage (this tab only): the pre-paint script's guard, so the page reloads at most once into the stored language. */
export const sessionKeys = { langReload: "lang-reload" } as const;

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
