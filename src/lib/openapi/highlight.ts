import { createHighlighterCore, type HighlighterCore } from "shiki/core";
import { createJavaScriptRegexEngine } from "shiki/engine/javascript";

/** Grammars the docs use. */
export type CodeLang = "bash" | "javascript" | "php" | "python" | "json";

let highlighter: Promise<HighlighterCore> | undefined;

function getHighlighter(): Promise<HighlighterCore> {
  // The JavaScript regex engine avoids shipping and loading WebAssembly on the server.
  highlighter ??= createHighlighterCore({
    themes: [import("shiki/themes/github-light-default.mjs"), import("shiki/themes/github-dark-default.mjs")],
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
 * light colours inline, dark ones as `--shiki-dark` variables that the code block
 * applies in dark mode. Results are cached (9 renders of each page share them).
 */
export async function highlight(code: string, lang: CodeLang): Promise<string> {
  const key = `${lang}\u0000${code}`;
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  const html = (await getHighlighter()).codeToHtml(code, {
    lang,
    themes: { light: "github-light-default", dark: "github-dark-default" },
  });
  cache.set(key, html);
  return html;
}
