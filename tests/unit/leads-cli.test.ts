import { execFile, spawnSync } from "node:child_process";
import { chmodSync, chownSync, existsSync, lchownSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import { createServer as createHttpServer } from "node:http";
import { connect, createServer, type Socket } from "node:net";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dataDirLock, openLeadStore, type LeadStore } from "@/db/client";
import { lockDataDir } from "@/db/lock";
import { adminSocketPath, serveAdmin } from "@/lib/leads/admin-socket";
import { storeLead } from "@/lib/leads/store";
import { validateLead } from "@/lib/leads/validate";
import { readyDatabase } from "../support/ready-database";

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

/** The same, without blocking this process: the test that plays the running site answers the CLI from here. */
async function leadsAsync(...args: string[]) {
  return new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      ["scripts/leads.mjs", ...args],
      { encoding: "utf8", env: { ...process.env, DATABASE_URL: "", LEADS_DATA_DIR: dataDir } },
      (error, stdout, stderr) => resolve({ status: error ? (typeof error.code === "number" ? error.code : 1) : 0, stdout, stderr }),
    );
  });
}

function leads(...args: string[]) {
  const result = spawnSync(process.execPath, ["scripts/leads.mjs", ...args], {
    encoding: "utf8",
    env: { ...process.env, DATABASE_URL: "", LEADS_DATA_DIR: dataDir },
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** Stores a lead as the site does, dated `now`. */
async function addLead(store: LeadStore, form: "sales" | "notify", fields: Record<string, string>, now: Date) {
  const parsed = validateLead(form, form === "notify" ? "ma" : "dz", new URLSearchParams({ ...fields, consent: "yes" }));
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  await storeLead(store.db, {
    lead: parsed.lead,
    region: "dz",
    lang: "ar",
    verified: true,
    consentNotice: { path: "/business/privacy", lang: "fr", updated: "2026-11-28" },
    channels: ["email"],
    now,
  });
}
/** The lead past the retention period. */
const oldLead = { email: "old@example.ma" };

beforeAll(async () => {
  // The ready database (tests/support/ready-database.ts) loaded into the folder, not an initdb of
  // its own: src/db/lock.test.ts is where a folder is created from nothing.
  const store = await openLeadStore({ dataDir, loadDataDir: await readyDatabase() });
  const sales = { organisation: "مخبزة الأمل", name: "-2+3", email: "amal@example.dz", phone: "0550 12 34 56", volume: "under-1m" };
  await addLead(store, "sales", sales, recentAt);
  await addLead(store, "notify", oldLead, oldAt);
  await store.close();
}, 60_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("npm run leads:*", () => {
  it(
    "exports CSV that Excel reads as UTF-8, filtered by date and form, with formulas neutralized (review H7)",
    () => {
      const all = leads("export");
      expect(all.status).toBe(0);
      expect(all.stdout.startsWith(`\uFEFF"created_at",`)).toBe(true);
      expect(all.stdout.split("\r\n").filter(Boolean)).toHaveLength(3);
      const recent = leads("export", "--since", since, "--form", "sales");
      expect(recent.stdout).toContain("مخبزة الأمل");
      expect(recent.stdout).toContain("'-2+3");
      expect(recent.stdout).toContain("'+213550123456");
      expect(recent.stdout).not.toContain("old@example.ma");
      expect(leads("export", "--form", "notify").stdout).toContain("old@example.ma");
    },
    CLI_TIMEOUT,
  );

  it(
    "npm run vitals:report prints the real visits' Web Vitals since a day, or that none was measured",
    () => {
      const report = leads("vitals", "--since", "2026-11-01");
      expect(report.status).toBe(0);
      expect(report.stdout).toMatch(/^Web Vitals from real visits \(.+\) since 2026-11-01: 75th percentile \(count\), ok or POOR against LCP 2\.50 s, INP 200 ms, CLS 0\.10\nno page view measured\n$/);
    },
    CLI_TIMEOUT,
  );

  it(
    "refuses a bad date or form with a message, not a stack trace",
    () => {
      const refused: [string[], RegExp][] = [
        [["export", "--since", "yesterday"], /^--since takes a date such as 2026-11-01, not yesterday\n$/],
        [["export", "--form", "admin"], /^--form takes one of sales, reseller, contact, notify\n$/],
        [["export", "--out"], /--out[\s\S]*\nusage: leads\.mjs export /],
        [["erase"], /^usage: npm run leads:erase -- <email or phone> \[--region dz\|ma\]\n$/],
        [["erase", "nobody", "--region", "dz"], /^nobody is neither an e-mail address nor a phone number\n$/],
        // A national number belongs to a country: Algeria's 0550... is not Morocco's 0650...
        [
          ["erase", "0550 12 34 56"],
          /^0550 12 34 56: give the number in international form \(\+213\.\.\., \+212\.\.\.\) or its country with --region dz\|ma\n$/,
        ],
        [["erase", "0550 12 34 56", "--region", "fr"], /^--region takes dz or ma\n$/],
        [["drop"], /^usage: leads\.mjs export /],
        [["vitals", "--since", "yesterday"], /^--since takes a date such as 2026-11-01, not yesterday\n$/],
      ];
      // A mistyped folder is an error that says where the leads may be, not a new empty database.
      const elsewhere = path.join(dir, "typo", "leads");
      const missing = spawnSync(process.execPath, ["scripts/leads.mjs", "export"], {
        encoding: "utf8",
        env: { ...process.env, DATABASE_URL: "", LEADS_DATA_DIR: elsewhere },
      });
      expect(missing.status).not.toBe(0);
      expect(missing.stderr).toMatch(/^There is no embedded lead database in .*typo.*DATABASE_URL/);
      expect(existsSync(path.join(dir, "typo"))).toBe(false);
      // A wait Node's timer cannot hold (it would be cut to 1 ms, every command failing at once) is refused before anything is asked (red team 7, R7-7).
      for (const timeout of ["Infinity", "3000000", "0", "-5", "1.5", "soon"]) {
        const result = spawnSync(process.execPath, ["scripts/leads.mjs", "status"], {
          encoding: "utf8",
          env: { ...process.env, DATABASE_URL: "", LEADS_DATA_DIR: dataDir, LEADS_ADMIN_TIMEOUT: timeout },
        });
        expect(result.status, timeout).toBe(2);
        expect(result.stderr).toBe(`LEADS_ADMIN_TIMEOUT takes whole seconds from 1 to 86400 (a day), not "${timeout}"; unset, it is 30\n`);
      }
      for (const [args, message] of refused) {
        const result = leads(...args);
        expect(result.status, args.join(" ")).toBe(2);
        expect(result.stderr, args.join(" ")).toMatch(message);
        expect(result.stderr).not.toMatch(/at .*\.(ts|mjs|js):\d+/);
      }
    },
    CLI_TIMEOUT,
  );

  it(
    "prints the site's own sentence when it refuses a data folder, as it is (red team 6, R6-4)",
    () => {
      // A folder whose lock socket's path would be over the 107 bytes a Unix socket holds: refused with the sentence.
      const long = path.join(dir, "x".repeat(80 - dir.length - 1));
      mkdirSync(long, { mode: 0o700 });
      writeFileSync(path.join(long, "PG_VERSION"), "17\n");
      const refused = spawnSync(process.execPath, ["scripts/leads.mjs", "status"], {
        encoding: "utf8",
        env: { ...process.env, DATABASE_URL: "", LEADS_DATA_DIR: long },
      });
      expect(refused.status).toBe(1);
      expect(refused.stderr).toMatch(/^Could not listen on '.*site\.lock\.[0-9a-f]{16}\.sock': the data folder's path is too long for a Unix socket/);
      expect(refused.stderr).not.toContain("its message is not shown");
      if (process.getuid?.() !== 0) return;
      // Root on the site account's folder, the most common mistake: the sentence says how to run as that account.
      const theirs = path.join(dir, "theirs");
      mkdirSync(theirs, { mode: 0o700 });
      writeFileSync(path.join(theirs, "PG_VERSION"), "17\n");
      chownSync(theirs, 1, 1);
      const root = spawnSync(process.execPath, ["scripts/leads.mjs", "export"], {
        encoding: "utf8",
        env: { ...process.env, DATABASE_URL: "", LEADS_DATA_DIR: theirs },
      });
      expect([root.status, root.stderr]).toEqual([1, expect.stringContaining(`belongs to the account with uid 1: run this as that account`)]);
      expect(root.stderr).toContain(`sudo -u "#1" env LEADS_DATA_DIR='${theirs}' npm run`);
    },
    CLI_TIMEOUT,
  );

  it(
    "a site that takes the command and never answers (stopped, hung) ends the command with a sentence and exit code 1 (red team 6, R6-6)",
    async () => {
      const hungDir = path.join(dir, "hung");
      mkdirSync(hungDir, { mode: 0o700 });
      writeFileSync(path.join(hungDir, "PG_VERSION"), "17\n");
      // As a stopped site: the connection is taken, the request read, and nothing answered.
      const taken: Socket[] = [];
      const server = createServer((socket) => void taken.push(socket));
      await new Promise<void>((resolve) => server.listen(adminSocketPath(hungDir), resolve));
      try {
        const result = await new Promise<{ status: number | null; stderr: string }>((resolve) => {
          execFile(
            process.execPath,
            ["scripts/leads.mjs", "status"],
            { encoding: "utf8", env: { ...process.env, DATABASE_URL: "", LEADS_DATA_DIR: hungDir, LEADS_ADMIN_TIMEOUT: "1" } },
            (error, _stdout, stderr) => resolve({ status: error ? (typeof error.code === "number" ? error.code : -1) : 0, stderr }),
          );
        });
        expect(result.status).toBe(1);
        expect(result.stderr).toBe(
          `The site serving '${hungDir}' took the command but did not answer within 1 s: it is stopped (kill -CONT <its pid>) or hung (restart it). ` +
            "It may still run the command once it resumes: check with npm run leads:status before asking again (docs/leads.md).\n",
        );
      } finally {
        for (const socket of taken) socket.destroy();
        await new Promise((resolve) => server.close(resolve));
      }
    },
    CLI_TIMEOUT,
  );

  it.runIf(process.getuid?.() === 0)(
    "never asks a running site through a link another account owns, which could choose the site (red team 6, R6-7)",
    async () => {
      const siteDir = path.join(dir, "site");
      mkdirSync(siteDir, { mode: 0o700 });
      writeFileSync(path.join(siteDir, "PG_VERSION"), "17\n");
      // A running site's door, answering every command.
      const server = createHttpServer((_request, response) => response.end(JSON.stringify({ stdout: "answered\n", stderr: "", exitCode: 0 })));
      await new Promise<void>((resolve) => server.listen(adminSocketPath(siteDir), resolve));
      const alias = path.join(dir, "alias");
      symlinkSync(siteDir, alias);
      lchownSync(alias, 1, 1);
      const ask = (dataDir: string) =>
        new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
          execFile(
            process.execPath,
            ["scripts/leads.mjs", "status"],
            { encoding: "utf8", env: { ...process.env, DATABASE_URL: "", LEADS_DATA_DIR: dataDir } },
            (error, stdout, stderr) => resolve({ status: error ? (typeof error.code === "number" ? error.code : -1) : 0, stdout, stderr }),
          );
        });
      try {
        expect(await ask(siteDir)).toEqual({ status: 0, stdout: "answered\n", stderr: "" });
        const through = await ask(path.join(alias, "."));
        expect(through.status).toBe(1);
        expect(through.stdout).toBe("");
        expect(through.stderr).toMatch(new RegExp(`^The embedded lead database's folder .* goes through '${alias}', a symbolic link owned by the account with uid 1: refused`));
        // Root's command on a folder below another account's (its checkout's data/leads): that account could swap the
        // folder for a link to any root site between a check and the connect, so root asks no socket there (red team 7, R7-8).
        const checkout = path.join(dir, "checkout");
        const below = path.join(checkout, "data", "leads");
        mkdirSync(below, { recursive: true, mode: 0o755 });
        chmodSync(below, 0o700);
        for (const folder of [checkout, path.dirname(below)]) chownSync(folder, 1, 1);
        writeFileSync(path.join(below, "PG_VERSION"), "17\n");
        let asked = 0;
        const other = createHttpServer((_request, response) => {
          asked++;
          response.end(JSON.stringify({ stdout: "answered\n", stderr: "", exitCode: 0 }));
        });
        await new Promise<void>((resolve) => other.listen(adminSocketPath(below), resolve));
        try {
          const inCheckout = await ask(below);
          expect(asked).toBe(0);
          expect(inCheckout.status).toBe(1);
          expect(inCheckout.stderr).toContain(`is below '${path.dirname(below)}', which belongs to the account with uid 1: refused to root`);
        } finally {
          await new Promise((resolve) => other.close(resolve));
        }
      } finally {
        await new Promise((resolve) => server.close(resolve));
      }
    },
    CLI_TIMEOUT,
  );

  it(
    "while the site runs on its embedded database, asks it through its socket: export, status, erase",
    async () => {
      // The site's process holds the PGlite folder (its lock), and opens the team's door.
      const store = await openLeadStore({ dataDir });
      const close = await serveAdmin(store, adminSocketPath(dataDir));
      try {
        expect(statSync(adminSocketPath(dataDir)).mode & 0o777).toBe(0o600);
        expect(statSync(dataDir).mode & 0o777).toBe(0o700);
        // An existing file anyone can read is replaced, not written through: the export is the owner's alone.
        const out = path.join(dir, "running.csv");
        writeFileSync(out, "", { mode: 0o644 });
        chmodSync(out, 0o644);
        const exported = await leadsAsync("export", "--out", out);
        expect([exported.status, exported.stderr]).toEqual([0, expect.stringMatching(/^written to .*running\.csv\n2 lead\(s\) exported/)]);
        expect(readFileSync(out, "utf8")).toContain("مخبزة الأمل");
        expect(statSync(out).mode & 0o777).toBe(0o600);
        const status = await leadsAsync("status");
        expect(status.stdout).toMatch(/^Lead notifications \(.*leads\), /);
        expect(status.stdout).toMatch(/- waiting: 2, the oldest since /);
        // One has waited for two years (no SMTP here): stuck, exit 1.
        expect(status.status).toBe(1);
        const erased = await leadsAsync("erase", "0650 00 00 01", "--region", "ma");
        expect([erased.status, erased.stderr]).toEqual([
          0,
          expect.stringMatching(/^0 lead\(s\) of \+212650000001 erased, and 0 rate-limit counter\(s\)/),
        ]);
        // Purge through the socket too (issue 39, point 9): the lead past the retention period goes.
        const purged = await leadsAsync("purge");
        expect([purged.status, purged.stderr]).toEqual([0, expect.stringMatching(/^1 lead\(s\) older than 365 days deleted/)]);
        const left = await leadsAsync("export", "--form", "notify");
        expect([left.status, left.stdout]).toEqual([0, expect.not.stringContaining(oldLead.email)]);
        // Stored again, for the purge without a server below.
        await addLead(store, "notify", oldLead, oldAt);
      } finally {
        await close();
        await store.close();
      }
    },
    CLI_TIMEOUT,
  );

  it(
    "purges what is past the retention period and erases one person",
    () => {
      const purge = leads("purge");
      expect(purge.stderr).toMatch(/^1 lead\(s\) older than 365 days deleted/);
      expect(leads("erase", "+213 550 12 34 56").stderr).toMatch(/^1 lead\(s\) of \+213550123456 erased/);
      // Only the header is left: the old lead went with the purge (the erase took the one lead it
      // counts, which has a phone; the old one has none). One export for both, a start of PGlite less.
      const left = leads("export").stdout;
      expect(left).not.toContain("old@example.ma");
      expect(left.split("\r\n").filter(Boolean)).toHaveLength(1);
    },
    CLI_TIMEOUT,
  );

  it(
    "says only the kind of a database error, never its message, whose query parameters are a person's data (review F4, H4)",
    async () => {
      // A database whose leads table is gone: erase's query fails with the person's address among
      // its parameters (drizzle's error message lists them).
      const brokenDir = path.join(dir, "broken");
      const store = await openLeadStore({ dataDir: brokenDir, loadDataDir: await readyDatabase() });
      await store.db.execute(sql`drop table leads cascade`);
      await store.close();
      const person = "karim.haddad@example.dz";
      const failed = spawnSync(process.execPath, ["scripts/leads.mjs", "erase", person], {
        encoding: "utf8",
        env: { ...process.env, DATABASE_URL: "", LEADS_DATA_DIR: brokenDir },
      });
      expect(failed.status).toBe(1);
      expect(failed.stderr).toMatch(/^leads erase failed: 42P01 \(/);
      for (const output of [failed.stderr, failed.stdout]) {
        expect(output).not.toContain(person);
        expect(output).not.toMatch(/params|delete from|Failed query|Unhandled|at .*\.(ts|mjs|js):\d+/i);
      }
      // A server that does not answer: its kind, and where, without the password of the URL.
      const refused = spawnSync(process.execPath, ["scripts/leads.mjs", "status"], {
        encoding: "utf8",
        env: { ...process.env, DATABASE_URL: "postgres://cirta:pass-word-of-the-role@127.0.0.1:1/cirta", LEADS_DATA_DIR: "" },
      });
      expect(refused.status).toBe(1);
      expect(refused.stderr).toMatch(/^leads status failed: ECONNREFUSED\b/);
      expect(refused.stderr).not.toContain("pass-word-of-the-role");
      expect(refused.stderr).not.toMatch(/at .*\.(ts|mjs|js):\d+/);
    },
    CLI_TIMEOUT,
  );

  it(
    "a stopped site whose socket takes no more connections, or a site still starting, gets the advice that fits it, not 'stop that process' alone (red team 7, R7-5)",
    async () => {
      const stoppedDir = path.join(dir, "stopped");
      mkdirSync(stoppedDir, { mode: 0o700 });
      writeFileSync(path.join(stoppedDir, "PG_VERSION"), "17\n");
      // A site that is stopped (SIGSTOP) with its socket's queue full: a connection more is refused with EAGAIN.
      const site = execFile(process.execPath, [
        "-e",
        `require("node:net").createServer(() => {}).listen({ path: ${JSON.stringify(adminSocketPath(stoppedDir))}, backlog: 1 }, () => console.log("ready"))`,
      ]);
      const ask = () =>
        new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
          execFile(
            process.execPath,
            ["scripts/leads.mjs", "status"],
            { encoding: "utf8", env: { ...process.env, DATABASE_URL: "", LEADS_DATA_DIR: stoppedDir } },
            (error, stdout, stderr) => resolve({ status: error ? (typeof error.code === "number" ? error.code : -1) : 0, stdout, stderr }),
          );
        });
      const queued: Socket[] = [];
      try {
        await new Promise((resolve) => site.stdout!.once("data", resolve));
        site.kill("SIGSTOP");
        for (let tries = 0; tries < 64; tries++) {
          const refused = await new Promise<string | null>((resolve) => {
            const socket = connect(adminSocketPath(stoppedDir));
            queued.push(socket);
            socket.once("connect", () => resolve(null));
            socket.once("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? "error"));
          });
          if (refused === "EAGAIN") break;
        }
        const stopped = await ask();
        expect(stopped).toEqual({
          status: 1,
          stdout: "",
          stderr:
            `The site serving '${stoppedDir}' takes no more commands: its socket's queue is full (EAGAIN). It is stopped (kill -CONT <its pid>) ` +
            "or hung (restart it). This command was not taken: ask again once the site answers (docs/leads.md).\n",
        });
      } finally {
        for (const socket of queued) socket.destroy();
        const exited = new Promise((resolve) => site.once("exit", resolve));
        site.kill("SIGKILL");
        await exited;
      }
      // A site still starting holds the folder (its lock) before it serves its socket: the refusal says to try again in a moment.
      const release = await lockDataDir(dataDirLock(stoppedDir));
      try {
        const starting = await ask();
        expect(starting.status).toBe(1);
        expect(starting.stderr).toMatch(/^The embedded lead database is already open in process \d+ \(lock file '.*site\.lock'\)\. PGlite serves one process only: /);
        expect(starting.stderr).toMatch(
          /\nIf that process is the site starting \(it answers these commands once its database is open\), or another of these commands, try again in a moment\.\n$/,
        );
      } finally {
        release();
      }
    },
    CLI_TIMEOUT,
  );
});
