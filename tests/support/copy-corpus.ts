/**
 * The copy of the site, parsed the way the site parses it, as units of text that each know where
 * they are. One corpus for every copy test (glossary, typography, Arabic gender, facts):
 *
 * - messages: `messages/**\/{en,fr,ar}.json`, values read with `JSON.parse` (what the bundler's
 *   JSON import does); the line of each value comes from the same text read as YAML (a superset of
 *   JSON) with the `yaml` package's `LineCounter`, checked to give the same values;
 * - content: `content/**\/{lang}.mdx`, split by the site's own loader (`splitFrontMatter` of
 *   `src/lib/content/collection.tsx`: the front matter parsed by `yaml`, the body as written);
 *   each copy field of the front matter is a unit, and so is the body;
 * - the OpenAPI documents `content/openapi/*.yaml`, parsed by `yaml` as `src/lib/openapi/load.ts`
 *   does (`parse` is `parseDocument(...).toJS()`), so a plain scalar cut at a comma in a flow
 *   mapping is cut here too. Every English `summary`, `description` (and a tag's `name`) is a unit,
 *   and so is every string of its `x-fr` and `x-ar` mappings;
 * - data with prose in each language: the `{ en, fr, ar }` values of `src/data/sdks.ts` (review
 *   pass 4, no. 3), one unit per language, keyed by the integration's id and field.
 *
 * The text is the text as written: brand tokens (`{payName}`) are kept, French spacing not yet
 * applied (both are done at load time, the same way for every language).
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { isDeepStrictEqual } from "node:util";
import { isMap, isPair, isScalar, isSeq, LineCounter, parseDocument, type Node as YamlNode, type Pair, type YAMLMap } from "yaml";
import { langs, type Lang } from "@/config/languages";
import { splitFrontMatter } from "@/lib/content/collection";
import { integrations } from "@/data/sdks";

export type { Lang };
export const LANGS = langs;

export type CopySource = "message" | "front matter" | "body" | "openapi" | "data";

/** One string of copy. */
export type CopyUnit = {
  lang: Lang;
  source: CopySource;
  /** The file, relative to the project (`messages/sections/app/fr.json`). */
  file: string;
  /**
   * Where in the file: a message's path (`wallet.security.items[3].body`), a front matter field
   * (`title`), `body`, or an OpenAPI node's path and field (`paths./v1/topups.post.x-ar.summary`).
   */
  key: string;
  /** The same for a unit and its counterparts in the other languages (`messages/sections/app/{lang}.json#wallet.title`). */
  ref: string;
  /** The line the text starts on (1-based). */
  line: number;
  text: string;
  /** The file line of the character at `index` of the text. */
  lineAt: (index: number) => number;
};

/** `file:line key` of a unit, or of the character at `index` of its text. */
export function whereOf(unit: CopyUnit, index?: number): string {
  return `${unit.file}:${index === undefined ? unit.line : unit.lineAt(index)} ${unit.key}`;
}

export function filesOf(dir: string, name: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? filesOf(full, name) : name.test(entry.name) ? [full] : [];
    })
    .sort();
}

/** Prose only: code blocks, inline code and URLs are blanked (same length, line breaks kept, so indexes still point at the text). */
export { prose } from "./typography-check";

const langOfFile = (file: string): Lang => /(en|fr|ar)\.(?:json|mdx)$/.exec(file)![1] as Lang;
const refFile = (file: string) => file.replace(/(en|fr|ar)(\.(?:json|mdx))$/, "{lang}$2");

/** A key path: `a.b`, `items[3]`. */
const joinKey = (at: string, key: string | number) => (typeof key === "number" ? `${at}[${key}]` : at ? `${at}.${key}` : key);

/**
 * The line of each character of a YAML scalar's text, from its source: folding and escapes change
 * spaces and line breaks only, so the n-th word of the text is the n-th word of the source.
 */
