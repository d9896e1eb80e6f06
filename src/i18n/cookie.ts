/** The language cookie of SPEC 2. Readable by scripts on purpose: the pre-paint script checks it. */
export const LANG_COOKIE = "lang";
export const LANG_COOKIE_MAX_AGE = 31_536_000;

export function langCookieOptions(production: boolean) {
  return {
    path: "/",
    maxAge: LANG_COOKIE_MAX_AGE,
    sameSite: "lax" as const,
    secure: production,
    httpOnly: false,
  };
}

