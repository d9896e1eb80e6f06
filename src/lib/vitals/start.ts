import { whenIdle } from "@/lib/when-idle";

/**
 * Loads the Web Vitals code (collect.ts) once the page has loaded and the browser is idle, and
 * starts it: from WebVitals in a build without analytics (in a build with it, the consent gate
 * loads it with the prompt, after-load.ts). Returns what cancels it if it has not started yet.
 */
export function startVitals(lang: string): () => void {
  return whenIdle(() => {
    import("./collect").then(({ collectVitals }) => collectVitals(lang)).catch(() => {});
  }, 5000);
}
