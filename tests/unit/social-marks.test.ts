import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { socialLinks } from "@/config/site";

const css = readFileSync("src/app/globals.css", "utf8");

describe("social marks", () => {
  it("draws every network the site links to (a mask rule per icon in globals.css)", () => {
    const icons = new Set(Object.values(socialLinks).flatMap((links) => (links as readonly { icon: string }[]).map((link) => link.icon)));
    expect(icons.size).toBeGreaterThan(3);
    for (const icon of icons) expect(css, icon).toMatch(new RegExp(`\\.social-links i\\[data-icon="${icon}"\\] \\{\\s*--mark: url\\("data:image/svg\\+xml,`));
  });
});
