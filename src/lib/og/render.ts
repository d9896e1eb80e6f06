import "server-only";
import path from "node:path";
import { Resvg } from "@resvg/resvg-js";
import { dirOf, type Lang } from "@/config/languages";
import { site } from "@/config/site";
import { OG_SIZE } from "./paths";
import { escapeXml } from "@/lib/xml";

/**
 * Share images (Open Graph, X/Twitter): 1200x630 PNG with the page's title in its
 * language and the brand, drawn at build time from an SVG by resvg.
 *
 * Why resvg and not `next/og`: Satori, under `next/og`, lays out Arabic words
 * left to right (vercel/satori#74). resvg shapes Arabic with rustybuzz and
 * reorders a run of Arabic words right to left, but its `direction="rtl"`
 * reverses the words of a line, and its font fallback fails when one text mixes
 * Arabic with signs (Latin inside Arabic, or the Arabic itself, disappears). So
 * an Arabic line is laid out here: cut into runs of Arabic words, runs of Latin
 * words or numbers, and signs (`runsOf`), placed from the right in reading
 * order, each drawn on its own, as a browser shows the line.
 * The faces are the site's own subsets pinned at bold (`npm run fonts` writes
 * src/fonts/og/*.ttf), read from disk: nothing is fetched.
 */

const FONT_DIR = path.join(process.cwd(), "src/fonts/og");
const fontFiles = [path.join(FONT_DIR, "latin-bold.ttf"), path.join(FONT_DIR, "arabic-bold.ttf")];
/** Inter draws Latin, digits and punctuation; Noto Sans Arabic the Arabic letters. */
const FAMILY = "Inter, Noto Sans Arabic";

const MARGIN = 96;
const TEXT_WIDTH = OG_SIZE.width - 2 * MARGIN;

function resvg(svg: string): Resvg {
  return new Resvg(svg, { font: { fontFiles, loadSystemFonts: false, defaultFontFamily: "Inter" }, fitTo: { mode: "original" } });
}

