import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { langs } from "./languages";
import { navigation } from "./navigation";
import { leadForms } from "@/db/schema";
import { leadReplyPath } from "./leads";
import { checkoutPagePath, files, paymentLinkPagePath, itemPath, matchRoute, notFoundPath, routes, searchPath, type SitePath } from "./routes";
import { sectionOf } from "./sections";

const appDir = path.join(process.cwd(), "src", "app", "[lang]", "[region]");

/** Region-less route of every `page.tsx` (or `route.ts`) under `src/app/[lang]/[region]/` (route groups such as `(home)` left out). */
function pageFolders(dir = appDir, file = "page.tsx"): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return pageFolders(full, file);
    if (entry.name !== file) return [];
    const parts = path
      .relative(appDir, dir)
      .split(path.sep)
      .filter((part) => part && !/^\(.*\)$/.test(part));
    return [`/${parts.join("/")}`];
  });
}

function messages(lang: string): Record<string, unknown> {
  const root = JSON.parse(readFileSync(`messages/${lang}.json`, "utf8"));
  for (const section of ["app", "business", "developer", "company"]) {
    root[section] = JSON.parse(readFileSync(`messages/sections/${section}/${lang}.json`, "utf8"));
  }
  return root;
}

function at(tree: Record<string, unknown>, key: string): unknown {
  return key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);
}

describe("route registry", () => {
  it("has exactly one entry per page folder, and a page folder for every entry (the internal 404 page, the search page, the lead forms' reply pages and the sandbox's test checkout and payment link pages aside)", () => {
    const folders = pageFolders().sort();
    const replies = leadForms.map((form) => leadReplyPath(form));
    const registered = [...routes.map((route) => route.path as string), notFoundPath, searchPath, checkoutPagePath, paymentLinkPagePath, ...replies].sort();
    expect(folders.length).toBeGreaterThan(40);
    expect(registered).toEqual(folders);
  });

  it("lists every route handler as a file, and has a route handler for every file", () => {
    expect([...files].sort()).toEqual(pageFolders(appDir, "route.ts").sort());
  });

  it("gives each page the section its first path segment names", () => {
    for (const route of routes) expect(route.section, route.path).toBe(sectionOf(route.path));
  });

  it("finds a title and a description in every language for each page's namespace", () => {
    for (const lang of langs) {
      const tree = messages(lang);
      for (const route of routes) {
        const namespaces = [
          ...("namespace" in route && !("collection" in route) ? [route.namespace] : []),
          ...("namespaceByRegion" in route ? Object.values(route.namespaceByRegion) : []),
        ];
        for (const namespace of namespaces) {
          expect(typeof at(tree, `${namespace}.meta.title`), `${lang}: ${namespace}.meta.title`).toBe("string");
          expect(typeof at(tree, `${namespace}.meta.description`), `${lang}: ${namespace}.meta.description`).toBe("string");
        }
      }
    }
  });

  it("leaves the title to content only for collection items, API reference pages and legal documents", () => {
    const titleFromContent = routes.filter((route) => !("namespace" in route) || "collection" in route).map((route) => route.path);
    expect(titleFromContent).toEqual([
      "/app/help/[slug]",
      "/developer/pay/reference/[slug]",
      "/developer/pro/reference/[slug]",
      "/company/news/[slug]",
      "/company/career/[slug]",
      "/app/term",
      "/app/privacy",
      "/app/cookie",
      "/business/term",
      "/business/privacy",
      "/business/cookie",
      "/developer/term",
      "/developer/privacy",
      "/developer/cookie",
    ]);
    // Items have copy of their own (labels, buttons), read from the path like every page's.
    expect(routes.filter((route) => "collection" in route).map((route) => ("namespace" in route ? route.namespace : null))).toEqual([
      "app.article",
      "company.article",
      "company.job",
    ]);
  });

  it("matches concrete paths to their entry, collection items included", () => {
    expect(matchRoute("/company/news/one-million-users")?.path).toBe("/company/news/[slug]");
    expect(matchRoute("/app/help/what-is-cc")?.group).toBe("app");
    expect(matchRoute("/app/term")?.group).toBe("legal");
    expect(matchRoute("/company/accessibility")?.group).toBe("legal");
    expect(matchRoute("/developer/pay/reference/payment-links")?.path).toBe("/developer/pay/reference/[slug]");
    expect(matchRoute("/app/help/a/b")).toBeUndefined();
    expect(matchRoute("/nope")).toBeUndefined();
  });

  it("types internal links: a path the site does not answer does not compile (npm run typecheck)", () => {
    const link = (path: SitePath) => path;
    // @ts-expect-error: a misspelt page
    link("/app/walet");
    // @ts-expect-error: a page under another section
    link("/business/wallet");
    // @ts-expect-error: the internal 404 page is not an address
    link(notFoundPath);
    expect([link("/app/wallet"), link("/company/news/any-article"), link("/developer/pay/openapi.yaml"), link(searchPath)]).toHaveLength(4);
    expect(itemPath("/company/news/[slug]", "launch")).toBe("/company/news/launch");
  });

  it("links menus only to registered pages", () => {
    for (const menu of navigation) for (const item of menu.items) expect(matchRoute(item.path)?.path, item.path).toBe(item.path);
  });
});
