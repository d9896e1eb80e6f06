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

/** Prose only: code blocks, inline code and URLs are left as written. */
export const prose = (text: string) => text.replace(/```[\s\S]*?```|~~~[\s\S]*?~~~|`[^`\n]*`|https?:\/\/\S+/g, " ");

/** The copy of one language: every message (`file key`) and every content file (`file`), as [where, text]. */
export function copyOf(lang: "fr" | "ar"): [string, string][] {
  return [
    ...filesOf("messages", new RegExp(`^${lang}\\.json$`)).flatMap((file) => messageStrings(file).map(([key, text]) => [`${file} ${key}`, text] as [string, string])),
    ...filesOf("content", new RegExp(`^${lang}\\.mdx$`)).map((file) => [file, readFileSync(file, "utf8")] as [string, string]),
  ];
}
