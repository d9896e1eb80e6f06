import { readFileSync } from "node:fs";
import path from "node:path";
import { workAsyncStorage } from "next/dist/server/app-render/work-async-storage.external";

/**
 * A test build that pre-renders only some pages (docs/testing.md, "The build with analytics"):
 * `TEST_PRERENDER_ONLY` names a list of the internal paths to pre-render
 * (`/{lang}/{region}{path}`, share images `/og/...`), and the segments that generate the site's
 * pages (the language and region layouts, collection items, share images) keep only the params of
 * those paths. Every other page of that build is a 404: the segments keep `dynamicParams = false`,
 * which Next (Turbopack) takes only as a literal, so that no page can be rendered on demand there.
 *
 * The tests' second build, the one with analytics, is made this way (scripts/test-world.sh): its
 * specs load a handful of pages, and pre-rendering the other thousand took 45 s of every run.
 *
 * A test setting, never a production one: it is read by `next build` alone (a server never looks
 * at it), and refused (the build fails) unless the build goes to a folder of its own
 * (`NEXT_DIST_DIR` other than `.next`, where `npm run build`, `npm run serve` and the edge build);
 * `npm test` checks after the build that each listed path was pre-rendered (scripts/lib/prerendered.mjs).
 * Without it, nothing here changes what is built.
 */
export const testPrerenderSetting = "TEST_PRERENDER_ONLY";

/** The pages to pre-render (`paths`), and those rendered per request whose routes keep their params (`perRequest`). */
type List = { paths: Record<string, string>; perRequest?: Record<string, string> };

let listed: readonly string[] | null | undefined;

/** The listed internal paths, or null when every page is generated (the setting is unset). */
export function testPrerenderList(): readonly string[] | null {
  if (listed !== undefined) return listed;
  const file = process.env[testPrerenderSetting];
  // Read by `next build` alone: a server (`next start`) never looks at it.
  if (!file || process.env.NEXT_PHASE !== "phase-production-build") return (listed = null);
  const distDir = process.env.NEXT_DIST_DIR || ".next";
  if (path.normalize(distDir) === ".next")
    throw new Error(
      `${testPrerenderSetting} is a test setting (a build that pre-renders only some pages): refused for a build in .next, the folder production serves; build into a NEXT_DIST_DIR of its own`,
    );
  const list = JSON.parse(readFileSync(path.resolve(/* turbopackIgnore: true */ process.cwd(), file), "utf8")) as List;
  return (listed = [...Object.keys(list.paths), ...Object.keys(list.perRequest ?? {})]);
}

/** The route being built (`/[lang]/[region]/company/news/[slug]`), as Next gives it to `generateStaticParams`. */
function routeBeingBuilt(): string {
  const route = workAsyncStorage.getStore()?.route;
  if (!route) throw new Error(`${testPrerenderSetting}: Next gave generateStaticParams no route to match the list against`);
  return route;
}

type Params = Record<string, string | string[]>;

/** Whether `internalPath` is a path of `route` with `params` (the params not given match anything). */
export function pathOfRoute(internalPath: string, route: string, params: Params): boolean {
  const wanted = route.split("/").slice(1);
  const parts = internalPath.split("/").slice(1);
  for (let i = 0; i < wanted.length; i++) {
    const segment = wanted[i]!;
    const catchAll = /^\[\.\.\.(.+)\]$/.exec(segment);
    if (catchAll) {
      const value = params[catchAll[1]!];
      const rest = parts.slice(i);
      if (!rest.length) return false;
      return value === undefined || rest.join("/") === [value].flat().join("/");
    }
    const part = parts[i];
    if (part === undefined) return false;
    const dynamic = /^\[(.+)\]$/.exec(segment);
    if (dynamic) {
      const value = params[dynamic[1]!];
      if (value !== undefined && value !== part) return false;
    } else if (segment !== part) return false;
  }
  return parts.length === wanted.length;
}

/**
 * A segment's `generateStaticParams` as the test build wants it: every result when the setting is
 * unset; else only the params of a listed path of the route being built (none when the params of
 * the segments above are missing, that is when those kept none).
 */
export function listedParams<P extends Params>(parent: Params, generated: P[]): P[] {
  const list = testPrerenderList();
  if (list === null) return generated;
  const route = routeBeingBuilt();
  const names = [...route.matchAll(/\[(?:\.\.\.)?([^\]]+)\]/g)].map((match) => match[1]!);
  return generated.filter((item) => {
    const params: Params = { ...parent, ...item };
    const last = Math.max(...Object.keys(item).map((name) => names.indexOf(name)));
    if (names.slice(0, last).some((name) => !(name in params))) return false;
    return list.some((internalPath) => pathOfRoute(internalPath, route, params));
  });
}
