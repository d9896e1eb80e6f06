import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes, inlineScripts, runs, scriptHash } from "./inline-scripts";

describe("a page's inline scripts", () => {
  it("hashes a script's text as CSP does: SHA-256 of its UTF-8 bytes, in base64", () => {
    // The value every CSP guide gives for alert(1).
    expect(scriptHash("alert(1)")).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
    // The UTF-8 bytes: an Arabic letter is two (0xd8 0xa8).
    const bytes = createHash("sha256")
      .update(Buffer.from([0xd8, 0xa8]))
      .digest("base64");
    expect(scriptHash("ب")).toBe(`'sha256-${bytes}'`);
  });

  it("reads every <script> without src, with its attributes, as the HTML parser ends it", () => {
    const html = [
      `<head><script data-document-script="">(function(){var a="</scrip"+"t>"})()</script>`,
      `<script src="/_next/static/chunks/a.js" async=""></script>`,
      `<SCRIPT type='text/javascript' id=_R_>self.x=1</SCRIPT >`,
      `<script type="application/ld+json">{"@type":"Organization"}</script/>`,
      `<noscript><img src="x"></noscript><script nonce="abc">b()</script></body>`,
    ].join("");
    expect(inlineScripts(html)).toEqual([
      { attributes: { "data-document-script": "" }, text: `(function(){var a="</scrip"+"t>"})()` },
      { attributes: { type: "text/javascript", id: "_R_" }, text: "self.x=1" },
      { attributes: { type: "application/ld+json" }, text: `{"@type":"Organization"}` },
      { attributes: { nonce: "abc" }, text: "b()" },
    ]);
  });

  it("hashes the text with its line breaks as the browser reads them (\\r\\n and \\r are \\n)", () => {
    expect(inlineScriptHashes("<script>a()\r\nb()\rc()</script>")).toEqual([scriptHash("a()\nb()\nc()")]);
  });

  it("counts only what the browser runs: no type, a JavaScript type, a module, an import map; never a data block", () => {
    const typed = (type: string) => ({ attributes: { type }, text: "" });
    for (const type of ["", " text/javascript ", "TEXT/JAVASCRIPT", "application/javascript", "module", "importmap", "speculationrules"])
      expect(runs(typed(type)), type).toBe(true);
    expect(runs({ attributes: {}, text: "" })).toBe(true);
    for (const type of ["application/ld+json", "application/json", "text/plain", "text/template", "text/javascript; charset=utf-8"])
      expect(runs(typed(type)), type).toBe(false);
  });

  it("lists each hash once, in the page's order, JSON-LD left out", () => {
    const html = `<script>a()</script><script type="application/ld+json">{}</script><script>b()</script><script>a()</script>`;
    expect(inlineScriptHashes(html)).toEqual([scriptHash("a()"), scriptHash("b()")]);
    expect(inlineScriptHashes(html, (script) => script.text === "b()")).toEqual([scriptHash("b()")]);
  });
});
