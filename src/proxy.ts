import { NextResponse, type NextRequest } from "next/server";
import { internalPath, localeFormTarget, resolveLang, resolveRequest } from "@/i18n/resolve";
import { LANG_COOKIE, langCookieOptions } from "@/i18n/cookie";
import { notFoundPath } from "@/config/routes";
import { isSitePath } from "@/lib/content/pages";

const production = process.env.NODE_ENV === "production";

function isWellEncoded(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

/**
 * Applies the language and region resolution of `src/i18n/resolve.ts`: sets
 * the `lang` cookie for a valid `?lang`, and rewrites the public URL to the
 * internal, pre-rendered `/{lang}/{region}/...` route. Never reads or trusts
 * the Host or forwarded headers: redirects are relative to our own paths.
 */
export function proxy(request: NextRequest) {
  const { pathname, searchParams } = request.nextUrl;
  const query = searchParams.get("lang");
  const cookie = request.cookies.get(LANG_COOKIE)?.value;
  const resolved = resolveRequest({ pathname, query, cookie });

  // The locale form without JavaScript: GET ?region=..&lang=.. answers with a redirect.
  if (searchParams.has("region")) {
    const before = resolveLang({ region: resolved.region, query: null, cookie });
    const target = localeFormTarget({
      currentRegion: resolved.region,
      currentPath: resolved.rest,
      currentLang: before.lang,
      region: searchParams.get("region"),
      lang: query,
    });
    if (target) {
      // Next needs an absolute Location; on the request's own host it sends it
      // back relative, so a forged Host or X-Forwarded-Host cannot lead elsewhere.
      const response = NextResponse.redirect(new URL(target, request.nextUrl), 303);
      if (resolved.setCookie) response.cookies.set(LANG_COOKIE, resolved.setCookie, langCookieOptions(production));
      return response;
    }
  }

  const url = request.nextUrl.clone();
  // A page or a file of the site is served from its pre-rendered route; anything else
  // (a path that cannot even be decoded included) from the pre-rendered 404 page of the
  // language and region, with status 404: no 404 is rendered per request.
  const known = isWellEncoded(pathname) && isSitePath(resolved.rest);
  url.pathname = internalPath(known ? resolved : { ...resolved, rest: notFoundPath });
  const response = NextResponse.rewrite(url, known ? undefined : { status: 404 });
  if (resolved.setCookie) response.cookies.set(LANG_COOKIE, resolved.setCookie, langCookieOptions(production));
  // The same URL renders in another language for another visitor, so shared
  // caches must not keep it. Next replaces any Vary we set, but keeps a
  // Cache-Control that is already there: pages stay pre-rendered on the server,
  // browsers revalidate them, CDNs do not store them. A test checks it.
  response.headers.set("Cache-Control", "private, no-cache");
  return response;
}

export const config = {
  matcher: [
    "/((?!_next/|fonts/|og/|data/|favicon\\.ico$|icon\\.svg$|apple-icon$|manifest\\.webmanifest$|robots\\.txt$|sitemap\\.xml$).*)",
  ],
};
