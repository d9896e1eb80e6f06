import { execFileSync } from "node:child_process";
import { readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import config from "@/fonts/fonts.json";
import { fontFiles } from "@/fonts/files";

const ROOT = path.resolve(__dirname, "../..");

function filesUnder(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return filesUnder(file, pattern);
    return pattern.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });
}

function codePoints(ranges: readonly string[]): Set<number> {
  const set = new Set<number>();
  for (const range of ranges) {
    const [first = "", last = first] = range.split("-");
    for (let code = Number.parseInt(first, 16); code <= Number.parseInt(last, 16); code++) set.add(code);
  }
  return set;
}

const latin = codePoints(config.faces.find((face) => face.id === "latin")!.ranges);
const arabic = codePoints(config.faces.find((face) => face.id === "arabic")!.ranges);

describe("web font subsets (src/fonts)", () => {
  it("the committed subsets, @font-face rules and URLs are what fonts.json gives (npm run fonts -- --check)", () => {
    expect(() => execFileSync("node", ["scripts/fonts.mjs", "--check"], { cwd: ROOT, stdio: "pipe" })).not.toThrow();
  }, 60_000);

  it("every subset is a small WOFF2 file under public/fonts", () => {
    for (const face of Object.values(fontFiles)) {
      const bytes = readFileSync(path.join(ROOT, "public", face.href));
      expect(bytes.subarray(0, 4).toString("latin1")).toBe("wOF2");
      expect(bytes.length).toBe(face.bytes);
      expect(bytes.length).toBeLessThan(40_000);
    }
  });

  it("every letter, digit and punctuation mark the site writes is in its face's subset", () => {
    const sources = [
      ...filesUnder(path.join(ROOT, "messages"), /\.json$/),
      ...filesUnder(path.join(ROOT, "content"), /\.(mdx?|ya?ml|json)$/),
      ...filesUnder(path.join(ROOT, "src"), /\.tsx?$/),
    ];
    const missing = new Map<string, string>();
    for (const file of sources) {
      for (const char of readFileSync(file, "utf8")) {
        // Symbols and emoji come from the system's faces on purpose.
        if (!/[\p{L}\p{N}\p{P}\p{Zs}\p{M}]/u.test(char)) continue;
        const code = char.codePointAt(0)!;
        const covered = arabic.has(code) || latin.has(code);
        if (!covered && !missing.has(char)) missing.set(char, `U+${code.toString(16).toUpperCase().padStart(4, "0")} in ${path.relative(ROOT, file)}`);
      }
    }
    expect([...missing.values()]).toEqual([]);
  });

  it("Arabic text keeps its word spaces in the Arabic face, and the characters formatting adds (marks, narrow spaces) are kept", () => {
    for (const code of [0x20, 0xa0, 0x61c, 0x200e, 0x200f]) expect(arabic.has(code)).toBe(true);
    for (const code of [0xa0, 0x202f, 0x2009]) expect(latin.has(code)).toBe(true);
  });
});
