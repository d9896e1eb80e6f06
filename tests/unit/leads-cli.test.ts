import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openLeadStore } from "@/db/client";
import { storeLead } from "@/lib/leads/store";
import { validateLead } from "@/lib/leads/validate";

/** The team's commands (`npm run leads:*`), run as the team runs them, on an embedded database. */
// `leads:purge` reads the clock it runs on (the suite's, under faketime, or the real one): the leads are dated from that
// clock, so that which is past the retention period does not depend on the day the test runs.
const day = 86_400_000;
const recentAt = new Date(Date.now() - 2 * day);
const oldAt = new Date(Date.now() - 2 * 365 * day);
/** A day between the two, as `--since` takes it. */
const since = new Date(Date.now() - 30 * day).toISOString().slice(0, 10);
const dir = mkdtempSync(path.join(os.tmpdir(), "cirta-leads-cli-"));
const dataDir = path.join(dir, "leads");

/**
 * Each call is a new Node process that opens the embedded database (PGlite's WebAssembly build):
 * 2 to 4 s on an idle 2-core machine, over 10 s on a busy one (a CI run beside a build timed out
 * at 30 s for four calls). The tests' time limit allows for the busy case.
 */
const CLI_TIMEOUT = 120_000;

function leads(...args: string[]) {
  const result = spawnSync(process.execPath, ["scripts/leads.mjs", ...args], {
    encoding: "utf8",
    env: { ...process.env, DATABASE_URL: "", LEADS_DATA_DIR: dataDir },
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

beforeAll(async () => {
  const store = await openLeadStore({ dataDir });
  const add = async (form: "sales" | "notify", fields: Record<string, string>, now: Date) => {
    const parsed = validateLead(form, form === "notify" ? "ma" : "dz", new URLSearchParams({ ...fields, consent: "yes" }));
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
    await storeLead(store.db, {
      lead: parsed.lead,
      region: "dz",
      lang: "ar",
      verified: true,
      consentNotice: "/business/privacy",
      channels: ["email"],
      now,
    });
  };
  const sales = { organisation: "مخبزة الأمل", name: "-2+3", email: "amal@example.dz", phone: "0550 12 34 56", volume: "under-1m" };
  await add("sales", sales, recentAt);
  await add("notify", { email: "old@example.ma" }, oldAt);
  await store.close();
}, 60_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("npm run leads:*", () => {
  it("exports CSV that Excel reads as UTF-8, filtered by date and form, with formulas neutralized", () => {
    const all = leads("export");
    expect(all.status).toBe(0);
    expect(all.stdout.startsWith("\uFEFFcreated_at,")).toBe(true);
    expect(all.stdout.split("\r\n").filter(Boolean)).toHaveLength(3);
    const recent = leads("export", "--since", since, "--form", "sales");
    expect(recent.stdout).toContain("مخبزة الأمل");
    expect(recent.stdout).toContain("'-2+3");
    expect(recent.stdout).toContain("'+213550123456");
    expect(recent.stdout).not.toContain("old@example.ma");
    expect(leads("export", "--form", "notify").stdout).toContain("old@example.ma");
  }, CLI_TIMEOUT);

  it("refuses a bad date or form with a message, not a stack trace", () => {
    const refused: [string[], RegExp][] = [
      [["export", "--since", "yesterday"], /^--since takes a date such as 2026-11-01, not yesterday\n$/],
      [["export", "--form", "admin"], /^--form takes one of sales, reseller, contact, notify\n$/],
      [["export", "--out"], /--out[\s\S]*\nusage: leads\.mjs export /],
      [["erase"], /^usage: npm run leads:erase -- <email or phone>\n$/],
      [["erase", "nobody"], /^nobody is neither an e-mail address nor a phone number\n$/],
      [["drop"], /^usage: leads\.mjs export /],
    ];
    for (const [args, message] of refused) {
      const result = leads(...args);
      expect(result.status, args.join(" ")).toBe(2);
      expect(result.stderr, args.join(" ")).toMatch(message);
      expect(result.stderr).not.toMatch(/at .*\.(ts|mjs|js):\d+/);
    }
  }, CLI_TIMEOUT);

  it("purges what is past the retention period and erases one person", () => {
    const purge = leads("purge");
    expect(purge.stderr).toMatch(/^1 lead\(s\) older than 365 days deleted/);
    expect(leads("export", "--form", "notify").stdout).not.toContain("old@example.ma");
    expect(leads("erase", "+213 550 12 34 56").stderr).toMatch(/^1 lead\(s\) of \+213550123456 erased/);
    expect(leads("export").stdout.split("\r\n").filter(Boolean)).toHaveLength(1);
  }, CLI_TIMEOUT);
});
