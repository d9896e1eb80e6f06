import { describe, expect, it } from "vitest";
import { codeCss, highlight } from "./highlight";

describe("server-side highlighting", () => {
  it("colours tokens with palette classes, light and dark, and no per-token style", async () => {
    const html = await highlight(`import os\n\nanswer = {"ok": True, "n": 42}  # note\nprint(answer)`, "python");
    expect(html).toMatch(/^<pre class="shiki" tabindex="0"><code>/);
    expect(html).toMatch(/<span class="sk\d+">/);
    // Only colour pairs outside the palette keep an inline style.
    for (const style of html.matchAll(/<span style="([^"]+)"/g))
      expect(codeCss).not.toContain(`{${style[1]!.toUpperCase().replace("--SHIKI-DARK", "--shiki-dark").replace("COLOR", "color")}}`);
    expect(html.match(/<span class="sk\d+">/g)!.length).toBeGreaterThan(html.match(/<span style=/g)?.length ?? 0);
    expect(html).toContain("answer");
    for (const name of html.matchAll(/class="(sk\d+)"/g)) expect(codeCss).toContain(`.shiki .${name[1]}{color:#`);
  });

  it("writes each line once, without a wrapper per line or a style per block", async () => {
    const html = await highlight(`a = 1\nb = 2\nc = 3`, "python");
    expect(html).not.toContain('class="line"');
    expect(html).not.toMatch(/<pre[^>]*style=/);
    expect(html.replace(/<[^>]+>/g, "")).toBe("a = 1\nb = 2\nc = 3");
  });

  it("gives blocks their light and dark colours once, in the page's code CSS", () => {
    expect(codeCss).toMatch(/^\.shiki\{background-color:#FFFFFF;color:#1F2328;--shiki-dark:#E6EDF3\}/);
    expect(codeCss).toContain(":where(.dark) .shiki{background-color:#0D1117;color:var(--shiki-dark)}");
  });

  it("escapes the code", async () => {
    expect(await highlight(`echo "<script>"`, "bash")).toContain("&#x3C;script>");
  });
});
