import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/** Every string of a message file, with its key. */
export function messageStrings(file: string): [string, string][] {
  const walk = (node: unknown, at: string): [string, string][] =>
    typeof node === "string"
      ? [[at, node]]
      : node && typeof node === "object"
        ? Object.entries(node).flatMap(([key, value]) => walk(value, at ? `${at}.${key}` : key))
        : [];
  return walk(JSON.parse(readFileSync(file, "utf8")), "");
}

export function filesOf(dir: string, name: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesOf(full, name) : name.test(entry.name) ? [full] : [];
  });
}

/** Prose only: code blocks, inline code and URLs are blanked (same length, line breaks kept, so lines and columns still point at the file). */
export { prose } from "../support/typography-check";

/** One string of copy: where it is (`file:line key` for a message, `file` for a content file), the text, and the file line its text starts on. */
export type CopyText = [where: string, text: string, line: number];

/** The line of a message file each string's value is written on (values are found in order; a value written with escapes falls back to line 1). */
function messageLines(file: string): CopyText[] {
  const raw = readFileSync(file, "utf8");
  let cursor = 0;
  return messageStrings(file).map(([key, text]) => {
    const literal = JSON.stringify(text);
    let at = raw.indexOf(literal, cursor);
    if (at < 0) at = raw.indexOf(literal);
    if (at >= 0) cursor = at + literal.length;
    const line = at < 0 ? 1 : raw.slice(0, at).split("\n").length;
    return [`${file}:${line} ${key}`, text, line];
  });
}

/** Front matter fields that hold identifiers, not copy (`topic: topup`, `related: [ooredoo-top-up]`): blanked, lines kept. */
const IDENTIFIERS = /^(?:topic|related|updated|date|slug|type|order|image|tags|id):.*$/gm;
function withoutIdentifiers(text: string): string {
  const end = text.startsWith("---") ? text.indexOf("\n---", 3) : -1;
  if (end < 0) return text;
  return text.slice(0, end).replace(IDENTIFIERS, (line) => " ".repeat(line.length)) + text.slice(end);
}

/** The copy of one language: every message (`file:line key`) and every content file (`file`), as [where, text, first line]. */
export function copyOf(lang: "en" | "fr" | "ar"): CopyText[] {
  return [
    ...filesOf("messages", new RegExp(`^${lang}\\.json$`)).flatMap(messageLines),
    ...filesOf("content", new RegExp(`^${lang}\\.mdx$`)).map((file): CopyText => [file, withoutIdentifiers(readFileSync(file, "utf8")), 1]),
  ];
}

/** The French or Arabic lines of the OpenAPI documents (`x-fr: {...}`, `x-ar: {...}`), one text per line, as [`file:line`, line, line]. */
export function openapiCopyOf(lang: "fr" | "ar"): CopyText[] {
  return filesOf("content/openapi", /\.ya?ml$/).flatMap((file) =>
    readFileSync(file, "utf8")
      .split("\n")
      .flatMap((text, index): CopyText[] => (text.includes(`x-${lang}:`) ? [[`${file}:${index + 1}`, text, index + 1]] : [])),
  );
}

/** `file:line` of a match at `index` in a copy text (content files count their own lines; a message is one line). */
export function lineOf([where, text, line]: CopyText, index: number): string {
  const file = where.split(/[: ]/)[0]!;
  if (!where.includes(" ") && /:\d+$/.test(where)) return where;
  const key = where.includes(" ") ? ` ${where.slice(where.indexOf(" ") + 1)}` : "";
  return `${file}:${line + text.slice(0, index).split("\n").length - 1}${key}`;
}
