import { readFileSync } from "node:fs";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ArrowRight, Printer, X } from "./lucide";

const source = readFileSync("src/components/icons/lucide.tsx", "utf8");

describe("Lucide icons drawn as plain SVG", () => {
  it("draws the icon's own shapes, decorative by default, with the shared stroke class", () => {
    const html = renderToStaticMarkup(<ArrowRight className="size-4 rtl:-scale-x-100" />);
    expect(html).toMatch(/^<svg width="24" height="24" viewBox="0 0 24 24" class="icon size-4 rtl:-scale-x-100" aria-hidden="true">/);
    expect(html).toContain('<path d="M5 12h14"></path><path d="m12 5 7 7-7 7"></path>');
    expect(html).not.toMatch(/stroke-width|fill=/);
  });

  it("is announced when it is given a name, and takes a stroke width as a style (a presentation attribute would lose to .icon)", () => {
    const named = renderToStaticMarkup(<X aria-label="Close" role="img" />);
    expect(named).toContain('aria-label="Close"');
    expect(named).not.toContain("aria-hidden");
    expect(renderToStaticMarkup(<Printer aria-hidden strokeWidth={1.25} />)).toContain('style="stroke-width:1.25"');
  });

  it("is no client component, and marks every icon pure so that a client bundle keeps only the icons it imports", () => {
    expect(source).not.toMatch(/^["']use client["']/m);
    const exports = [...source.matchAll(/^export const \w+ = (.*)$/gm)].map((match) => match[1]!);
    expect(exports.length).toBeGreaterThan(50);
    expect(exports.filter((call) => !call.startsWith("/* @__PURE__ */ lucideIcon("))).toEqual([]);
  });
});
