import { readFileSync } from "node:fs";
import path from "node:path";
import { parse as parseYaml } from "yaml";

/**
 * Where `content/` is and how an entry's front matter is read, without the MDX compiler
 * (`collection.tsx` renders; this is light enough for the proxy, which reads the date of the
 * privacy notice a lead consents to: `src/lib/leads/consent.ts`).
 */
const CONTENT_ROOT = path.join(process.cwd(), "content");
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Splits `---` YAML front matter from the MDX body. */
export function splitFrontMatter(source: string): { data: unknown; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source);
  if (!match) return { data: {}, body: source };
  return { data: parseYaml(match[1] ?? "") ?? {}, body: match[2] ?? "" };
}

/** True for a well-formed slug (lowercase words joined by hyphens): nothing else reaches the disk. */
export function isSlug(value: unknown): value is string {
  return typeof value === "string" && SLUG.test(value);
}

export function collectionDir(collection: string): string {
  if (!/^[a-z0-9/-]+$/.test(collection) || collection.includes("..")) throw new Error(`Bad collection name: ${collection}`);
  return path.join(CONTENT_ROOT, collection);
}

/** The front matter of one entry in one language, unvalidated; throws when the file cannot be read. */
export function readFrontMatter(collection: string, slug: string, lang: string): unknown {
  if (!isSlug(slug) || !SLUG.test(lang)) throw new Error(`Bad entry: ${collection}/${slug}/${lang}`);
  return splitFrontMatter(readFileSync(path.join(collectionDir(collection), slug, `${lang}.mdx`), "utf8")).data;
}
