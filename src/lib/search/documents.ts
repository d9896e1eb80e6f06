import "server-only";
import type { Lang } from "@/config/languages";
import { activeMenuKey } from "@/config/navigation";
import type { RouteEntry, SitePath } from "@/config/routes";
import { formatterFor } from "@/i18n/format";
import { loadMessages, messagesAt, type Messages } from "@/i18n/messages";
import { pageMeta } from "@/lib/page-meta";
import { pricingCopyValues } from "@/lib/pricing/copy-values";
import { helpArticle } from "@/lib/content/help";
import { careerPost } from "@/lib/content/career";
import { headingId, legalDocOf, legalDocument } from "@/lib/content/legal";
import { newsArticle } from "@/lib/content/news";
import { sitePages } from "@/lib/content/pages";
import { loadApi } from "@/lib/openapi/load";
import { referencePages } from "@/lib/openapi/model";
import { operationSlug } from "@/lib/openapi/slug";
import type { SearchDoc } from "./types";

/**
 * What the site search finds, in one language: built from the sources the pages
 * render (the route registry, the messages, the content collections and the
 * OpenAPI documents), never from built HTML. One document per page, plus one
 * per FAQ answer and per legal section, so that a result links to what matched.
 * Paths are region-less: the caller adds the visitor's region.
 */

type Tree = Record<string, unknown>;
const isQuestion = (value: unknown): value is { q: string; a: string } =>
  !!value && typeof value === "object" && typeof (value as Tree).q === "string" && typeof (value as Tree).a === "string";

/** The end of the ICU `{...}` opened at `start` (braces nest), or the text's length. */
function closing(text: string, start: number): number {
  let depth = 0;
  for (let index = start; index < text.length; index++) {
    if (text[index] === "{") depth++;
    else if (text[index] === "}" && --depth === 0) return index;
  }
  return text.length;
}

