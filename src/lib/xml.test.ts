import { describe, expect, it } from "vitest";
import { escapeXml } from "./xml";

describe("escapeXml", () => {
  it("escapes the five characters XML reserves, ampersand first, and leaves the rest", () => {
    expect(escapeXml(`Tom & Jerry's <b>"best"</b> &amp; دج`)).toBe(
      "Tom &amp; Jerry&apos;s &lt;b&gt;&quot;best&quot;&lt;/b&gt; &amp;amp; دج",
    );
    expect(escapeXml("https://cirta.example/dz?lang=ar&q=1")).toBe("https://cirta.example/dz?lang=ar&amp;q=1");
  });
});
