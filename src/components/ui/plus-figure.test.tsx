import { readFileSync } from "node:fs";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { formatterFor } from "@/i18n/format";
import { PlusFigure } from "./plus-figure";

describe("a headline figure and its plus", () => {
  it("keeps the figure and its «+» in one left-to-right isolate, the sign after the number", () => {
    // The company page's users figure (src/data/company.ts), as the Arabic page formats it.
    const users = formatterFor("ar", "dz").number(1_200_000, "count");
    expect(users).toBe("1.200.000");
    expect(renderToStaticMarkup(<PlusFigure figure={users} />)).toBe('<bdi dir="ltr">1.200.000+</bdi>');
  });

  it("is how the company page writes its figures, never a bare «+» after a number", () => {
    const section = readFileSync("src/app/[lang]/[region]/company/_sections/figures-section.tsx", "utf8");
    expect(section).toContain("<PlusFigure figure={format.number(value, \"count\")} />");
    expect(section).not.toMatch(/\}\+</);
  });
});
