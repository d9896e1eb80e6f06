import { randomBytes } from "node:crypto";
import { site } from "@/config/site";
import { openLeadStore, type LeadStore } from "@/db/client";

/**
 * The engines every database test runs on (docs/leads.md): PGlite in memory, and the PostgreSQL
 * server `npm test` starts (`TEST_DATABASE_URL`, from scripts/test-world.sh). On CI a missing
 * server is an error, not a skipped half.
 */
export type TestEngine = { name: "pglite" | "postgres"; open(): Promise<LeadStore> };

const serverUrl = process.env.TEST_DATABASE_URL;
if (process.env.CI && !serverUrl) throw new Error("TEST_DATABASE_URL is not set: run the tests with `npm test`, which starts PostgreSQL");

/** A database of its own on the test server, dropped when the store closes. */
async function freshServerDatabase(url: string): Promise<LeadStore> {
  const { Client } = (await import("pg")).default;
  const name = `${site.handle}_test_${randomBytes(6).toString("hex")}`;
  const admin = new Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const store = await openLeadStore({ url: target.toString() });
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

export const testEngines: TestEngine[] = [
  { name: "pglite", open: () => openLeadStore({ dataDir: "memory://" }) },
  ...(serverUrl ? [{ name: "postgres" as const, open: () => freshServerDatabase(serverUrl) }] : []),
];
