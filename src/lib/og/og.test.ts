import { describe, expect, it, vi } from "vitest";
import { PNG } from "pngjs";

vi.mock("server-only", () => ({}));

import { ogImageParams, ogTextOf } from "./pages";
import { ogImagePath, OG_SIZE, pagePathOf } from "./paths";
import { renderOgImage, runsOf } from "./render";
import { isPagePath } from "@/lib/content/pages";

/** Pixels of white title text (the background is dark purple) in a horizontal band of the image. */
function ink(png: Buffer, top = 150, bottom = 560): number {
  const image = PNG.sync.read(png);
  let count = 0;
  for (let y = top; y < bottom; y++) {
    for (let x = 0; x < image.width; x++) {
      const i = (y * image.width + x) * 4;
      if (image.data[i]! > 200 && image.data[i + 1]! > 200 && image.data[i + 2]! > 200) count++;
    }
  }
  return count;
}

describe("share images", () => {
  it("cuts an Arabic line into runs in reading order, signs on their own", () => {
    expect(runsOf("Cirta في المغرب: قريبًا")).toEqual([
      { text: "Cirta", kind: "latin", spaceBefore: false },
      { text: "في المغرب", kind: "arabic", spaceBefore: true },
      { text: ":", kind: "sign", spaceBefore: false },
      { text: "قريبًا", kind: "arabic", spaceBefore: true },
    ]);
    expect(runsOf("رسوم Cirta Pay بنسبة 2.5% فقط").map((run) => [run.kind, run.text])).toEqual([
      ["arabic", "رسوم"],
      ["latin", "Cirta Pay"],
      ["arabic", "بنسبة"],
      ["latin", "2.5%"],
      ["arabic", "فقط"],
    ]);
    // Arabic punctuation is a sign too: it follows the word before it, on its left.
    expect(runsOf("مهندس خلفية، المدفوعات؟").map((run) => [run.kind, run.text])).toEqual([
      ["arabic", "مهندس خلفية"],
      ["sign", "،"],
      ["arabic", "المدفوعات"],
      ["sign", "؟"],
    ]);
  });

  it("draws a 1200x630 PNG whose Arabic letters are all there, with signs and Latin names among them", () => {
    const brandOnly = ink(renderOgImage({ lang: "ar", title: "Cirta" }));
    for (const title of ["Cirta في المغرب: قريبًا", "إنشاء دفعة: مرجع واجهة Cirta Pay", "رسوم Cirta Pay وأسعارها"]) {
      const png = renderOgImage({ lang: "ar", title, eyebrow: "الدفع" });
      const { width, height } = PNG.sync.read(png);
      expect([width, height]).toEqual([OG_SIZE.width, OG_SIZE.height]);
      // Before the runs were drawn apart, resvg dropped the Arabic of such titles and drew only "Cirta" and the colon.
      expect(ink(png), title).toBeGreaterThan(brandOnly * 2.5);
    }
  });

  it("starts an Arabic title at the right and an English one at the left", () => {
    const band = (png: Buffer, from: number, to: number) => {
      const image = PNG.sync.read(png);
      let count = 0;
      for (let y = 250; y < 420; y++) for (let x = from; x < to; x++) if (image.data[(y * image.width + x) * 4]! > 200) count++;
      return count;
    };
    const ar = renderOgImage({ lang: "ar", title: "قريبًا" });
    const en = renderOgImage({ lang: "en", title: "Soon" });
    expect(band(ar, 800, 1200)).toBeGreaterThan(0);
    expect(band(ar, 0, 600)).toBe(0);
    expect(band(en, 0, 400)).toBeGreaterThan(0);
    expect(band(en, 600, 1200)).toBe(0);
  });

  it("names one image per page and language, Morocco's home apart, and maps its path back", async () => {
    const params = ogImageParams();
    expect(
      params
        .filter((p) => p.path.join("/") === "home.png")
        .map((p) => `${p.lang}/${p.region}`)
        .sort(),
    ).toEqual(["ar/global", "ar/ma", "en/global", "en/ma", "fr/global", "fr/ma"]);
    expect(ogImagePath("ar", "dz", "/business/pay/pricing")).toBe("/og/ar/global/business/pay/pricing.png");
    expect(ogImagePath("fr", "ma", "/")).toBe("/og/fr/ma/home.png");
    expect(pagePathOf(["business", "pay", "pricing.png"])).toBe("/business/pay/pricing");
    expect(pagePathOf(["home.png"])).toBe("/");
    expect(pagePathOf(["business", "pay"])).toBeNull();
    // Every image has a title in its language.
    for (const { lang, region, path } of params) {
      const page = pagePathOf(path)!;
      expect(isPagePath(page), page).toBe(true);
      if (!isPagePath(page)) continue;
      const { title } = await ogTextOf(lang, region, page);
      expect(title.length, `${lang} ${page}`).toBeGreaterThan(3);
    }
  });
});