function scalarLines(source: string, node: YamlNode, counter: LineCounter): (index: number) => number {
  const [start, end] = node.range!;
  const first = counter.linePos(start).line;
  const raw = source.slice(start, end);
  // Block scalars: the header (`>-`, `|`) is not text.
  const body = /^[>|]/.test(raw) ? raw.replace(/^[^\n]*\n/, (header) => " ".repeat(header.length - 1) + "\n") : raw;
  const wordLines: number[] = [];
  let line = first;
  for (const match of body.matchAll(/\S+|\n/g)) {
    if (match[0] === "\n") line++;
    else wordLines.push(line);
  }
  const text = String(node.toJSON());
  return (index: number) => {
    // The word the character is in: as many whole words are before it in the text as in the source.
    const wordsBefore = text.slice(0, index).match(/\S+(?=\s)/g)?.length ?? 0;
    return wordLines[wordsBefore] ?? first;
  };
}

/** The first line a scalar's text is on (a block scalar's text starts under its header). */
function scalarLine(source: string, node: YamlNode, counter: LineCounter): number {
  const start = node.range![0];
  const header = /^[>|][^\n]*\n/.exec(source.slice(start));
  return counter.linePos(start + (header ? header[0].length : 0)).line;
}

// ---------------------------------------------------------------------------------------------
// Messages

/** Every string of a message file, with its path (`a.b[2].c`) and line. */
export function messageUnits(json: string, file: string, lang: Lang = langOfFile(file)): CopyUnit[] {
  const values: unknown = JSON.parse(json);
  const counter = new LineCounter();
  const doc = parseDocument(json, { lineCounter: counter });
  if (doc.errors.length > 0 || !isDeepStrictEqual(doc.toJS(), values))
    throw new Error(`${file}: read as YAML, it does not give its JSON values`);
  const units: CopyUnit[] = [];
  const walk = (node: unknown, at: string) => {
    if (isMap(node))
      for (const pair of node.items) walk(pair.value, joinKey(at, String((pair.key as YamlNode & { value: unknown }).value)));
    else if (isSeq(node)) node.items.forEach((item, index) => walk(item, joinKey(at, index)));
    else if (isScalar(node) && typeof node.value === "string") {
      const line = counter.linePos(node.range![0]).line;
      units.push({
        lang,
        source: "message",
        file,
        key: at,
        ref: `${refFile(file)}#${at}`,
        line,
        text: node.value,
        lineAt: () => line,
      });
    }
  };
  walk(doc.contents, "");
  return units;
}

// ---------------------------------------------------------------------------------------------
// Content (MDX)

/**
 * Front matter fields that hold data, not copy: dates, the enums and slugs the schemas of
 * `src/lib/content/schemas.ts` and `src/lib/app/help.ts` check, and the city in Latin script for
 * structured data. They are the same in every language (the facts test checks it), and are not
 * units of copy.
 */
export const DATA_FIELDS = new Set([
  "date",
  "updated",
  "datePosted",
  "validThrough",
  "category",
  "type",
  "topic",
  "related",
  "city",
  "remote",
]);

export type MdxDocument = {
  lang: Lang;
  file: string;
  /** `content/news/<slug>/{lang}.mdx` */
  ref: string;
  /** The front matter as the site's loader parses it. */
  data: Record<string, unknown>;
  /** One unit per string of a copy field (`title`, `summary`...), then the body. */
  units: CopyUnit[];
};

/** A content file as the site's loader splits it: front matter fields and body, with their lines. */
export function mdxDocument(source: string, file: string, lang: Lang = langOfFile(file)): MdxDocument {
  const { data, body } = splitFrontMatter(source);
  const ref = refFile(file);
  const units: CopyUnit[] = [];
  const front = /^---\r?\n([\s\S]*?)\r?\n---/.exec(source);
  if (front) {
    // The same front matter again with the same parser, for the lines (the loader keeps none).
    const counter = new LineCounter();
    const text = front[1]!;
    const doc = parseDocument(text, { lineCounter: counter });
    if (!isDeepStrictEqual(doc.toJS() ?? {}, data)) throw new Error(`${file}: front matter read twice gives two values`);
    const walk = (node: unknown, at: string) => {
      if (isMap(node)) {
        for (const pair of node.items) {
          const key = String((pair.key as YamlNode & { value: unknown }).value);
          if (!at && DATA_FIELDS.has(key)) continue;
          walk(pair.value, joinKey(at, key));
        }
      } else if (isSeq(node)) node.items.forEach((item, index) => walk(item, joinKey(at, index)));
      else if (isScalar(node) && typeof node.value === "string") {
        // The front matter starts on line 2, under `---`.
        const lines = scalarLines(text, node, counter);
        units.push({
          lang,
          source: "front matter",
          file,
          key: at,
          ref: `${ref}#${at}`,
          line: scalarLine(text, node, counter) + 1,
          text: node.value,
          lineAt: (index) => lines(index) + 1,
        });
      }
    };
    walk(doc.contents, "");
  }
  const bodyLine = source.slice(0, source.length - body.length).split("\n").length;
  units.push({
    lang,
    source: "body",
    file,
    key: "body",
    ref: `${ref}#body`,
    line: bodyLine,
    text: body,
    lineAt: (index) => bodyLine + body.slice(0, index).split("\n").length - 1,
  });
  return { lang, file, ref, data: (data ?? {}) as Record<string, unknown>, units };
}