/** The branches of an ICU select or plural body (`free {...} other {...}`), by key. */
function branches(body: string): Map<string, string> {
  const found = new Map<string, string>();
  const key = /\s*(=?[\w-]+)\s*\{/y;
  for (let match = key.exec(body); match; match = key.exec(body)) {
    const open = key.lastIndex - 1;
    const end = closing(body, open);
    found.set(match[1] ?? "", body.slice(open + 1, end));
    key.lastIndex = end + 1;
  }
  return found;
}

/**
 * Copy as the page shows it, as plain text: ICU arguments filled from `values`
 * (a select or plural takes the branch of its value, else `other`; an argument
 * without a value is left out), rich-text tags out, whitespace folded.
 */
export function plainCopy(text: string, values: Record<string, string> = {}): string {
  let out = "";
  let index = 0;
  for (let open = text.indexOf("{"); open >= 0; open = text.indexOf("{", index)) {
    out += text.slice(index, open);
    const end = closing(text, open);
    const inner = text.slice(open + 1, end);
    const complex = /^\s*(\w+)\s*,\s*(select|plural|selectordinal)\s*,([\s\S]*)$/.exec(inner);
    if (complex) {
      const options = branches(complex[3] ?? "");
      const value = values[complex[1] ?? ""];
      out += ` ${plainCopy((value !== undefined ? (options.get(value) ?? options.get(`=${value}`)) : undefined) ?? options.get("other") ?? "", values).replace(/#/g, value ?? "")} `;
    } else {
      out += ` ${values[inner.trim()] ?? ""} `;
    }
    index = end + 1;
  }
  out += text.slice(index);
  return out
    .replace(/<\/?[a-zA-Z][^>]*>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** MDX or Markdown as plain text: code, JSX, link targets and markup out. */
export function plainMarkdown(body: string): string {
  return body
    .replace(/```[\s\S]*?```/g, " ")
    .replace(/^(import|export)\s.*$/gm, " ")
    .replace(/<\/?[A-Za-z][^>]*>/g, " ")
    .replace(/!\[[^\]]*\]\([^)]*\)/g, " ")
    .replace(/\[([^\]]+)\]\([^)]*\)/g, "$1")
    .replace(/`([^`]*)`/g, "$1")
    .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+\.)\s+/gm, "")
    .replace(/[*_|]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** Every string under a message node, except page metadata and questions (indexed on their own). */
function copyOf(node: unknown, values: Record<string, string>, out: string[] = []): string[] {
  if (typeof node === "string") out.push(plainCopy(node, values));
  else if (Array.isArray(node)) {
    for (const item of node) if (!isQuestion(item)) copyOf(item, values, out);
  } else if (node && typeof node === "object") {
    for (const [key, value] of Object.entries(node)) if (key !== "meta") copyOf(value, values, out);
  }
  return out;
}

function questionsOf(node: unknown, out: { q: string; a: string }[] = []): { q: string; a: string }[] {
  if (isQuestion(node)) out.push(node);
  else if (Array.isArray(node)) for (const item of node) questionsOf(item, out);
  else if (node && typeof node === "object") for (const value of Object.values(node)) questionsOf(value, out);
  return out;
}

function at(messages: Messages, namespace: string): Tree | undefined {
  const node = messagesAt(messages, namespace);
  return node && typeof node === "object" ? (node as Tree) : undefined;
}

/** The name of the part of the site a page belongs to: its menu, or Legal, or Home. */
function sectionOf(messages: Messages, path: string, route: RouteEntry): string {
  if (route.group === "legal" || legalDocOf(path)) return messages.footer.legalHeading;
  const menu = activeMenuKey(path);
  return menu ? messages.navigation.menus[menu] : messages.navigation.home;
}

/** Splits a Markdown body at its `##` headings: the text before the first, then one part per heading. */
function sectionsOf(body: string): { heading: string | null; text: string }[] {
  const parts = body.split(/^##\s+/m);
  return parts.map((part, index) => {
    if (index === 0) return { heading: null, text: part };
    const newline = part.indexOf("\n");
    return {
      heading: (newline < 0 ? part : part.slice(0, newline)).replace(/[*_`]/g, "").trim(),
      text: newline < 0 ? "" : part.slice(newline + 1),
    };
  });
}

/** Every searchable document of the site in one language, in registry order. */
export async function searchDocuments(lang: Lang): Promise<SearchDoc[]> {
  const messages = await loadMessages(lang);
  const docs: SearchDoc[] = [];
  const add = (doc: Omit<SearchDoc, "id">) => docs.push({ id: docs.length, ...doc, title: doc.title.trim(), text: doc.text.trim() });
  const models = { pay: await loadApi("pay"), pro: await loadApi("pro") };
  // The figures the pricing copy quotes, formatted as its page does (the index is per language, not per region).
  const values: Record<string, string> = pricingCopyValues(formatterFor(lang, "global"));
  // Titles as the pages give them (one index per language: the global site's).
  const titleOf = (path: SitePath) => pageMeta(lang, "global", path);

  for (const page of sitePages()) {
    const { path } = page;
    const route: RouteEntry = page.route;
    const section = sectionOf(messages, path, route);
    const slug = path.split("/").at(-1) ?? "";
    const legal = legalDocOf(path);
    if (route.collection === "help") {
      const entry = helpArticle(slug, lang);
      if (entry)
        add({
          path,
          kind: "help",
          title: (await titleOf(path)).title,
          section,
          text: `${entry.data.description} ${plainMarkdown(entry.body)}`,
        });
    } else if (route.collection === "news") {
      const entry = newsArticle(slug, lang);
      if (entry)
        add({
          path,
          kind: "news",
          title: (await titleOf(path)).title,
          section,
          text: `${entry.data.summary} ${plainMarkdown(entry.body)}`,
        });
    } else if (route.collection === "career") {
      const entry = careerPost(slug, lang);
      if (entry) {
        const { summary, team, location } = entry.data;
        add({
          path,
          kind: "career",
          title: (await titleOf(path)).title,
          section,
          text: `${summary} ${team} ${location} ${plainMarkdown(entry.body)}`,
        });
      }
    } else if (route.reference) {
      const page = referencePages(models[route.reference]).find((item) => operationSlug(item.operation.id) === slug);
      if (!page) continue;
      const { operation } = page;
      const params = operation.parameters.map((parameter) => `${parameter.name} ${parameter.description?.[lang] ?? ""}`).join(" ");
      add({
        path,
        kind: "api",
        title: operation.summary[lang],
        section: `${messages.developer[route.reference].title} · ${operation.method.toUpperCase()} ${operation.path}`,
        text: `${operation.id} ${operation.method.toUpperCase()} ${operation.path} ${plainMarkdown(operation.description?.[lang] ?? "")} ${params}`,
      });
    } else if (legal) {
      const entry = legalDocument(legal[0], legal[1], lang);
      const { title } = await titleOf(path);
      for (const part of sectionsOf(entry.body)) {
        const text = plainMarkdown(part.text);
        if (!part.heading) add({ path, kind: "legal", title, section, text });
        else add({ path, hash: headingId(part.heading), kind: "legal", title: `${part.heading} · ${title}`, section, text });
      }
    } else if (route.namespace) {
      const node = at(messages, route.namespace);
      if (!node) continue;
      const meta = await titleOf(path);
      add({
        path,
        kind: "page",
        title: meta.title,
        section,
        text: `${plainCopy(meta.description, values)} ${copyOf(node, values).join(" ")}`,
      });
      for (const question of questionsOf(node)) {
        add({ path, kind: "faq", title: plainCopy(question.q, values), section: meta.title, text: plainCopy(question.a, values) });
      }
    }
  }
  return docs;
}
