/**
 * What the consent gate (analytics.tsx) loads once the page is idle, in one chunk: the prompt,
 * which it shows on a first visit (and when "Cookie settings" is pressed), and the Web Vitals code,
 * which every page view runs. One chunk instead of two saves the loader and the chunk wrapper of the
 * second: about 150 B of the 6 KB (docs/consent-and-vitals.md, "What it costs"). A visitor who has
 * already chosen loads the prompt's code with the vitals code all the same, after the page, unused
 * until the footer's control is pressed. A build without analytics loads collect.ts alone
 * (web-vitals.tsx).
 */
export { ConsentPrompt } from "./consent-prompt";
export { collectVitals } from "@/lib/vitals/collect";