// ---------------------------------------------------------------------------------------------
// OpenAPI

/** The English fields that are copy: a tag's name is shown translated (`localText(tag, "name")`); any other `name` is an identifier. */
export const OPENAPI_FIELDS = ["name", "summary", "description"] as const;
export type OpenApiField = (typeof OPENAPI_FIELDS)[number];

/** One pair of an `x-fr`/`x-ar` mapping as parsed: a cut value shows as a stray key with a null value. */
export type TranslatedPair = { key: string; value: unknown; line: number };

/** A node of an OpenAPI document with English copy or a translation. */
export type OpenApiNode = {
  file: string;
  /** The node's path (`paths./v1/topups.post`, `tags[1]`). */
  path: string;
  line: number;
  /** The node's English copy fields. */
  en: Partial<Record<OpenApiField, CopyUnit>>;
  /** Each translation mapping, as parsed; `null` when the node has none, a non-mapping value as `pairs: null`. */
  translations: Record<"fr" | "ar", { line: number; pairs: TranslatedPair[] | null } | null>;
  /** The string values of the translations, as units. */
  units: CopyUnit[];
};

/** Subtrees that are sample data (`name: Mobilis` in an example), not copy. */
const SAMPLE_KEYS = new Set(["example", "examples"]);

/** Every node of an OpenAPI document that has English copy or an `x-fr`/`x-ar` mapping. */
export function openapiNodes(source: string, file: string): OpenApiNode[] {
  const counter = new LineCounter();
  const doc = parseDocument(source, { lineCounter: counter });
  if (doc.errors.length > 0) throw new Error(`${file}: ${doc.errors.map((error) => error.message).join("; ")}`);
  const nodes: OpenApiNode[] = [];
  const unit = (lang: Lang, node: YamlNode, key: string, ref: string): CopyUnit => {
    const lines = scalarLines(source, node, counter);
    return {
      lang,
      source: "openapi",
      file,
      key,
      ref: `${file}#${ref}`,
      line: scalarLine(source, node, counter),
      text: String((node as YamlNode & { value: unknown }).value),
      lineAt: lines,
    };
  };
  const keyOf = (pair: Pair) => String(isScalar(pair.key) ? pair.key.value : pair.key);

  const visitMap = (map: YAMLMap, at: string) => {
    const en: OpenApiNode["en"] = {};
    const translations: OpenApiNode["translations"] = { fr: null, ar: null };
    const units: CopyUnit[] = [];
    const isTag = /^tags\[\d+\]$/.test(at);
    for (const pair of map.items) {
      const key = keyOf(pair);
      const value = pair.value as YamlNode | null;
      if ((key === "summary" || key === "description" || (key === "name" && isTag)) && isScalar(value) && typeof value.value === "string") {
        en[key] = unit("en", value, joinKey(at, key), joinKey(at, key));
      } else if ((key === "x-fr" || key === "x-ar") && value) {
        const lang = key === "x-fr" ? "fr" : "ar";
        const line = counter.linePos(value.range![0]).line;
        if (!isMap(value)) {
          translations[lang] = { line, pairs: null };
          continue;
        }
        translations[lang] = {
          line,
          pairs: value.items.map((item) => {
            const inner = item.value as YamlNode | null;
            if (isScalar(inner) && typeof inner.value === "string") {
              units.push(unit(lang, inner, joinKey(joinKey(at, key), keyOf(item)), joinKey(at, keyOf(item))));
            }
            return {
              key: keyOf(item),
              value: isScalar(inner) ? inner.value : (inner?.toJSON() ?? null),
              line: counter.linePos((item.key as YamlNode).range![0]).line,
            };
          }),
        };
      } else if (!SAMPLE_KEYS.has(key) && !key.startsWith("x-")) {
        visit(value, joinKey(at, key));
      }
    }
    if (Object.keys(en).length > 0 || translations.fr || translations.ar) {
      nodes.push({ file, path: at, line: counter.linePos(map.range![0]).line, en, translations, units });
    }
  };
  const visit = (node: unknown, at: string) => {
    if (isMap(node)) visitMap(node, at);
    else if (isSeq(node)) node.items.forEach((item, index) => visit(item, joinKey(at, index)));
    else if (isPair(node)) visit(node.value, at);
  };
  visit(doc.contents, "");
  return nodes;
}

