import { describe, expect, it } from "vitest";
import { highlight, paletteCss } from "./highlight";

describe("server-side highlighting", () => {
  it("colours tokens with palette classes, light and dark, and no per-token style", async () => {
    const html = await highlight(`import os\n\nanswer = {"ok": True, "n": 42}  # note\nprint(answer)`, "python");
    expect(html).toMatch(/^<pre class="shiki shiki-themes github-light-default github-dark-default"/);
    expect(html).toMatch(/<span class="sk\d+">/);
    // Only colour pairs outside the palette keep an inline style.
    for (const style of html.matchAll(/<span style="([^"]+)"/g))
      expect(paletteCss).not.toContain(`{${style[1]!.toUpperCase().replace("--SHIKI-DARK", "--shiki-dark").replace("COLOR", "color")}}`);
    expect(html.match(/<span class="sk\d+">/g)!.length).toBeGreaterThan(html.match(/<span style=/g)?.length ?? 0);
    expect(html).toContain("--shiki-dark");
    expect(html).toContain("answer");
    for (const name of html.matchAll(/class="(sk\d+)"/g)) expect(paletteCss).toContain(`.shiki .${name[1]}{color:#`);
  });

  it("escapes the code", async () => {
    expect(await highlight(`echo "<script>"`, "bash")).toContain("&#x3C;script>");
  });
});
