import path from "node:path";
import { sources } from "../support/sources";
import madge from "madge";
import { describe, expect, it } from "vitest";
import { checkoutPagePath, notFoundPath, paymentLinkPagePath, replySegment, routes, searchPath } from "@/config/routes";


const files = sources();
const offenders = (pattern: RegExp, allowed: (file: string) => boolean = () => false) =>
  files.filter(({ file, text }) => pattern.test(text) && !allowed(file)).map(({ file }) => file);
/** Every file a pattern finds, allowed or not: a rule's pattern must find the uses it allows, or it finds nothing at all. */
const finds = (pattern: RegExp) => files.filter(({ text }) => pattern.test(text)).map(({ file }) => file);

describe("one way to write a page (docs/architecture.md)", () => {
  it("reads the whole tree", () => {
    expect(files.length).toBeGreaterThan(200);
  });

  it("keeps src/config/ free of i18n, lib and components: configuration is data", () => {
    expect(finds(/from "@\/(i18n|lib|components)\//)).toContain("src/components/ui/sidebar-nav.tsx");
    expect(offenders(/from "@\/(i18n|lib|components)\//, (file) => !file.startsWith("src/config/"))).toEqual([]);
  });

  it("reads content/ only through src/lib/content/", () => {
    expect(finds(/["'`]content["'`]/)).toContain("src/lib/content/openapi.ts");
    expect(offenders(/["'`]content["'`]/, (file) => file.startsWith("src/lib/content/"))).toEqual([]);
  });

  it("builds no Intl formatter outside the formatting home", () => {
    expect(finds(/new Intl\./)).toContain("src/i18n/format.ts");
    expect(offenders(/new Intl\./, (file) => file === "src/i18n/format.ts")).toEqual([]);
  });

  it("assembles no message key from a template literal and casts none", () => {
    // The patterns find what they forbid.
    expect(/\bt\(`[^`]*\$\{/.test("t(`items.${key}.label`)")).toBe(true);
    expect(/\bt(\.raw)?\([^)]*\bas (never|keyof)\b/.test("t(key as never)")).toBe(true);
    expect(offenders(/\bt\(`[^`]*\$\{/)).toEqual([]);
    expect(offenders(/\bt(\.raw)?\([^)]*\bas (never|keyof)\b/)).toEqual([]);
  });

  it("sets the request language only in the page helper and the two documents without a region", () => {
    expect(finds(/setRequestLocale\(/).sort()).toEqual(["src/app/[lang]/layout.tsx", "src/app/global-not-found.tsx", "src/lib/page.ts"]);
    expect(
      offenders(/setRequestLocale\(/, (file) =>
        ["src/lib/page.ts", "src/app/[lang]/layout.tsx", "src/app/global-not-found.tsx"].includes(file),
      ),
    ).toEqual([]);
  });

  it("starts every page with the page helper and takes its metadata from the registry", () => {
    const pages = files.filter(({ file }) => file.startsWith("src/app/[lang]/[region]/") && file.endsWith("/page.tsx"));
    expect(pages.length).toBeGreaterThan(40);
    for (const { file, text } of pages) {
      if (file.endsWith("/[slug]/page.tsx")) continue; // the collection helper does both (next test)
      expect(text, file).toMatch(/await pageContext\(props\)/);
      // The internal 404 page, the search results and the sandbox's test checkout are the pages outside the registry: no canonical, never indexed.
      if (
        file === `src/app/[lang]/[region]${notFoundPath}/page.tsx` ||
        file === `src/app/[lang]/[region]/(site)${searchPath}/page.tsx` ||
        file === `src/app/[lang]/[region]${checkoutPagePath}/page.tsx` ||
        file === `src/app/[lang]/[region]${paymentLinkPagePath}/page.tsx`
      )
        continue;
      // A lead form's reply page has its form page's title, never indexed (docs/leads.md).
      if (file.endsWith(`${replySegment}/page.tsx`)) {
        expect(text, file).toMatch(/export const generateMetadata = replyMetadata\(/);
        continue;
      }
      expect(text, file).toMatch(/export const generateMetadata = routeMetadata/);
    }
  });
});

describe("the path is the map (docs/architecture.md)", () => {
  it("writes every collection item page one way: collectionPage, pre-rendered, unknown slugs left to the proxy's 404", () => {
    const items = files.filter(({ file }) => file.startsWith("src/app/[lang]/[region]/") && file.endsWith("/[slug]/page.tsx"));
    expect(items.map(({ file }) => file).sort()).toEqual(
      routes
        .filter((route) => route.path.endsWith("/[slug]"))
        .map((route) => `src/app/[lang]/[region]${route.path}/page.tsx`)
        .sort(),
    );
    for (const { file, text } of items) {
      const path = file.slice("src/app/[lang]/[region]".length, -"/page.tsx".length);
      expect(text, file).toContain(`const page = collectionPage("${path}", {`);
      expect(text, file).toContain('export const dynamic = "force-static";\nexport const dynamicParams = false;');
      expect(text, file).toContain(
        "export const generateStaticParams = page.generateStaticParams;\nexport const generateMetadata = page.generateMetadata;",
      );
      expect(text, file).toMatch(/await page\.context\(props\)/);
    }
    // The proxy answers unknown paths with the pre-rendered 404 page: no page answers its own
    // (the two layouts still check their own segments, for paths that skip the proxy).
    expect(offenders(/\bnotFound\(\)/, (file) => !file.endsWith("/page.tsx"))).toEqual([]);
  });

  const namespaces = routes.flatMap((route) => [
    ...("namespace" in route ? [route.namespace] : []),
    ...("namespaceByRegion" in route ? Object.values(route.namespaceByRegion) : []),
  ]);
  const isPageCopy = (key: string) => namespaces.some((namespace) => key === namespace || key.startsWith(`${namespace}.`));
  const helpers = ["src/lib/page.ts", "src/config/routes.ts"];

  it("keeps a page's own sections to that page: only its page.tsx and its other sections import its _sections/", () => {
    const found: string[] = [];
    for (const { file, text } of files) {
      for (const [, spec = ""] of text.matchAll(/(?:from|import\()\s*"([^"]*_sections[^"]*)"/g)) {
        const target = spec.startsWith(".") ? path.join(path.dirname(file), spec) : spec.replace(/^@\//, "src/");
        const owner = target.slice(0, target.indexOf("/_sections/"));
        const folder = file.includes("/_sections/") ? file.slice(0, file.indexOf("/_sections/")) : path.dirname(file);
        // A lead form's reply page is its form page answering a POST: it renders the same sections.
        const importerPage = folder.endsWith(replySegment) ? folder.slice(0, -replySegment.length) : folder;
        if (importerPage !== owner) found.push(`${file} imports ${spec}`);
      }
    }
    expect(files.filter(({ file }) => file.includes("/_sections/")).length).toBeGreaterThan(50);
    expect(found).toEqual([]);
  });

  it("names, in a page and its own sections, only that page's path (or a page above it: an article reads its list's copy)", () => {
    const base = "src/app/[lang]/[region]";
    const found: string[] = [];
    let named = 0;
    for (const { file, text } of files) {
      if (!file.startsWith(`${base}/`) || !(file.endsWith("/page.tsx") || file.includes("/_sections/"))) continue;
      const folder = file.includes("/_sections/") ? file.slice(0, file.indexOf("/_sections/")) : path.dirname(file);
      const own = `/${folder
        .slice(base.length + 1)
        .split("/")
        .filter((part) => part && !/^\(.*\)$/.test(part))
        .join("/")}`;
      for (const [, helper, named_path = ""] of text.matchAll(
        /\b(routeMetadata|collectionPage|pageTranslations|pageMessages)(?:<[^>]*>)?\(\s*["`]([^"`]+)["`]/g,
      )) {
        named++;
        const above = named_path === "/" || own === named_path || own.startsWith(`${named_path}/`);
        if (!above || ((helper === "routeMetadata" || helper === "collectionPage") && named_path !== own))
          found.push(`${file}: ${helper}("${named_path}")`);
      }
    }
    expect(named).toBeGreaterThan(100);
    expect(found).toEqual([]);
  });

  it("reads a page's copy from its path: no page namespace is typed by hand outside the registry", () => {
    const found: string[] = [];
    for (const { file, text } of files) {
      if (helpers.includes(file)) continue;
      // A namespace as a string: getTranslations("app.wallet"), { namespace: "company.news" }.
      for (const [, key = ""] of text.matchAll(/["']([a-zA-Z]+(?:\.[a-zA-Z]+)+)["']/g))
        if (isPageCopy(key) && !/\.(png|svg|json|md|xml|yaml|txt)$/.test(key)) found.push(`${file}: "${key}"`);
      // A namespace as a walk through the messages: (await getMessages()).business.payPricing.
      for (const [, chain = ""] of text.matchAll(/getMessages\([^)]*\)\)((?:\.[a-zA-Z]+)+)/g))
        if (isPageCopy(chain.slice(1))) found.push(`${file}: getMessages()${chain}`);
      // const { app } = await getMessages(); ... app.wallet
      for (const [, names = ""] of text.matchAll(/const \{([^}]*)\} = await getMessages\(/g))
        for (const name of names.split(",").map((part) => part.trim().split(":")[0]!.trim()))
          for (const [, key] of text.matchAll(new RegExp(`\\b${name}\\.([a-zA-Z]+)`, "g")))
            if (isPageCopy(`${name}.${key}`)) found.push(`${file}: ${name}.${key}`);
    }
    expect(found).toEqual([]);
  });
});

describe("imports go one way", () => {
  it("has no import loop: no file imports, even lazily or only for a type, a file that imports it back", async () => {
    // madge follows `import type` and `import()` too, which ESLint's import/no-cycle skips: a type
    // or a constant imported back from a lazily loaded module is a loop all the same.
    const noSkip = { skipTypeImports: false, skipAsyncImports: false };
    const graph = await madge("src", {
      tsConfig: "tsconfig.json",
      fileExtensions: ["ts", "tsx"],
      detectiveOptions: { ts: noSkip, tsx: noSkip },
    });
    expect(Object.keys(graph.obj()).length).toBeGreaterThan(300);
    expect(graph.circular()).toEqual([]);
  }, 60_000);

  it("keeps src/data/ free of i18n, lib and components: data is read by code, never the other way", () => {
    expect(finds(/from "@\/(i18n|lib|components)\//)).toContain("src/components/ui/sidebar-nav.tsx");
    expect(offenders(/from "@\/(i18n|lib|components)\//, (file) => !file.startsWith("src/data/"))).toEqual([]);
  });
});

describe("what the browser loads", () => {
  const byFile = new Map(files.map(({ file, text }) => [file, text]));
  /** The `src/` module an `@/...` or relative import names, if it is one. */
  const resolve = (from: string, spec: string): string | undefined => {
    const base = spec.startsWith("@/")
      ? path.join("src", spec.slice(2))
      : spec.startsWith(".")
        ? path.join(path.dirname(from), spec)
        : undefined;
    if (!base) return undefined;
    return [`${base}.ts`, `${base}.tsx`, path.join(base, "index.ts"), path.join(base, "index.tsx")].find((candidate) =>
      byFile.has(candidate),
    );
  };
  /** Every `src/` module a file pulls in with static imports (type-only imports and `import()` left out: neither is loaded with it). */
  const staticGraph = (start: string): Set<string> => {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const match of (byFile.get(file) ?? "").matchAll(/^import (?!type\b)[^;]*?from "([^"]+)";/gms)) {
        const next = resolve(file, match[1]!);
        if (next) visit(next);
      }
    };
    visit(start);
    return seen;
  };

  const clientFiles = files.filter(({ text }) => /^["']use client["'];/m.test(text)).map(({ file }) => file);

  it.each([
    ["tailwind-merge (src/lib/cn.ts, about 8 KB)", "src/lib/cn.ts"],
    ["Radix Slot through Button's asChild (src/components/ui/button.tsx, about 2.4 KB)", "src/components/ui/button.tsx"],
  ])("keeps %s out of every client component's imports", (_what, module) => {
    expect(clientFiles.length).toBeGreaterThan(10);
    expect(clientFiles.filter((file) => staticGraph(file).has(module))).toEqual([]);
  });
});
