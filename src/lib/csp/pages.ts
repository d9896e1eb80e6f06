import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { contentSecurityPolicy, documentScriptAttribute } from "@/config/security";
import { notFoundPath } from "@/config/routes";
import { inlineScriptHashes } from "./inline-scripts";

/**
 * Each page's Content-Security-Policy, from the build being served (docs/architecture.md,
 * "Security headers"). The proxy runs in Node (Next 16), beside the build: it reads a page's
 * pre-rendered HTML the first time the page is asked for, and keeps the policy for as long as the
 * process runs. No step after `next build`: every way of building and serving the site (`npm run
 * build`, `npm run serve`, the tests' builds, the edge's, the benchmarks') serves the policies of
 * the very HTML it serves.
 */
export type PagePolicies = {
  /**
   * The policy of the page the proxy rewrites to (`/{lang}/{region}/...`): the hashes of its inline
   * scripts when it is pre-rendered, `'unsafe-inline'` when it is regenerated at run time (ISR);
   * null when it is no pre-rendered page (a file, a route handler), whose answer keeps the
   * configured policy, which allows no inline script.
   */
  prerendered(internalPath: string): string | null;
  /**
   * A nonce of this request and its policy, for a page rendered per request in this language and
   * region: the nonce for Next's scripts, the hashes for the document's own (the pre-paint and
   * colour mode scripts, the same on every page: read from the pre-rendered 404 page).
   */
  perRequest(target: { lang: string; region: string }): { nonce: string; policy: string };
};

type Options = {
  /** The build folder (`.next`, or `NEXT_DIST_DIR`). */
  distDir: string;
  gaEnabled: boolean;
  /** Where a build that cannot be read is reported (once per page). */
  warn?: (message: string) => void;
};

/** What the build's prerender manifest says of each pre-rendered route: regenerated after so many seconds, or never (false). */
type PrerenderManifest = { routes: Record<string, { initialRevalidateSeconds?: number | false }> };

export function pagePolicies({ distDir, gaEnabled, warn = (message) => console.error(`[csp] ${message}`) }: Options): PagePolicies {
  let revalidate: Map<string, number | false> | undefined;
  const policies = new Map<string, string | null>();
  const documentHashes = new Map<string, readonly string[]>();
  const policy = (inlineScripts: Parameters<typeof contentSecurityPolicy>[0]["inlineScripts"]) =>
    contentSecurityPolicy({ gaEnabled, dev: false, inlineScripts });

  const routes = () => {
    if (revalidate) return revalidate;
    const file = path.join(distDir, "prerender-manifest.json");
    try {
      const manifest = JSON.parse(readFileSync(file, "utf8")) as PrerenderManifest;
      revalidate = new Map(Object.entries(manifest.routes).map(([route, entry]) => [route, entry.initialRevalidateSeconds ?? false]));
    } catch (error) {
      warn(`no build to read in ${file} (${(error as Error).message}): pages run no inline script`);
      revalidate = new Map();
    }
    return revalidate;
  };

  /** The page's pre-rendered HTML, or null (no such page, or unreadable: reported). */
  const html = (internalPath: string): string | null => {
    if (!routes().has(internalPath)) return null;
    const file = path.join(distDir, "server", "app", `${internalPath}.html`);
    try {
      return readFileSync(file, "utf8");
    } catch (error) {
      // A route handler's answer is no HTML (`.body`): nothing to report.
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") warn(`cannot read ${file}: ${(error as Error).message}`);
      return null;
    }
  };

  return {
    prerendered(internalPath) {
      const known = policies.get(internalPath);
      if (known !== undefined) return known;
      const seconds = routes().get(internalPath);
      let value: string | null = null;
      if (typeof seconds === "number") value = policy("any");
      else {
        const page = html(internalPath);
        if (page !== null) value = policy({ hashes: inlineScriptHashes(page) });
      }
      policies.set(internalPath, value);
      return value;
    },
    perRequest({ lang, region }) {
      const key = `/${lang}/${region}${notFoundPath}`;
      let hashes = documentHashes.get(key);
      if (!hashes) {
        const page = html(key);
        if (page === null) warn(`no pre-rendered ${key} to read the document's scripts from`);
        hashes = page === null ? [] : inlineScriptHashes(page, (script) => documentScriptAttribute in script.attributes);
        documentHashes.set(key, hashes);
      }
      const nonce = randomBytes(16).toString("base64");
      return { nonce, policy: policy({ nonce, hashes }) };
    },
  };
}

let served: PagePolicies | null | undefined;

/**
 * The policies of the build this process serves (`next start`: its folder is `NEXT_DIST_DIR` or
 * `.next`, from the project folder the server runs in, as in next.config.ts); null in development
 * and in unit tests, where the configured policy stands.
 */
export function servedPagePolicies(): PagePolicies | null {
  if (served === undefined)
    served =
      process.env.NODE_ENV === "production"
        ? pagePolicies({
            distDir: path.resolve(/* turbopackIgnore: true */ process.cwd(), process.env.NEXT_DIST_DIR || ".next"),
            gaEnabled: Boolean(process.env.NEXT_PUBLIC_GA_ID),
          })
        : null;
  return served;
}

/**
 * The request headers handed to Next for a page rendered per request: its policy, from which Next
 * takes the nonce for its scripts, in place of any a client sent (nor a report-only one, which Next
 * would read too).
 */
export function withPolicy(requestHeaders: Headers, policy: string): Headers {
  const headers = new Headers(requestHeaders);
  headers.delete("content-security-policy-report-only");
  headers.set("content-security-policy", policy);
  return headers;
}
