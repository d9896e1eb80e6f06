import { describe, expect, it } from "vitest";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { z } from "zod";
import { isSlug, splitFrontMatter } from "./collection";

describe("content loading", () => {
  it("splits YAML front matter from the body", () => {
    expect(splitFrontMatter("---\ntitle: Hello\ndate: 2026-01-02\n---\n# Body\n")).toEqual({
      data: { title: "Hello", date: "2026-01-02" },
      body: "# Body\n",
    });
    expect(splitFrontMatter("no front matter")).toEqual({ data: {}, body: "no front matter" });
  });

  it("accepts only well-formed slugs, so no request can reach another file", () => {
    expect(isSlug("qr-code-payments")).toBe(true);
    for (const bad of ["../etc", "a/b", "A", "", "a--b", "-a", "a.mdx", "%2e%2e"]) expect(isSlug(bad)).toBe(false);
  });

  it("rejects front matter that does not match the schema, naming the file", async () => {
    const root = mkdtempSync(path.join(tmpdir(), "content-"));
    mkdirSync(path.join(root, "content", "notes", "first"), { recursive: true });
    writeFileSync(path.join(root, "content", "notes", "first", "en.mdx"), "---\ntitle: 42\n---\nText");
    const cwd = process.cwd();
    process.chdir(root);
    try {
      const { vi } = await import("vitest");
      vi.resetModules();
      const fresh = await import("./collection");
      expect(() => fresh.loadEntry("notes", "first", "en", z.object({ title: z.string() }))).toThrow(/content\/notes\/first\/en\.mdx/);
      expect(fresh.loadEntry("notes", "missing", "en", z.object({ title: z.string() }))).toBeNull();
      expect(fresh.listSlugs("notes")).toEqual(["first"]);
      expect(fresh.missingLanguages("notes", "first")).toEqual(["fr", "ar"]);
    } finally {
      process.chdir(cwd);
    }
  });
});