const widths = new Map<string, number>();
/** The drawn width of a run of text at a size, measured by resvg itself (cached). */
function measure(text: string, size: number, family = FAMILY): number {
  const key = `${size}|${family}|${text}`;
  let width = widths.get(key);
  if (width === undefined) {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="4000" height="400"><text x="10" y="200" font-family="${family}" font-size="${size}">${escapeXml(text)}</text></svg>`;
    width = resvg(svg).getBBox()?.width ?? 0;
    widths.set(key, width);
  }
  return width;
}

/** A piece of an Arabic line drawn on its own: Arabic words, Latin words or numbers, or a punctuation sign. */
export type Run = { text: string; kind: "arabic" | "latin" | "sign"; spaceBefore: boolean };

const ARABIC_CHAR = /[\u0600-\u06FF\u0750-\u077F]/;
const LATIN_CHAR = /[\p{L}\p{N}]/u;

/**
 * An Arabic line cut into runs in reading order. Spaces inside a run of the same
 * kind stay in it; a sign (`:` `!` `(`...) is a run of its own, so that it is
 * placed where an Arabic reader expects it (`المغرب:` shows the colon on the left).
 * Latin-script signs inside a Latin word (`e-mail`, `1,000`, `2.5%`) stay in it.
 */
export function runsOf(line: string): Run[] {
  const runs: Run[] = [];
  let space = false;
  const chars = [...line];
  chars.forEach((char, index) => {
    if (char === " ") {
      space = true;
      return;
    }
    const previous = chars[index - 1] ?? "";
    const next = chars[index + 1] ?? "";
    // Signs inside a Latin word or number stay in it: e-mail, 1,000, 2.5%.
    const inLatinWord =
      (/[-.,'’]/.test(char) && LATIN_CHAR.test(previous) && LATIN_CHAR.test(next)) || (char === "%" && LATIN_CHAR.test(previous));
    const kind: Run["kind"] =
      /\p{P}/u.test(char) && !inLatinWord ? "sign" : ARABIC_CHAR.test(char) ? "arabic" : LATIN_CHAR.test(char) || inLatinWord ? "latin" : "sign";
    const last = runs.at(-1);
    if (last && last.kind === kind && kind !== "sign") last.text += space ? ` ${char}` : char;
    else runs.push({ text: char, kind, spaceBefore: space && runs.length > 0 });
    space = false;
  });
  return runs;
}

/** Arabic runs and signs (، ؟) are drawn by the Arabic face first: resvg falls back per run, not per letter. */
function familyOf(run: Run): string {
  return ARABIC_CHAR.test(run.text) ? "Noto Sans Arabic, Inter" : FAMILY;
}

function spaceWidth(size: number): number {
  return size * 0.28;
}

/** The width of a line as it is laid out (runs and the spaces between them). */
function lineWidth(line: string, size: number, rtl: boolean): number {
  if (!rtl) return measure(line, size);
  return runsOf(line).reduce((sum, run) => sum + measure(run.text, size, familyOf(run)) + (run.spaceBefore ? spaceWidth(size) : 0), 0);
}

/** Greedy wrap on spaces; a word longer than a line stays whole (the size then shrinks). */
function wrap(text: string, size: number, rtl: boolean): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && lineWidth(candidate, size, rtl) > TEXT_WIDTH) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

/** The largest title size (of a few) that fits in three lines, and its lines. */
export function layoutTitle(title: string, lang: Lang): { size: number; lines: string[] } {
  const rtl = dirOf(lang) === "rtl";
  for (const size of [72, 64, 56, 48]) {
    const lines = wrap(title, size, rtl);
    if (lines.length <= 3 && lines.every((line) => lineWidth(line, size, rtl) <= TEXT_WIDTH)) return { size, lines };
  }
  const lines = wrap(title, 44, rtl);
  // Longer than four lines even small: the fourth ends with an ellipsis.
  return { size: 44, lines: lines.length > 4 ? [...lines.slice(0, 3), `${lines[3]}…`] : lines };
}

/** One line of text at the reading side: from the left in LTR, runs placed from the right in RTL. */
function textLine(line: string, y: number, size: number, fill: string, rtl: boolean): string {
  if (!rtl) return `<text x="${MARGIN}" y="${y}" font-size="${size}" fill="${fill}">${escapeXml(line)}</text>`;
  let right = OG_SIZE.width - MARGIN;
  return runsOf(line)
    .map((run) => {
      if (run.spaceBefore) right -= spaceWidth(size);
      const text = `<text x="${right.toFixed(1)}" y="${y}" font-family="${familyOf(run)}" font-size="${size}" fill="${fill}" text-anchor="end">${escapeXml(run.text)}</text>`;
      right -= measure(run.text, size, familyOf(run));
      return text;
    })
    .join("");
}

export type OgImageInput = { lang: Lang; title: string; eyebrow?: string };

/** The SVG of a share image (exported for tests). */
export function ogSvg({ lang, title, eyebrow }: OgImageInput): string {
  const rtl = dirOf(lang) === "rtl";
  const { width, height } = OG_SIZE;
  const { size, lines } = layoutTitle(title, lang);
  const lineHeight = Math.round(size * 1.25);
  const titleTop = Math.round(340 - ((lines.length - 1) * lineHeight) / 2);
  // The brand: the tile of the logo and the name, at the reading side's top corner.
  const tileX = rtl ? width - MARGIN - 64 : MARGIN;
  const nameX = rtl ? tileX - 20 : tileX + 84;
  const domain = new URL(site.url).host.replace(/^www\./, "");
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="${FAMILY}">`,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1b0f3a"/><stop offset="1" stop-color="#3b1782"/></linearGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>`,
    `<rect x="0" y="${height - 12}" width="${width}" height="12" fill="#f8c948"/>`,
    `<g transform="translate(${tileX} 72) scale(2)"><rect width="32" height="32" rx="9" fill="#6a24d9"/><path d="M22 10.5a8 8 0 1 0 0 11" fill="none" stroke="#f8c948" stroke-width="4" stroke-linecap="round"/></g>`,
    `<text x="${nameX}" y="118" font-size="44" fill="#ffffff" text-anchor="${rtl ? "end" : "start"}">${escapeXml(site.name)}</text>`,
    eyebrow ? textLine(eyebrow, titleTop - Math.round(size * 1.05) - 14, 30, "#f8c948", rtl) : "",
    ...lines.map((line, index) => textLine(line, titleTop + index * lineHeight, size, "#ffffff", rtl)),
    textLine(domain, height - 56, 28, "#cbb8f5", rtl),
    `</svg>`,
  ].join("");
}

/** The PNG of a share image. */
export function renderOgImage(input: OgImageInput): Buffer {
  return resvg(ogSvg(input)).render().asPng();
}
