import { isLang, langs, type Lang } from "@/config/languages";
import { isRegionId, regions, type RegionId } from "@/config/regions";
import { localHref, regionHome } from "./links";

/** Where a request's language came from (SPEC 2's order). */
export const langSources = ["query", "cookie", "default"] as const;
export type LangSource = (typeof langSources)[number];

export function isLangSource(value: unknown): value is LangSource {
  return (langSources as readonly unknown[]).includes(value);
}

export type Resolution = {
  region: RegionId;
  /** The path without the region prefix, always starting with `/`. */
  rest: string;
  lang: Lang;
  source: LangSource;
  /** Language to store in the `lang` cookie, only when `?lang` carried a valid one. */
  setCookie: Lang | null;
};

/**
 * Splits a public pathname into its region and the rest. Only `/dz` and `/ma`
 * are regions; anything else belongs to the global site (and may 404 later).
 */
export function splitRegion(pathname: string): { region: RegionId; rest: string } {
  const match = /^\/([^/]+)(\/.*)?$/.exec(pathname);
  if (match) {
    const first = match[1];
    if (first !== "global" && isRegionId(first)) return { region: first, rest: match[2] ?? "/" };
  }
  return { region: "global", rest: pathname.startsWith("/") ? pathname : `/${pathname}` };
}

/**
 * The language of a request, in the order of SPEC 2: a valid `?lang`, then a
 * valid cookie, then the region's default. (Local storage is step 3 and lives
 * in the browser: see `prepaint-script.ts`.) Invalid values are ignored.
 */
export function resolveLang(input: { region: RegionId; query: string | null | undefined; cookie: string | null | undefined }): {
  lang: Lang;
  source: LangSource;
  setCookie: Lang | null;
} {
  if (isLang(input.query)) return { lang: input.query, source: "query", setCookie: input.query };
  if (isLang(input.cookie)) return { lang: input.cookie, source: "cookie", setCookie: null };
  return { lang: regions[input.region].defaultLang, source: "default", setCookie: null };
}

const langAlternatives = langs.join("|");

/**
 * How a request's raw query string (without `?`) names a language: its first parameter
 * named exactly `lang`, whose raw value is exactly a language code. No decoding, no case
 * folding: `?LANG=ar`, `?lang=%61r` and `?lang=xx&lang=ar` name none. A regular expression
 * (capture 1 = the language) so that the shared cache in front of the site applies the very
 * same rule: `src/edge/nginx.ts` writes it into nginx's configuration (docs/deployment.md).
 */
export const queryLangPattern = `^(?:(?!lang(?:=|&|$))[^&]*&)*lang=(${langAlternatives})(?:&|$)`;

/**
 * How a raw `Cookie` header names a language: its first cookie named exactly `lang`
 * (spaces around it allowed), whose raw value is exactly a language code. `Lang=ar`,
 * `lang=%61r`, `lang="ar"` name none; of `lang=ar; lang=fr` the first counts, as the
 * browser's `document.cookie` (read by the pre-paint script) lists it first.
 */
export const cookieLangPattern = `^(?:(?! *lang=)[^;]*;)* *lang=(${langAlternatives}) *(?:;|$)`;

const queryLangRegExp = new RegExp(queryLangPattern);
const cookieLangRegExp = new RegExp(cookieLangPattern);

/** The language a raw query string (`lang=fr&x=1`, no `?`) names, if any (see `queryLangPattern`). */
export function langOfQuery(search: string | null | undefined): Lang | null {
  const match = search ? queryLangRegExp.exec(search) : null;
  return match && isLang(match[1]) ? match[1] : null;
}

/** The language a raw `Cookie` header names, if any (see `cookieLangPattern`). */
export function langOfCookieHeader(header: string | null | undefined): Lang | null {
  const match = header ? cookieLangRegExp.exec(header) : null;
  return match && isLang(match[1]) ? match[1] : null;
}

/** Region and language of a request: what the proxy applies. */
export function resolveRequest(input: {
  pathname: string;
  query: string | null | undefined;
  cookie: string | null | undefined;
}): Resolution {
  const { region, rest } = splitRegion(input.pathname);
  return { region, rest, ...resolveLang({ region, query: input.query, cookie: input.cookie }) };
}

/** The internal route a public path is served from: `/{lang}/{region}{rest}`. */
export function internalPath(r: Pick<Resolution, "lang" | "region" | "rest">): string {
  return `/${r.lang}/${r.region}${r.rest === "/" ? "" : r.rest}`;
}

/**
 * Where the no-JavaScript locale form (GET with `region` and `lang`) should go,
 * following SPEC 4: same page with `?lang` when only the language changed, the
 * new region's home (plus `?lang` when the language changed too) otherwise.
 * Returns null when the form values are not acceptable.
 */
export function localeFormTarget(input: {
  currentRegion: RegionId;
  currentPath: string;
  currentLang: Lang;
  region: string | null;
  lang: string | null;
}): string | null {
  if (!isRegionId(input.region) || !isLang(input.lang)) return null;
  const langChanged = input.lang !== input.currentLang;
  const query = langChanged ? `?lang=${input.lang}` : "";
  // Only a path of this site (one slash, then not another or a backslash): `//evil.example/…`
  // would be another host in a Location header (review I3). Anything else goes to the region's home.
  const ownPath = /^\/(?![/\\])/.test(input.currentPath);
  if (input.region === input.currentRegion && ownPath) return `${localHref(input.region, input.currentPath)}${query}`;
  return `${regionHome(input.region)}${query}`;
}
