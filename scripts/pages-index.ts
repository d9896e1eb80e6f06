// `npm run docs:pages`: writes docs/pages.md, the index of every page: from its URL to its page
// file, sections, copy, data and browser specs. Read from the route registry and the tree, never
// written by hand; tests/unit/pages-index.test.ts fails when the committed file is not current.

import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { routes, type Route } from "../src/config/routes";

const ROOT = path.resolve(import.meta.dirname ?? __dirname, "..");
const APP = "src/app/[lang]/[region]";
const SPECS = "tests/e2e";
/** Modules every page reads (its context, copy and metadata): named once in the header, not per page. */
const EVERY_PAGE = new Set(["src/lib/page.ts", "src/lib/page-meta.ts", "src/lib/cn.ts"]);

const read = (file: string) => readFileSync(path.join(ROOT, file), "utf8");
const list = (dir: string) => (existsSync(path.join(ROOT, dir)) ? readdirSync(path.join(ROOT, dir), { withFileTypes: true }) : []);
/** The namespaces whose copy has files of their own: the folders of `messages/sections/`. */
const messageSections = list("messages/sections").filter((entry) => entry.isDirectory()).map((entry) => entry.name);

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

/** The file a module specifier of `from` names, when it is one of ours (`@/x`, `./x`, `../x`). */
function resolve(from: string, spec: string): string | null {
  const base = spec.startsWith("@/") ? `src/${spec.slice(2)}` : spec.startsWith(".") ? path.join(path.dirname(from), spec) : null;
  if (!base) return null;
  return [".ts", ".tsx", "/index.ts", "/index.tsx", ""].map((ext) => base + ext).find((file) => /\.tsx?$/.test(file) && existsSync(path.join(ROOT, file))) ?? null;
}

/** Every file under `dir` whose name matches. */
function walk(dir: string, name: RegExp): string[] {
  return list(dir).flatMap((entry) =>
    entry.isDirectory() ? walk(`${dir}/${entry.name}`, name) : name.test(entry.name) ? [`${dir}/${entry.name}`] : [],
  );
}

/** The unit tests (Vitest: `src/**\/*.test.ts(x)`, `tests/unit/`), by the files of ours each imports. */
function unitTests(): Map<string, string[]> {
  const byModule = new Map<string, string[]>();
  for (const test of [...walk("src", /\.test\.tsx?$/), ...walk("tests/unit", /\.test\.ts$/)].sort()) {
    for (const spec of importsOf(test)) {
      const file = resolve(test, spec);
      if (file) byModule.set(file, [...(byModule.get(file) ?? []), test]);
    }
  }
  return byModule;
}

/** The line of a message file where a key path (`payPricing`, `leadForms`) opens. */
function lineOf(file: string, keyPath: string): number {
  const lines = read(file).split("\n");
  let at = 0;
  keyPath.split(".").forEach((key, depth) => {
    const opening = `${"  ".repeat(depth + 1)}"${key}":`;
    while (at < lines.length && !lines[at]!.startsWith(opening)) at++;
  });
  if (at >= lines.length) throw new Error(`${file}: no key ${keyPath}`);
  return at + 1;
}

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

/** Where a namespace's copy lives: its file, the line of its English key, and the key there. */
function copyOf(namespace: string): string {
  const [head, ...rest] = namespace.split(".");
  if (messageSections.includes(head!)) {
    const key = rest.join(".");
    const file = `messages/sections/${head}/en.json`;
    return `${code(key)} in ${code(`messages/sections/${head}/{en,fr,ar}.json`)} (${code(`${file}:${lineOf(file, key)}`)}, ${code(namespace)})`;
  }
  return `${code(namespace)} in ${code("messages/{en,fr,ar}.json")} (${code(`messages/en.json:${lineOf("messages/en.json", namespace)}`)})`;
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
  const tests = unitTests();
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
    "- **logic**: the modules of `src/lib/` it reads, itself or through its sections (every page also",
    `  reads ${[...EVERY_PAGE].map(code).join(", ")}).`,
    "- **form**: a lead form's name, its copy (`leadForms`), and the page that answers its POST without",
    "  JavaScript (`reply/`); the fields are in `src/lib/leads/forms.ts`, a table per form (docs/leads.md).",
    "- **unit tests**: the Vitest files that import the page's own files, its data or its logic.",
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
      out.push(`- content: ${code(`content/openapi/${route.reference}.yaml`)}, one page per operation and one per webhook event`);
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
    const reached = reachedFiles(own);
    const logic = [
      ...new Set(
        reached.flatMap((file) =>
          importsOf(file)
            .filter((spec) => spec.startsWith("@/lib/"))
            .map((spec) => resolve(file, spec)),
        ),
      ),
    ]
      .filter((file): file is string => file !== null && !EVERY_PAGE.has(file))
      .sort();
    if (logic.length) out.push(`- logic: ${logic.map(code).join(", ")}`);
    const form = reached.map((file) => /<Lead(?:FormSection|Page)[^>]*\bform="(\w+)"/.exec(read(file))?.[1]).find(Boolean);
    if (form) {
      const reply = `${path.dirname(pageFile)}/reply/page.tsx`;
      out.push(
        `- form: ${code(form)}, copy ${code("leadForms")} in ${code("messages/{en,fr,ar}.json")} (${code(`messages/en.json:${lineOf("messages/en.json", "leadForms")}`)})${existsSync(path.join(ROOT, reply)) ? `, answered without JavaScript by ${code(reply)}` : ""}`,
      );
    }
    const units = [...new Set([...own, ...reached, ...data, ...logic].flatMap((file) => tests.get(file) ?? []))].sort();
    if (units.length) out.push(`- unit tests: ${units.map(code).join(", ")}`);
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
