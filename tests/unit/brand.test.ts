import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { site } from "@/config/site";

/** Text files under a folder (sources, styles, messages, content, data). */
function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return files(full);
    return /\.(ts|tsx|mts|mjs|js|css|json|mdx|md|yaml|yml|txt)$/.test(entry.name) ? [full] : [];
  });
}

describe("one brand file", () => {
  it("names the company, its domain and its handle only in src/config/site.ts", () => {
    const brand = new RegExp([site.name, site.handle, site.domain.split(".")[0]!].map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|"), "i");
    const offenders: string[] = [];
    for (const file of [...files("src"), ...files("messages"), ...files("content"), ...files("scripts")]) {
      if (file === path.join("src", "config", "site.ts") || /\.test\.tsx?$/.test(file)) continue;
      readFileSync(file, "utf8")
        .split("\n")
        .forEach((line, index) => {
          if (brand.test(line)) offenders.push(`${file}:${index + 1}: ${line.trim().slice(0, 100)}`);
        });
    }
    expect(offenders).toEqual([]);
  });
});
