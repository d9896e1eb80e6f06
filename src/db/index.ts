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
const hooksKey = Symbol.for(`${site.handle}.leadStoreOpened`);
type OpenHook = (store: LeadStore) => Promise<void> | void;
type Holder = { [key]?: Promise<LeadStore>; [hooksKey]?: OpenHook[] };

/**
 * Runs `hook` once, when the process's lead database is first opened, whoever opens it: the start,
 * or, when the database did not answer then, the worker's next round or a lead (red team 8, R8-2:
 * the team's socket was served only when the start's own open succeeded). Registered before the
 * first open (the start does it first thing); kept on `globalThis`, like the store, so that every
 * bundle of the process (the proxy's, the routes', the start's) runs the same hooks. A hook handles
 * its own errors: one that throws is ignored, and the store stays open.
 */
export function whenLeadStoreOpens(hook: OpenHook): void {
  ((globalThis as Holder)[hooksKey] ??= []).push(hook);
}

/** The process's lead database; the first call opens it (and migrates it). */
export function leadStore(): Promise<LeadStore> {
  const holder = globalThis as Holder;
  holder[key] ??= openLeadStore(leadStoreOptions()).then(
    async (store) => {
      for (const hook of holder[hooksKey] ?? []) await Promise.resolve(store).then(hook).catch(() => undefined);
      return store;
    },
    (error: unknown) => {
      delete holder[key];
      throw error;
    },
  );
  return holder[key];
}
