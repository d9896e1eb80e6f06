import { createHash } from "node:crypto";

/**
 * The inline scripts of a page's HTML as a browser runs them, and their CSP hashes
 * (docs/architecture.md, "Security headers"). Read from the HTML Next writes at build: its
 * `<script>` elements, whose text ends at the first `</script` (Next escapes `<` in what it
 * inlines, and React in what it renders).
 */
export type InlineScript = { attributes: Record<string, string>; text: string };

const scriptElement = /<script\b([^>]*)>([\s\S]*?)<\/script[\s/>]/gi;
const attribute = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

/** Every `<script>` without `src`, with its attributes (names in lower case) and its text. */
export function inlineScripts(html: string): InlineScript[] {
  // The HTML parser reads every line break as \n before anything else: the text a browser hashes.
  const normalized = html.replace(/\r\n?/g, "\n");
  const scripts: InlineScript[] = [];
  for (const [, rawAttributes = "", text = ""] of normalized.matchAll(scriptElement)) {
    const attributes: Record<string, string> = {};
    for (const [, name = "", double, single, bare] of rawAttributes.matchAll(attribute))
      attributes[name.toLowerCase()] ??= double ?? single ?? bare ?? "";
    if (!("src" in attributes)) scripts.push({ attributes, text });
  }
  return scripts;
}

/** The types of script a browser runs: the HTML standard's JavaScript MIME types, modules, import maps, speculation rules. */
const runningTypes = new Set([
  "application/ecmascript",
  "application/javascript",
  "application/x-ecmascript",
  "application/x-javascript",
  "text/ecmascript",
  "text/javascript",
  "text/javascript1.0",
  "text/javascript1.1",
  "text/javascript1.2",
  "text/javascript1.3",
  "text/javascript1.4",
  "text/javascript1.5",
  "text/jscript",
  "text/livescript",
  "text/x-ecmascript",
  "text/x-javascript",
  "module",
  "importmap",
  "speculationrules",
]);

/**
 * Whether the browser runs the script, and so checks it against `script-src`: no type, an empty
 * one, a JavaScript type, a module, an import map or speculation rules. Anything else is a data
 * block the browser never runs (the JSON-LD of `application/ld+json`): it needs no hash.
 */
export function runs(script: InlineScript): boolean {
  const type = script.attributes.type?.trim().toLowerCase();
  return !type || runningTypes.has(type);
}

/** The CSP source that allows a script with this text: `'sha256-<base64>'` of its UTF-8 bytes. */
export function scriptHash(text: string): string {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

/** The hashes of the scripts the page runs, each once, in the order of the page. */
export function inlineScriptHashes(html: string, only: (script: InlineScript) => boolean = () => true): string[] {
  return [
    ...new Set(
      inlineScripts(html)
        .filter((script) => runs(script) && only(script))
        .map((script) => scriptHash(script.text)),
    ),
  ];
}
