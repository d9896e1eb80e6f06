import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { glossary } from "@/i18n/glossary";

/** Every string of a message file, with its key. */
function messageStrings(file: string): [string, string][] {
  const walk = (node: unknown, at: string): [string, string][] =>
    typeof node === "string"
      ? [[at, node]]
      : node && typeof node === "object"
        ? Object.entries(node).flatMap(([key, value]) => walk(value, at ? `${at}.${key}` : key))
        : [];
  return walk(JSON.parse(readFileSync(file, "utf8")), "");
}

function filesOf(dir: string, name: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesOf(full, name) : name.test(entry.name) ? [full] : [];
  });
}

/** Prose only: code blocks, inline code and URLs are left as written. */
const prose = (text: string) => text.replace(/```[\s\S]*?```|~~~[\s\S]*?~~~|`[^`\n]*`|https?:\/\/\S+/g, " ");

for (const lang of ["fr", "ar"] as const) {
  describe(`${lang} glossary`, () => {
    const texts: [string, string][] = [
      ...filesOf("messages", new RegExp(`^${lang}\\.json$`)).flatMap((file) => messageStrings(file).map(([key, text]) => [`${file} ${key}`, text] as [string, string])),
      ...filesOf("content", new RegExp(`^${lang}\\.mdx$`)).map((file) => [file, readFileSync(file, "utf8")] as [string, string]),
    ];

    it("reads a real corpus", () => {
      expect(texts.length).toBeGreaterThan(500);
    });

    for (const entry of glossary[lang]) {
      it(`says “${entry.term}” for ${entry.concept}`, () => {
        const offenders = texts.flatMap(([where, text]) =>
          entry.allowedIn?.some((fragment) => where.includes(fragment))
            ? []
            : entry.replaces.flatMap((pattern) => {
                const found = pattern.exec(prose(text));
                return found ? [`${where}: “${found[0].trim()}”`] : [];
              }),
        );
        expect(offenders).toEqual([]);
      });
    }
  });
}
