import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { get } from "node:http";
import { localDinar, numberLocale } from "../../src/i18n/format";
import { cpSync, existsSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { businessMessages } from "./business-helpers";

/**
 * Promotions follow the server's calendar, not the build's (src/data/promotions.ts): one
 * `next start` on a copy of the build, whose clock faketime (Debian's package, installed by
 * scripts/test.sh) moves forward from test to test, as the calendar moves under a server that
 * stays up; each test reads the HTML a crawler or a visitor without JavaScript gets.
 *
 * The dates are the configured ones: "freePayoutsWinter" runs from 1 November 2026
 * to 31 March 2027 and "ramadanLinks2027" from 8 February to 9 March 2027 (Algiers
 * time). The build must be older than the moved clocks: scripts/test.sh makes it on the
 * tests' date (tests/clock.json, November 2026), whatever today is. Each date is more than an
 * hour after the one before: the pricing page is rendered again every 15 minutes, and a copy
 * older than Next's `expireTime` (under an hour, src/edge/contract.ts) is never served, so the
 * first request at each date gets a page rendered on that date (docs/business-section.md,
 * "Promotions and the clock").
 */
const DIST = ".next-clock";
const PRISTINE = ".next-pristine";
/** The server's clock, an offset from the real one: libfaketime reads it again every second (FAKETIME_CACHE_DURATION). */
const CLOCK_FILE = `${DIST}/faketime`;
/** Beside the two servers of playwright.config.ts. */
const CLOCK_PORT = Number(process.env.E2E_PORT || 3100) + 2;
const PAGES = ["/business/pay/pricing?lang=en", "/dz/business/pay/pricing?lang=fr", "/dz/business/pay/pricing"] as const;
/** The Ramadan offer's title in each language, as the page prints it (French spaced as the site loads it). */
const RAMADAN = {
  en: businessMessages.en.payPricing.promotions.items.ramadanLinks2027.title,
  fr: businessMessages.fr.payPricing.promotions.items.ramadanLinks2027.title,
  ar: businessMessages.ar.payPricing.promotions.items.ramadanLinks2027.title,
};

test.describe.configure({ mode: "serial" });

let server: ChildProcess | undefined;

/** The instants of the three tests, in order (UTC). */
const EVENING = "2027-02-07 22:30:00"; // 23:30 in Algiers, the evening before Ramadan's offer
const FIRST_DAY = "2027-02-07 23:30:00"; // 00:30 on 8 February in Algiers
const ENDED = "2027-04-01 00:30:00"; // 01:30 on 1 April in Algiers, every offer over

/** The server's clock as an offset from the real one (this process runs on it), running from `instant`. */
function writeClock(instant: string) {
  const offset = Math.round((Date.parse(`${instant}Z`) - Date.now()) / 1000);
  writeFileSync(CLOCK_FILE, `${offset < 0 ? "" : "+"}${offset}\n`);
}

/**
 * A GET on a connection of its own, closed after the answer. Not fetch: fetch keeps the connection
 * open for the next request, and when the server's clock jumps forward its timers fire early. If
 * libfaketime reads the new offset while the server is answering, the answer carries the new date
 * but the connection's keep-alive timer (5 seconds) is counted from the loop's old time: at the
 * server's next turn it is weeks overdue and closes the connection, just as the next request goes
 * out on it ("other side closed": the CI of f3cf532, in the third test, whose jump is 53 days).
 */
function getOnce(pathname: string): Promise<{ status: number; date: string; body: string }> {
  return new Promise((resolve, reject) => {
    const request = get({ host: "localhost", port: CLOCK_PORT, path: pathname, agent: false, headers: { connection: "close" } }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (body += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, date: response.headers.date ?? "", body }));
      response.on("error", reject);
    });
    request.on("error", reject);
  });
}

/** The instant the server's clock was last set to. */
let setAt = "";

/**
 * Moves the server's clock forward to `instant` and waits until it answers on that date. Never
 * back: libfaketime moves the monotonic clock with it, and a Node process whose monotonic clock
 * goes back stops running its timers until it catches up (a forward move only fires them early).
 * The server starts on the first instant, so the first test moves nothing.
 */
