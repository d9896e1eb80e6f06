import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { cache, type ComponentType, type ReactNode } from "react";
import type { z } from "zod";
import { evaluate } from "@mdx-js/mdx";
import remarkGfm from "remark-gfm";
import * as runtime from "react/jsx-runtime";
import { isLang, langs, type Lang } from "@/config/languages";
import { typeset } from "@/i18n/typography";
import { collectionDir, isSlug, splitFrontMatter } from "./front-matter";

export { isSlug, splitFrontMatter };

/**
 * With `front-matter.ts`, the only code that reads `content/`. A collection is a folder of entries,
 * one folder per slug, one file per language:
 * `content/<collection>/<slug>/{en,fr,ar}.mdx`, each with YAML front matter
 * validated by the collection's zod schema. Runs at build time (pages are
 * static) and in route handlers; never in the browser.
 */

export type Entry<T> = { collection: string; slug: string; lang: Lang; data: T; body: string };

/** Every slug of a collection, sorted (for `generateStaticParams` and sitemaps). */
export function listSlugs(collection: string): string[] {
  const dir = collectionDir(collection);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && isSlug(entry.name))
    .map((entry) => entry.name)
    .sort();
}

/**
 * One entry in one language, validated. Throws with the file path when the
 * front matter does not match the schema, so a bad file fails the build.
 * Returns null for an unknown slug or language.
 */
export function loadEntry<S extends z.ZodType>(collection: string, slug: string, lang: string, schema: S): Entry<z.infer<S>> | null {
  if (!isSlug(slug) || !isLang(lang)) return null;
  const file = path.join(collectionDir(collection), slug, `${lang}.mdx`);
  if (!existsSync(file)) return null;
  const { data, body } = splitFrontMatter(readFileSync(file, "utf8"));
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    throw new Error(`Invalid front matter in ${path.relative(process.cwd(), file)}: ${parsed.error.message}`);
  }
  // The language's typography (French spacing) is applied here, once, for every collection.
  return { collection, slug, lang, data: typeset(parsed.data, lang), body: typeset(body, lang) };
}

/** Every entry of a collection in one language. Throws when an entry is missing a language. */
export function loadCollection<S extends z.ZodType>(collection: string, lang: Lang, schema: S): Entry<z.infer<S>>[] {
  return listSlugs(collection).map((slug) => {
    const entry = loadEntry(collection, slug, lang, schema);
    if (!entry) throw new Error(`content/${collection}/${slug} has no ${lang}.mdx`);
    return entry;
  });
}

/** The languages an entry is missing (for tests: every entry exists in all three). */
export function missingLanguages(collection: string, slug: string): Lang[] {
  return langs.filter((lang) => !existsSync(path.join(collectionDir(collection), slug, `${lang}.mdx`)));
}

type MdxComponents = Record<string, ComponentType<Record<string, unknown>>>;

/** GitHub-flavoured Markdown (tables above all: the QR help's “Two kinds of code”, review pass 4, 4.1). */
const compile = cache(async (body: string) => (await evaluate(body, { ...runtime, baseUrl: import.meta.url, remarkPlugins: [remarkGfm] })).default);

/** Renders an MDX body to React on the server (no client JavaScript). */
export async function renderMdx(body: string, components?: MdxComponents): Promise<ReactNode> {
  const Content = await compile(body);
  return <Content components={components} />;
}