/** Every unit of an OpenAPI node list: English first, then the translations. */
export function openapiUnits(nodes: OpenApiNode[]): CopyUnit[] {
  return nodes.flatMap((node) => [...Object.values(node.en), ...node.units]);
}

// ---------------------------------------------------------------------------------------------
// Data (src/data)

/** The prose of `src/data/sdks.ts`: each `{ en, fr, ar }` value, one unit per language. */
export function dataUnits(): CopyUnit[] {
  const file = "src/data/sdks.ts";
  const lines = readFileSync(file, "utf8").split("\n");
  const units: CopyUnit[] = [];
  for (const item of integrations) {
    for (const field of ["platform", "compatibility"] as const) {
      const value: unknown = item[field];
      if (typeof value === "string") continue;
      for (const lang of langs) {
        const text = (value as Record<Lang, string>)[lang];
        const index = lines.findIndex((each) => each.includes(JSON.stringify(text)));
        const line = index + 1;
        units.push({
          lang,
          source: "data",
          file,
          key: `${item.id}.${field}`,
          ref: `${file}#${item.id}.${field}`,
          line,
          text,
          lineAt: () => line,
        });
      }
    }
  }
  return units;
}

// ---------------------------------------------------------------------------------------------
// The corpus of the project

export type Corpus = {
  messages: CopyUnit[];
  documents: MdxDocument[];
  openapi: OpenApiNode[];
  /** Prose in `src/data/` (`dataUnits`). */
  data: CopyUnit[];
  /** Every unit. */
  units: CopyUnit[];
};

let corpus: Corpus | undefined;

/** The whole copy of the project, read once per test file. */
export function copyCorpus(): Corpus {
  if (corpus) return corpus;
  const messages = filesOf("messages", /^(?:en|fr|ar)\.json$/).flatMap((file) => messageUnits(readFileSync(file, "utf8"), file));
  const documents = filesOf("content", /^(?:en|fr|ar)\.mdx$/).map((file) => mdxDocument(readFileSync(file, "utf8"), file));
  const openapi = filesOf("content/openapi", /\.ya?ml$/).flatMap((file) => openapiNodes(readFileSync(file, "utf8"), file));
  const data = dataUnits();
  corpus = {
    messages,
    documents,
    openapi,
    data,
    units: [...messages, ...documents.flatMap((document) => document.units), ...openapiUnits(openapi), ...data],
  };
  return corpus;
}

/** Every unit of one language: messages, content (front matter and body), the OpenAPI documents and data. */
export function copyOf(lang: Lang): CopyUnit[] {
  return copyCorpus().units.filter((unit) => unit.lang === lang);
}

/** The English unit of a French or Arabic one (same `ref`), if any. */
export function englishOf(unit: CopyUnit): CopyUnit | undefined {
  let byRef = english.get(copyCorpus());
  if (!byRef) {
    byRef = new Map(
      copyCorpus()
        .units.filter((each) => each.lang === "en")
        .map((each) => [each.ref, each]),
    );
    english.set(copyCorpus(), byRef);
  }
  return byRef.get(unit.ref);
}
const english = new WeakMap<Corpus, Map<string, CopyUnit>>();