async function clockAt(instant: string) {
  if (Date.parse(`${instant}Z`) < Date.parse(`${setAt}Z`)) throw new Error(`the clock only moves forward: ${setAt}, then ${instant}`);
  if (instant !== setAt) writeClock(instant);
  setAt = instant;
  await expect
    .poll(
      async () => {
        const date = (await getOnce("/robots.txt").catch(() => null))?.date;
        return Math.abs(Date.parse(date ?? "") - Date.parse(`${instant}Z`)) < 120_000;
      },
      { timeout: 60_000, message: `the server's clock at ${instant}` },
    )
    .toBe(true);
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  // A copy of the build that no other server writes to (scripts/test.sh makes it before the servers start: the
  // main server renders the pricing page again into .next every 15 minutes); else the build itself.
  const source = existsSync(PRISTINE) ? PRISTINE : process.env.E2E_DIST_DIR || ".next";
  rmSync(DIST, { recursive: true, force: true });
  cpSync(source, DIST, { recursive: true, filter: (file) => !/^(cache|dev)(\/|$)/.test(path.relative(source, file)) });
  writeClock(EVENING);
  setAt = EVENING;
  // libfaketime itself, as the faketime command preloads it.
  const preload = execFileSync("faketime", ["-f", "+0", "printenv", "LD_PRELOAD"], { encoding: "utf8" }).trim();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    LD_PRELOAD: preload,
    FAKETIME_TIMESTAMP_FILE: path.resolve(CLOCK_FILE),
    FAKETIME_CACHE_DURATION: "1",
    TZ: "UTC",
    NEXT_DIST_DIR: DIST,
    NEXT_TELEMETRY_DISABLED: "1",
    LEADS_DATA_DIR: `${DIST}-leads`,
  };
  // FAKETIME would override the file. The monotonic clock moves too: Next dates its cached pages
  // with performance.timeOrigin + performance.now(), which would otherwise stay on the start date.
  delete env.FAKETIME;
  delete env.FAKETIME_DONT_FAKE_MONOTONIC;
  server = spawn("node_modules/.bin/next", ["start", "-p", String(CLOCK_PORT)], {
    env,
    stdio: "ignore",
    // Its own process group, so that stopping it stops whatever it started.
    detached: true,
  });
  await expect
    .poll(async () => (await getOnce("/robots.txt").catch(() => null))?.status, { timeout: 60_000 })
    .toBe(200);
});

test.afterAll(async () => {
  if (server?.pid && server.exitCode === null) {
    const exited = new Promise((resolve) => server?.once("exit", resolve));
    process.kill(-server.pid, "SIGTERM");
    await exited;
  }
  rmSync(DIST, { recursive: true, force: true });
  rmSync(`${DIST}-leads`, { recursive: true, force: true });
});

async function promotionsAt(url: string) {
  const { status, body: html } = await getOnce(url);
  expect(status, url).toBe(200);
  return { html, ids: [...html.matchAll(/data-promotion="([^"]+)"/g)].map((match) => match[1]) };
}

/** The fee calculator of the English pricing page, switched to payouts; its startup card. */
async function payoutCalculator(page: Page) {
  const m = businessMessages.en.payPricing;
  await page.goto(`http://localhost:${CLOCK_PORT}/business/pay/pricing?lang=en`);
  await page.getByRole("radio", { name: m.schedule.operations.transfer }).check();
  await expect(page.locator("#calculator [data-ready]")).toBeAttached();
  await expect(page.getByRole("radio", { name: m.schedule.operations.transfer })).toBeChecked();
  return { m, startup: page.locator('#calculator [data-result="startup"]'), offer: page.locator('#calculator [data-offer="transfer"]') };
}

/** An amount as the English pages print it (src/i18n/format.ts). */
const dzd = (value: number) => localDinar("en", new Intl.NumberFormat(numberLocale("en"), { style: "currency", currency: "DZD", minimumFractionDigits: 2 }).format(value));

test("the evening before a promotion starts, the server does not show it yet; the running winter offer makes payouts free in the calculator", async ({
  page,
}) => {
  await clockAt(EVENING);
  for (const url of PAGES) {
    const { html, ids } = await promotionsAt(url);
    expect(ids, url).toEqual(["freePayoutsWinter"]);
    expect(html).not.toContain(RAMADAN.en);
  }
  const { m, startup, offer } = await payoutCalculator(page);
  await expect(offer).toContainText(m.promotions.items.freePayoutsWinter.title);
  // The same last day as the offer's card above the calculator says.
  const lastDay = await page.locator('[data-promotion="freePayoutsWinter"] time').textContent();
  expect(lastDay).toMatch(/2027/);
  await expect(offer).toContainText(lastDay ?? "");
  await expect(startup).toContainText(`${m.calculator.fee}${dzd(0)}`);
});

test("on its start date a scheduled promotion is in the server's HTML, without a new build", async () => {
  await clockAt(FIRST_DAY);
  for (const [url, lang] of [
    [PAGES[0], "en"],
    [PAGES[1], "fr"],
    [PAGES[2], "ar"],
  ] as const) {
    const { html, ids } = await promotionsAt(url);
    expect(ids, url).toEqual(["freePayoutsWinter", "ramadanLinks2027"]);
    expect(html, url).toContain(RAMADAN[lang]);
    expect(ids, url).not.toContain("zeroUntil2024");
  }
});

test("once every promotion has ended the server's HTML has no offers at all, and the calculator charges payouts again", async ({
  page,
}) => {
  await clockAt(ENDED);
  for (const url of PAGES) {
    const { html, ids } = await promotionsAt(url);
    expect(ids, url).toEqual([]);
    expect(html, url).not.toContain('aria-labelledby="payPricing-promotions-title"');
  }
  const { m, startup, offer } = await payoutCalculator(page);
  await expect(offer).toHaveCount(0);
  // The schedule's payout fee on startup (src/data/fees.ts).
  await expect(startup).toContainText(`${m.calculator.fee}${dzd(200)}`);
});
