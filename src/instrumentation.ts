/**
 * Runs once when a server process starts (Next's instrumentation hook): opens the lead database
 * (creating and migrating it, docs/leads.md) and starts sending the outbox's notifications. A
 * second process on the same embedded database, or a folder a person must fix (its owner, its lock
 * file), stops here with a clear error; any other failure
 * to open it is logged, the site goes on serving pages (a form then answers "try again"), and the
 * worker starts all the same: it opens the database on each round, until it answers.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
  // Processes that share a PostgreSQL server must share the lead secret: without it each would
  // draw its own, and a challenge one signed or an address one counted would be another's stranger
  // (review I5). Refused at the start, with what to do.
  if (process.env.DATABASE_URL && !process.env.LEADS_SECRET) {
    console.error(
      "[leads] DATABASE_URL is set but LEADS_SECRET is not: set the same LEADS_SECRET in every process that serves the site (docs/leads.md)",
    );
    process.exit(1);
  }
  // The tests' loopback webhook receiver is never let in by a production start (issue 42, point 4).
  const { loopbackRefusal } = await import("./lib/sandbox/webhooks/address");
  const refusal = loopbackRefusal();
  if (refusal) {
    console.error(`[sandbox] ${refusal}`);
    process.exit(1);
  }
  // Served alone with no declared proxy, the site cannot tell visitors apart: every lead counts in
  // one bucket, which marks and never refuses (docs/leads.md, "Which address"). Said once, at the
  // start, so that an operator behind a proxy knows what to declare (red team R13).
  const { edgeSecretEnv } = await import("./edge/contract");
  if (!process.env[edgeSecretEnv] && !process.env.LEADS_TRUSTED_HOPS)
    console.warn(
      "[leads] no edge and no LEADS_TRUSTED_HOPS: visitors' addresses are unknown, so every lead counts in one bucket (marked throttled past its hourly count, never refused for it); behind a proxy, set LEADS_TRUSTED_HOPS (docs/leads.md)",
    );
  const { leadStore, whenLeadStoreOpens } = await import("./db");
  const { DataDirRefusedError } = await import("./db/lock");
  const { startDelivery } = await import("./lib/leads/worker");
  const { logLead } = await import("./lib/leads/log");
  // Whenever the database is first opened, now or on a later round (red team 8, R8-2): said in the
  // log, and, for PGlite, which serves this process only, the team's commands get their local socket.
  whenLeadStoreOpens(async (store) => {
    console.log(`[leads] lead database: ${store.kind === "pglite" ? "PGlite in" : "PostgreSQL at"} ${store.where}`);
    if (store.kind !== "pglite") return;
    // A folder the system empties and ages (systemd-tmpfiles) loses its lock under a running site
    // (red team 8, R8-1): said at once, since the tests' throw-away folders are there too.
    if (/^\/(var\/)?tmp(\/|$)/.test(store.where))
      console.warn(
        `[leads] the embedded database is under ${store.where.startsWith("/var/") ? "/var/tmp" : "/tmp"}, which the system empties and ages: in production set LEADS_DATA_DIR to a folder that is kept (docs/leads.md)`,
      );
    try {
      const { adminSocketPath, serveAdmin } = await import("./lib/leads/admin-socket");
      await serveAdmin(store, adminSocketPath(store.where));
    } catch (error) {
      if (error instanceof DataDirRefusedError) {
        console.error(`[leads] ${error.message}`);
        process.exit(1);
      }
      logLead("error", "the team's commands could not be given their socket", {}, error);
    }
  });
  try {
    await leadStore();
  } catch (error) {
    // Another process holds the embedded folder, or a person must act on it (its lock file, its
    // owner): said once, and the server stops rather than answer every lead with "try again".
    if (error instanceof DataDirRefusedError) {
      console.error(`[leads] ${error.message}`);
      process.exit(1);
    }
    logLead("error", "the lead database could not be opened: the delivery worker tries again on each round", {}, error);
  }
  // Whether or not the database answered: its rounds open it again until it does.
  startDelivery();
  // The sandbox answers only when each API document and its implementations agree (SPEC 12):
  // said at the start, and every sandbox request is then refused with 503 (the rest of the site
  // serves). Not awaited: reading and compiling the documents must not delay the site's start.
  void import("./lib/sandbox/handler").then(({ checkedOperations }) =>
    Promise.all(
      (["pay", "pro"] as const).map((api) =>
        checkedOperations(api).catch((error: unknown) =>
          console.error(`[sandbox] ${error instanceof Error ? error.message : String(error)}`),
        ),
      ),
    ),
  );
}
