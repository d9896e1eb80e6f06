// `npm run docs:pages`: writes docs/pages.md, the index of every page: from its URL to its page
// file, sections, copy, data and browser specs. Read from the route registry and the tree, never
// written by hand; tests/unit/pages-index.test.ts fails when the committed file is not current.

import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { routes, type Route } from "../src/config/routes";

const ROOT = path.resolve(import.meta.dirname ?? __dirname, "..");
const APP = "src/app/[lang]/[region]";
const SPECS = "tests/e2e";
/** The namespaces whose copy has files of their own (`messages/sections/<name>/`). */
const SECTION_MESSAGES = ["app", "business", "developer", "company"];

const read = (file: string) => readFileSync(path.join(ROOT, file), "utf8");
const list = (dir: string) => (existsSync(path.join(ROOT, dir)) ? readdirSync(path.join(ROOT, dir), { withFileTypes: true }) : []);

/** Every `page.tsx` under the region folder, by the path it serves (route groups such as `(home)` left out). */
function pageFiles(dir = APP): Map<string, string> {
  const found = new Map<string, string>();
  for (const entry of list(dir)) {
    const file = `${dir}/${entry.name}`;
    if (entry.isDirectory() && !entry.name.startsWith("_")) for (const [key, value] of pageFiles(file)) found.set(key, value);
    if (entry.name === "page.tsx") {
      const parts = path
        .relative(APP, dir)
        .split(path.sep)
        .filter((part) => part && !/^\(.*\)$/.test(part));
      found.set(`/${parts.join("/")}`, file);
    }
  }
  return found;
}

