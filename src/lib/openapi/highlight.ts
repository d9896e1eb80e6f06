import { createHighlighterCore, type HighlighterCore } from "shiki/core";
import { createJavaScriptRegexEngine } from "shiki/engine/javascript";
import lightTheme from "shiki/themes/github-light-default.mjs";
import darkTheme from "shiki/themes/github-dark-default.mjs";

/** Grammars the docs use. */
export type CodeLang = "bash" | "javascript" | "php" | "python" | "json";

type Settings = { foreground?: string };
type ThemeRule = { settings?: Settings };

/**
 * Token colours as classes instead of inline styles: the two GitHub themes list the
 * same scopes in the same order, so rule i gives one (light, dark) pair. A token span
 * then weighs `class="sk3"` instead of a 40-byte style, in the HTML and in the RSC
 * payload alike. Pairs not in the palette keep their inline style.
 */
const palette = (() => {
  const pairs = new Map<string, string>();
  const lightRules = (lightTheme as { tokenColors?: ThemeRule[] }).tokenColors ?? [];
  const darkRules = (darkTheme as { tokenColors?: ThemeRule[] }).tokenColors ?? [];
  lightRules.forEach((rule, index) => {
    const light = rule.settings?.foreground;
    const dark = darkRules[index]?.settings?.foreground;
    if (!light || !dark) return;
    const style = `color:${light.toUpperCase()};--shiki-dark:${dark.toUpperCase()}`;
    if (!pairs.has(style)) pairs.set(style, `sk${pairs.size}`);
  });
  return pairs;
})();

type Theme = { fg?: string; bg?: string; colors?: Record<string, string> };
const foreground = (theme: Theme) => (theme.fg ?? theme.colors?.["editor.foreground"] ?? "").toUpperCase();
const background = (theme: Theme) => (theme.bg ?? theme.colors?.["editor.background"] ?? "").toUpperCase();
/** Tokens in the theme's default colour: they inherit it from the `<pre>`. */
const baseStyle = `color:${foreground(lightTheme as Theme)};--shiki-dark:${foreground(darkTheme as Theme)}`;

/**
 * CSS of highlighted code, emitted once per docs page: the block's colours (shiki
 * would repeat them in a style on every `<pre>`), the palette classes, and dark mode,
 * where every token takes its `--shiki-dark` colour (the block's own by inheritance).
 */
export const codeCss = [
  `.shiki{background-color:${background(lightTheme as Theme)};color:${foreground(lightTheme as Theme)};--shiki-dark:${foreground(darkTheme as Theme)}}`,
  ...[...palette].map(([style, name]) => `.shiki .${name}{${style}}`),
  `:where(.dark) .shiki{background-color:${background(darkTheme as Theme)};color:var(--shiki-dark)}`,
  ":where(.dark) .shiki span{color:var(--shiki-dark)!important}",
].join("");

let highlighter: Promise<HighlighterCore> | undefined;

function getHighlighter(): Promise<HighlighterCore> {
  // The JavaScript regex engine avoids shipping and loading WebAssembly on the server.
  highlighter ??= createHighlighterCore({
    themes: [lightTheme, darkTheme],
    langs: [
      import("shiki/langs/bash.mjs"),
      import("shiki/langs/javascript.mjs"),
      import("shiki/langs/php.mjs"),
      import("shiki/langs/python.mjs"),
      import("shiki/langs/json.mjs"),
    ],
    engine: createJavaScriptRegexEngine(),
  });
  return highlighter;
}

const cache = new Map<string, string>();

/**
 * Highlights code on the server into a `<pre class="shiki">` with both themes:
 * light colours by default, dark ones as `--shiki-dark` that `codeCss` applies
 * in dark mode. Tokens in the block's default colour inherit it (no attribute at all),
 * and lines are plain text lines (no wrapper per line): every byte here is paid twice,
 * in the HTML and in the page's React payload. Results are cached: every language
 * and region of a page shares them.
 */
export async function highlight(code: string, lang: CodeLang): Promise<string> {
  const key = `${lang}\u0000${code}`;
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  const html = (await getHighlighter()).codeToHtml(code, {
    lang,
    themes: { light: "github-light-default", dark: "github-dark-default" },
    // No time limit per line: shiki's default (500 ms) stops tokenizing a line on a busy machine
    // (the first lines also compile the grammar), so the same code came out coloured differently.
    tokenizeTimeLimit: 0,
    transformers: [
      {
        pre(node) {
          // The block's colours come from `codeCss`; keep focus for keyboard scrolling.
          node.properties = { class: "shiki", tabindex: "0" };
        },
        code(node) {
          node.children = node.children.flatMap((child) =>
            child.type === "element" && [child.properties.class].flat().includes("line") ? child.children : [child],
          );
        },
        span(node) {
          const style = node.properties.style;
          if (typeof style !== "string") return;
          const normalized = style.toUpperCase().replace("COLOR:", "color:").replace("--SHIKI-DARK:", "--shiki-dark:");
          if (normalized === baseStyle) delete node.properties.style;
          else if (palette.has(normalized)) {
            delete node.properties.style;
            node.properties.class = palette.get(normalized);
          }
        },
      },
    ],
  });
  cache.set(key, html);
  return html;
}
