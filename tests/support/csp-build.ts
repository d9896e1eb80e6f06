import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

/**
 * A build folder as `next build` leaves it, with what the CSP reads (src/lib/csp/pages.ts): the
 * prerender manifest and a few pages' HTML, each with the document's two marked scripts.
 */
export const documentScripts = ["prepaint()", "theme()"];
export const fixturePages = {
  /** A pre-rendered page: the document's scripts, Next's, and a JSON-LD block. */
  "/ar/dz": ["self.__next_f=[]", 'self.__next_f.push([1,"home"])'],
  "/en/global/app": ['self.__next_f.push([1,"app"])'],
  "/ar/dz/page-not-found": ['self.__next_f.push([1,"404"])'],
  "/en/global/page-not-found": ['self.__next_f.push([1,"404 en"])'],
  "/fr/dz/page-not-found": ['self.__next_f.push([1,"404 fr"])'],
  "/fr/dz/business/pay/contact": ['self.__next_f.push([1,"contact"])'],
} as const;

export function cspBuild(): string {
  const distDir = mkdtempSync(path.join(os.tmpdir(), "csp-build-"));
  const routes: Record<string, { initialRevalidateSeconds: number | false }> = {};
  const write = (route: string, extension: string, text: string) => {
    const file = path.join(distDir, "server/app", `${route}${extension}`);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
  };
  for (const [route, scripts] of Object.entries(fixturePages)) {
    routes[route] = { initialRevalidateSeconds: false };
    write(
      route,
      ".html",
      `<!DOCTYPE html><html><head><script data-document-script="">${documentScripts[0]}</script>` +
        `<script src="/_next/static/chunks/a.js" async=""></script></head><body>` +
        `<script data-document-script="">${documentScripts[1]}</script>` +
        `<script type="application/ld+json">{"@type":"WebPage"}</script>` +
        scripts.map((script) => `<script>${script}</script>`).join("") +
        `</body></html>`,
    );
  }
  // Regenerated at run time (ISR): its HTML changes after the build.
  routes["/en/global/business/pay/pricing"] = { initialRevalidateSeconds: 900 };
  write("/en/global/business/pay/pricing", ".html", "<script>changes()</script>");
  // A route handler answered at build: a body, no HTML.
  routes["/en/global/llms.txt"] = { initialRevalidateSeconds: false };
  write("/en/global/llms.txt", ".body", "# Cirta");
  writeFileSync(path.join(distDir, "prerender-manifest.json"), JSON.stringify({ version: 4, routes, dynamicRoutes: {} }));
  return distDir;
}
