import { describe, expect, it } from "vitest";
import { jsonLd } from "./json-ld";

describe("structured data (JSON-LD) in a script element", () => {
  it("escapes every <, so no text in it can close the script element", () => {
    expect(jsonLd({ title: "</script><script>alert(1)</script>" })).toBe(
      '{"title":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>"}',
    );
    expect(jsonLd({ title: "</script><script>alert(1)</script>" })).not.toContain("<");
  });

  it("still reads as the same data", () => {
    expect(JSON.parse(jsonLd({ title: "a<b", list: ["<", 1] }))).toEqual({ title: "a<b", list: ["<", 1] });
  });
});
