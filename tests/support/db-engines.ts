import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe } from "vitest";
import { site } from "@/config/site";
import { openLeadStore, type LeadStore } from "@/db/client";
import { blankDatabase, openReadyStore } from "./ready-database";

/**
 * The engines every database test runs on (docs/leads.md): PGlite in memory, loaded from the ready
 * database (tests/support/ready-database.ts), and the PostgreSQL server `npm test` starts
 * (`TEST_DATABASE_URL`, from scripts/test-world.sh). On CI a missing server is an error, not a
 * skipped half.
 */
/** `open({ migrate: false })` leaves the schema empty (a migration's own test applies them). */
export type TestEngine = { name: "pglite" | "postgres"; open(options?: { migrate?: boolean }): Promise<LeadStore> };

const serverUrl = process.env.TEST_DATABASE_URL;
if (process.env.CI && !serverUrl) throw new Error("TEST_DATABASE_URL is not set: run the tests with `npm test`, which starts PostgreSQL");

/** A database of its own on the test server, dropped when the store closes. */
async function freshServerDatabase(url: string, migrate = true): Promise<LeadStore> {
  const { Client } = (await import("pg")).default;
  const name = `${site.handle}_test_${randomBytes(6).toString("hex")}`;
  const admin = new Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const store = await openLeadStore({ url: target.toString(), migrate });
  return {
    ...store,
    close: async () => {
      await store.close();
      const drop = new Client({ connectionString: url });
      await drop.connect();
      await drop.query(`drop database if exists ${name} with (force)`);
      await drop.end();
    },
  };
}

const postgres: TestEngine[] = serverUrl
  ? [{ name: "postgres", open: (options?: { migrate?: boolean }) => freshServerDatabase(serverUrl, options?.migrate) }]
  : [];

/** PGlite from the ready database; without the migrations (`migrate: false`), from the blank one (initdb's, no migration). */
export const testEngines: TestEngine[] = [
  {
    name: "pglite",
    open: async (options) =>
      options?.migrate === false ? openLeadStore({ dataDir: "memory://", migrate: false, loadDataDir: await blankDatabase() }) : openReadyStore(),
  },
  ...postgres,
];

/** The same engines, PGlite started from scratch (its initdb, then every migration): for the tests that keep that path tested. */
export const fromScratchEngines: TestEngine[] = [
  { name: "pglite", open: (options) => openLeadStore({ dataDir: "memory://", migrate: options?.migrate }) },
  ...postgres,
];

/**
 * The store of a `describe` block on `engine`: opened before its tests (a fresh database each
 * time, up to a minute for PGlite's start from scratch), closed after them. Read its fields inside a test or a
 * hook, once it is open.
 */
export function suiteStore(engine: TestEngine): LeadStore {
  let opened: LeadStore | undefined;
  beforeAll(async () => {
    opened = await engine.open();
  }, 60_000);
  afterAll(async () => {
    await opened?.close();
  });
  const current = () => {
    if (!opened) throw new Error(`the ${engine.name} test database is not open: use it inside a test or a hook`);
    return opened;
  };
  return {
    get db() {
      return current().db;
    },
    get kind() {
      return current().kind;
    },
    get where() {
      return current().where;
    },
    close: () => current().close(),
  };
}

/**
 * `describe`s `title` once per engine (`<title> on pglite`, `… on postgres`), with its store open
 * around the tests; `fromScratch`: PGlite's initdb and migrations instead of the ready database.
 */
export function describeEachEngine(title: string, body: (store: LeadStore, engine: TestEngine) => void, { fromScratch = false } = {}): void {
  describe.each(fromScratch ? fromScratchEngines : testEngines)(`${title} on $name`, (engine) => body(suiteStore(engine), engine));
}