/** What a source file imports (module specifiers). */
const importsOf = (file: string) => [...read(file).matchAll(/(?:from|import\()\s*"([^"]+)"/g)].map((match) => match[1]!);

/** The page file and its own sections, following the sections' imports of one another. */
function ownFiles(pageFile: string): string[] {
  const files = [pageFile];
  for (let i = 0; i < files.length; i++) {
    for (const spec of importsOf(files[i]!)) {
      if (!spec.startsWith(".")) continue;
      const base = path.join(path.dirname(files[i]!), spec);
      const file = [".tsx", ".ts"].map((ext) => base + ext).find((candidate) => existsSync(path.join(ROOT, candidate)));
      if (file && file.includes("/_sections/") && !files.includes(file)) files.push(file);
    }
  }
  return files;
}

/** The files a page's own files reach through sections (its own and the shared ones): where its data is read. */
function reachedFiles(own: string[]): string[] {
  const files = [...own];
  for (let i = 0; i < files.length; i++) {
    for (const spec of importsOf(files[i]!)) {
      const base = spec.startsWith("@/components/sections/")
        ? `src/${spec.slice(2)}`
        : spec.startsWith(".") && files[i]!.startsWith("src/components/sections/")
          ? path.join(path.dirname(files[i]!), spec)
          : null;
      if (!base) continue;
      const file = [".tsx", ".ts"].map((ext) => base + ext).find((candidate) => existsSync(path.join(ROOT, candidate)));
      if (file && !files.includes(file)) files.push(file);
    }
  }
  return files;
}

const code = (text: string) => `\`${text}\``;

/** Where a namespace's copy lives: its file and its key there. */
function copyOf(namespace: string): string {
  const [head, ...rest] = namespace.split(".");
  return SECTION_MESSAGES.includes(head!)
    ? `${code(rest.join("."))} in ${code(`messages/sections/${head}/{en,fr,ar}.json`)} (${code(namespace)})`
    : `${code(namespace)} in ${code("messages/{en,fr,ar}.json")}`;
}

/** How specs name a page: `"/app/wallet"`, `` `${base}/app/wallet` ``, `/dz/app/wallet`; an item of a collection by any slug. */
function specPattern(route: Route): RegExp {
  // The home: a visit to `/`, `/dz` or `/ma` (a bare "/" is in every spec).
  if (route.path === "/") return /goto\(\s*["'`](?:\/|\/dz|\/ma)["'`]|["'`]\/(?:dz|ma)["'`]/;
  const escaped = route.path
    .replace(/[.*+?^${}()|\\]/g, "\\$&")
    .replace("\\[slug\\]", "[a-z0-9-]+")
    .replace(/\[slug\]/, "[a-z0-9-]+");
  return new RegExp(`["'\`}](?:/(?:dz|ma))?${escaped}["'\`?#]`);
}

/** The specs that name a page, and those that walk every page of the registry. */
function specs(): { everyPage: string[]; byPage: (route: Route) => string[] } {
  const files = list(SPECS)
    .filter((entry) => entry.name.endsWith(".spec.ts"))
    .map((entry) => `${SPECS}/${entry.name}`)
    .sort();
  const texts = new Map(files.map((file) => [file, read(file)]));
  const everyPage = files.filter((file) => /from "@\/lib\/content\/pages"|\ballPages\(|\bsitePages\(/.test(texts.get(file)!));
  return { everyPage, byPage: (route) => files.filter((file) => specPattern(route).test(texts.get(file)!)) };
}

/** The Markdown of docs/pages.md. */
export function pagesIndex(): string {
  const pages = pageFiles();
  const { everyPage, byPage } = specs();
  const out = [
    "# Pages",
    "",
    "<!-- Written by `npm run docs:pages` from src/config/routes.ts and the tree; do not edit by hand. -->",
    "",
    "Every page of the site, in the order of the registry (`src/config/routes.ts`), and where its files are.",
    "Each page serves every region (`/`, `/dz`, `/ma`) and language (docs/architecture.md).",
    "",
    "- **page**: the page file, under `src/app/[lang]/[region]/` and the page's path.",
    "- **sections**: the page's own sections, beside it in `_sections/`; shared ones are under",
    "  `src/components/sections/` (`shared/` across sections).",
    "- **copy**: its message namespace, read with `pageTranslations(path)` and `pageMessages(path)`",
    "  (`src/lib/page.ts`); content files where the text is content.",
    "- **data**: the modules of `src/data/` it reads, itself or through its sections.",
    "- **specs**: browser specs that name the page. Besides them, these walk every page of the registry:",
    ...everyPage.map((file) => `  ${code(file)}`),
    "",
  ];
  for (const route of routes) {
    const pageFile = pages.get(route.path);
    out.push(`## ${code(route.path)}`, "");
    if (!pageFile) throw new Error(`${route.path} has no page.tsx under ${APP}`);
    out.push(`- page: ${code(pageFile)}`);
    const own = ownFiles(pageFile);
    const sectionsDir = `${path.dirname(pageFile)}/_sections/`;
    const sections = own.filter((file) => file !== pageFile).map((file) => path.basename(file));
    const shared = [...new Set(own.flatMap(importsOf).filter((spec) => spec.startsWith("@/components/sections/")))]
      .map((spec) => spec.replace("@/components/sections/", ""))
      .sort();
    if (sections.length) out.push(`- sections: ${code(sectionsDir)} (${sections.sort().map(code).join(", ")})`);
    if (shared.length) out.push(`- shared sections: ${shared.map(code).join(", ")}`);
    if ("namespace" in route) out.push(`- copy: ${copyOf(route.namespace)}`);
    if ("namespaceByRegion" in route)
      for (const [region, namespace] of Object.entries(route.namespaceByRegion))
        out.push(`- copy on ${code(`/${region}`)}: ${copyOf(namespace)}`);
    if ("collection" in route) out.push(`- content: ${code(`content/${route.collection}/<slug>/{en,fr,ar}.mdx`)}, one page per item`);
    if ("reference" in route)
      out.push(`- content: ${code(`content/openapi/${route.reference}.yaml`)}, one page per tag and one for the webhook events`);
    if (route.group === "legal")
      out.push(`- content: ${code(`content/legal/${route.path.split("/")[1]}/${route.path.split("/")[2]}/{en,fr,ar}.mdx`)}`);
    const data = [
      ...new Set(
        reachedFiles(own)
          .flatMap(importsOf)
          .filter((spec) => spec.startsWith("@/data/")),
      ),
    ]
      .map((spec) => `src/data/${spec.slice(7)}.ts`)
      .sort();
    if (data.length) out.push(`- data: ${data.map(code).join(", ")}`);
    const named = byPage(route);
    out.push(`- specs: ${named.length ? named.map((file) => code(path.basename(file))).join(", ") : "the specs that walk every page"}`);
    out.push("");
  }
  return out.join("\n");
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(ROOT, "scripts/pages-index.ts")) {
  writeFileSync(path.join(ROOT, "docs/pages.md"), pagesIndex());
  console.log(`docs/pages.md: ${routes.length} pages`);
}
