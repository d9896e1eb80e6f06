import { langs } from "../../src/config/languages";
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, type Page } from "@playwright/test";
import { GA_URL } from "./servers";

/**
 * The date every test lives on (tests/clock.json, or TEST_NOW): scripts/test.sh runs the builds and
 * the servers on it; a spec that reads the date in the page installs it with `page.clock`.
 */
export const TEST_NOW = new Date(
  process.env.TEST_NOW || (JSON.parse(readFileSync(path.join(process.cwd(), "tests/clock.json"), "utf8")) as { now: string }).now,
);

/**
 * The servers' clock at this moment: the real one moved by scripts/test.sh's offset (unmoved when
 * the servers run on the real clock). Playwright runs on the real clock; a page whose code checks
 * what a server dated (the proof of work's expiry) gets this time with `page.clock.install`.
 */
export function serverNow(): Date {
  return new Date(Date.now() + Number(process.env.TEST_CLOCK_OFFSET || 0) * 1000);
}

/** Base URL of the build with NEXT_PUBLIC_GA_ID set (see playwright.config.ts). */
export const GA_BASE_URL = GA_URL;

export const PHONE = { width: 400, height: 800 };
export const DESKTOP = { width: 1280, height: 900 };

/** Collects console errors and failed requests, so a test can assert there were none. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`console: ${message.text()}`);
  });
  page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
  return errors;
}

/**
 * Lays out and paints every section now, as if all were in view. The site leaves sections below
 * the first screen unrendered until they near the viewport (`content-visibility: auto`,
 * globals.css), whose paint containment would clip, and so hide from an overflow check, content
 * wider than the screen. Tests that look for overflow call this first: `data-render-all` on
 * <html> switches it off.
 */
export async function layOutEverything(page: Page) {
  await page.evaluate(() => document.documentElement.setAttribute("data-render-all", ""));
}

/**
 * Waits until React has hydrated the header (client handlers attached) and committed: Next's
 * router writes its state into the history entry (`__NA`) when its first render commits, and
 * that write also resets the address to the one it loaded. React attaches handlers to the DOM
 * while it renders, which on a slow machine can be a few tasks before that commit: a hash set in
 * between was lost (a fresh-clone CI run, developer-reference.spec.ts).
 */
export async function waitForHydration(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("data-js", "");
  await page.waitForFunction(() => {
    const el = document.querySelector('[data-testid="locale-trigger"]');
    const hydrated = !!el && Object.keys(el).some((key) => key.startsWith("__reactProps"));
    return hydrated && (history.state as { __NA?: boolean } | null)?.__NA === true;
  });
}

/** Records every text that appears inside a polite live region (role=status or aria-live=polite). */
export async function recordPoliteAnnouncements(page: Page) {
  await page.addInitScript(() => {
    const announced: string[] = [];
    (window as unknown as { __announced: string[] }).__announced = announced;
    const polite = '[role="status"], [aria-live="polite"]';
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        const target = record.target instanceof Element ? record.target : record.target.parentElement;
        const nodes = [target, ...Array.from(record.addedNodes)].filter((node): node is Element => node instanceof Element);
        for (const node of nodes) {
          const region = node.closest(polite) ?? node.querySelector(polite);
          if (region?.textContent) announced.push(region.textContent);
        }
      }
    });
    document.addEventListener(
      "DOMContentLoaded",
      () => observer.observe(document.body, { childList: true, subtree: true, characterData: true }),
      {
        once: true,
      },
    );
  });
}

/** Everything announced in polite live regions since the page loaded (see `recordPoliteAnnouncements`). */
export async function announcements(page: Page): Promise<string> {
  return page.evaluate(() => (window as unknown as { __announced: string[] }).__announced.join("\n"));
}

/** Where the fake clock of timing tests starts (see `stopClock`). */
export const CLOCK_START = new Date("2026-06-15T09:00:00Z");

/**
 * Stops the fake clock installed with `page.clock.install({ time: CLOCK_START })`:
 * it jumps a day ahead (firing what was due) and stands still, so from here only
 * `runFor` moves time and a busy machine cannot eat into a timed behaviour. The
 * target is computed from the install time, never read from the page, so it can
 * never be in the past (a page cannot run a day between two test steps).
 */
export async function stopClock(page: Page) {
  await page.clock.pauseAt(new Date(CLOCK_START.getTime() + 86_400_000));
}

export const REGION_PREFIXES = ["", "/dz", "/ma"] as const;
export const LANGS = langs;

type Requester = { get: (url: string) => Promise<{ status(): number; text(): Promise<string> }> };

/**
 * Asserts that a region-less path answers 200 in every region and language,
 * with the right `<html lang dir>`. Uses plain HTTP: fast enough to cover every page.
 */
export async function expectPageEverywhere(request: Requester, path: string) {
  for (const prefix of REGION_PREFIXES) {
    for (const lang of LANGS) {
      const url = `${prefix}${path === "/" && prefix ? "" : path}?lang=${lang}`;
      const response = await request.get(url);
      expect(response.status(), url).toBe(200);
      expect(await response.text(), url).toContain(`<html lang="${lang}" dir="${lang === "ar" ? "rtl" : "ltr"}"`);
    }
  }
}

/** The visible text of a page's <main> in the server HTML (tags and scripts stripped). */
export async function mainText(request: Requester, url: string): Promise<string> {
  const html = await (await request.get(url)).text();
  const main = /<main[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? "";
  return main
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&[a-z#0-9]+;/gi, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** Share of letters in Arabic script (0 to 1), ignoring Latin product and partner names. */
export function arabicShare(text: string): number {
  const letters = text.replace(/Cirta( App| Pay| Pro| Developers| Credit)?|CC|CIB|Edahabia|Visa|Mastercard|PayPal|Baridi Mob|Mobilis|Djezzy|Ooredoo|Idoom|Netflix|Razer|Xbox|PlayStation|PUBG Mobile|Free Fire|Sonelgaz|Algérie Télécom|ADE|Seaal|Google Play|API|SDK|QR|DZD|PIN/g, "").match(/\p{L}/gu) ?? [];
  return letters.length ? letters.filter((c) => /\p{Script=Arabic}/u.test(c)).length / letters.length : 0;
}

/**
 * Once the page has loaded (hydrated, network idle), holds every script it asks
 * for from then on, so a test can act before on-demand code arrives and check
 * that the code was asked for only then. `count()` says how many are held;
 * `release()` lets them through.
 */
export async function holdLateScripts(page: Page) {
  await waitForHydration(page);
  await page.waitForLoadState("networkidle");
  const held: (() => Promise<void>)[] = [];
  let holding = true;
  let count = 0;
  await page.route("**/_next/static/chunks/*.js", (route) => {
    count++;
    if (holding) held.push(() => route.continue());
    else return route.continue();
  });
  return {
    count: () => count,
    release: async () => {
      holding = false;
      for (const next of held.splice(0)) await next();
    },
  };
}
