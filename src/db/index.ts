import path from "node:path";
import { site } from "@/config/site";
import { openLeadStore, type LeadStore } from "./client";

/** Environment variables, as the process has them or as a test gives them. */
type Env = Record<string, string | undefined>;

/**
 * The server's lead database, opened once per process (docs/leads.md): the PostgreSQL server of
 * `DATABASE_URL` when it is set, otherwise PGlite in `LEADS_DATA_DIR` (default `data/leads`, a
 * folder outside the build), created and migrated when the server starts (`src/instrumentation.ts`).
 */
export function leadStoreOptions(env: Env = process.env) {
  const url = env.DATABASE_URL || null;
  return url
    ? { url }
    : { dataDir: path.resolve(/* turbopackIgnore: true */ env.LEADS_DATA_DIR || path.join(process.cwd(), "data", "leads")) };
}

const key = Symbol.for(`${site.handle}.leadStore`);
type Holder = { [key]?: Promise<LeadStore> };

/** The process's lead database; the first call opens it (and migrates it). */
export function leadStore(): Promise<LeadStore> {
  const holder = globalThis as Holder;
  holder[key] ??= openLeadStore(leadStoreOptions()).catch((error: unknown) => {
    delete holder[key];
    throw error;
  });
  return holder[key];
}
