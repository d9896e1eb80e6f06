#!/usr/bin/env node
// The team's commands on the lead database (docs/leads.md), while the site runs or not:
// on PostgreSQL (DATABASE_URL) they open it; on the embedded PGlite (LEADS_DATA_DIR, default
// data/leads), which serves one process, they ask the running server through its local socket
// (<LEADS_DATA_DIR>/admin.sock, the site's account only), or open it when no server holds it.
//
//   npm run leads:export -- [--since 2026-11-01] [--form sales|reseller|contact|notify] [--out file.csv]
//   npm run leads:purge                 delete leads older than the retention period (the worker also runs it daily)
//   npm run leads:erase -- <email or phone> [--region dz|ma]
//                                       delete one person's leads and counters (a request under law 18-07)
//   npm run leads:status                the notifications waiting, failing or given up on (exit 1 when stuck)
//   npm run vitals:report -- [--since 2026-11-01]
//                                       the real visits' Web Vitals: p75 per template, language, region, device

import { renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/**
 * The site's modules a command needs, loaded when it needs them: asking a running site (the socket)
 * or refusing a folder takes only the first ones; the commands themselves (`admin`, when this process
 * opens the database) and the phone numbers' rules (`validate`, for an erase by phone) load on their
 * first use (a third of a second each on an idle machine).
 */
async function load() {
  const { createJiti } = await import("jiti");
  const jiti = createJiti(import.meta.url, { alias: { "@": path.join(ROOT, "src"), "@messages": path.join(ROOT, "messages") } });
  const later = (file) => {
    let loaded;
    return async () => (loaded ??= await jiti.import(path.join(ROOT, file)));
  };
  return {
    db: await jiti.import(path.join(ROOT, "src/db/client.ts")),
    env: await jiti.import(path.join(ROOT, "src/db/index.ts")),
    schema: await jiti.import(path.join(ROOT, "src/db/schema.ts")),
    socket: await jiti.import(path.join(ROOT, "src/lib/leads/admin-ask.ts")),
    log: await jiti.import(path.join(ROOT, "src/lib/leads/log.ts")),
    admin: later("src/lib/leads/admin.ts"),
    validate: later("src/lib/leads/validate.ts"),
  };
}

function fail(message) {
  process.stderr.write(`${message}\n`);
  process.exit(2);
}

/**
 * The site's own sentences of why its embedded database cannot be opened: none in that folder, and
 * every refusal of src/db (`DataDirRefusedError`, `DatabaseLockedError` among them: another
 * account's folder, a path too long, a socket or entry to remove, held by another process). They are
 * built from paths, uids, process ids and fixed text only, never a lead, and are said as they are
 * (red team 6, R6-4).
 */
const ownSentence = /^There is no embedded lead database /;
const refusals = ["DataDirRefusedError", "DatabaseLockedError"];

/**
 * Ends the command on an error of the database or the file system: its kind only (`errorKind`, as
 * the server's log says it: a PostgreSQL or system error code) and where, never its message, which
 * can hold a query's parameters (drizzle's lists them: a person's e-mail, phone, name), nor a stack
 * (review F4, docs/leads.md "Nothing in the logs"). Exit code 1.
 */
function failed(error, where) {
  if (error instanceof Error && error.constructor === Error && !error.cause && ownSentence.test(error.message)) {
    process.stderr.write(`${error.message}\n`);
  } else if (error instanceof Error && refusals.includes(error.name)) {
    process.stderr.write(`${error.message}\n`);
    // The folder is held, and no site answered on its socket: most often a site still starting (it
    // serves the commands once its database is open and migrated) or another of these commands,
    // which a moment's wait ends; "stop that process" alone would stop a site for nothing (red
    // team 7, R7-5).
    if (error.name === "DatabaseLockedError")
      process.stderr.write(
        "If that process is the site starting (it answers these commands once its database is open), or another of these commands, try again in a moment.\n",
      );
  } else {
    const kind = modules?.log.errorKind(error) ?? (error instanceof Error ? error.constructor.name : typeof error);
    process.stderr.write(`leads ${command} failed: ${kind} (${where}); its message is not shown: it can hold the leads' data.\n`);
  }
  process.exit(1);
}

/** Where the command works, for a message: a database URL without its user and password, or the folder. */
function whereOf(options) {
  if (options?.url) {
    try {
      const url = new URL(options.url);
      return `PostgreSQL at ${url.host}${url.pathname}`;
    } catch {
      return "PostgreSQL (DATABASE_URL)";
    }
  }
  return options?.dataDir ? `the embedded database in ${modules.db.quotePath(path.resolve(options.dataDir))}` : "the lead database";
}

/** Whatever escapes the steps below ends the same way: never Node's report of an unhandled rejection. */
let modules = null;
let where = "the lead database";
process.on("uncaughtException", (error) => failed(error, where));
process.on("unhandledRejection", (error) => failed(error, where));

const [command, ...rest] = process.argv.slice(2);
const usage =
  "usage: leads.mjs export [--since DATE] [--form NAME] [--out FILE] | purge | erase <email or phone> [--region dz|ma] | status | vitals [--since DATE]";

let parsed;
try {
  parsed = parseArgs({
    args: rest,
    allowPositionals: true,
    options: { since: { type: "string" }, form: { type: "string" }, out: { type: "string" }, region: { type: "string" } },
  });
} catch (error) {
  fail(`${error.message}\n${usage}`);
}
const { values, positionals } = parsed;

if (!["export", "purge", "erase", "status", "vitals"].includes(command)) fail(usage);
if (values.since && (!/^\d{4}-\d{2}-\d{2}/.test(values.since) || Number.isNaN(new Date(values.since).getTime())))
  fail(`--since takes a date such as 2026-11-01, not ${values.since}`);
if (values.region && !["dz", "ma"].includes(values.region)) fail("--region takes dz or ma");
const target = positionals[0]?.trim();
if (command === "erase" && !target) fail("usage: npm run leads:erase -- <email or phone> [--region dz|ma]");
// A national number (0550 12 34 56) belongs to a country: without --region, only an international one.
if (command === "erase" && !target.includes("@") && !/^(\+|00)/.test(target) && !values.region)
  fail(`${target}: give the number in international form (+213..., +212...) or its country with --region dz|ma`);
// LEADS_ADMIN_TIMEOUT: whole seconds to wait for a running site's answer, 1 to a day (default 30). A
// larger value, or Infinity, would be cut by Node's timer to 1 ms and fail every command at once
// with "did not answer" (red team 7, R7-7): refused with a sentence instead.
const MAX_ADMIN_TIMEOUT = 86_400;
const timeoutText = process.env.LEADS_ADMIN_TIMEOUT?.trim() ?? "";
if (timeoutText && (!/^\d+$/.test(timeoutText) || Number(timeoutText) < 1 || Number(timeoutText) > MAX_ADMIN_TIMEOUT))
  fail(`LEADS_ADMIN_TIMEOUT takes whole seconds from 1 to ${MAX_ADMIN_TIMEOUT} (a day), not ${JSON.stringify(timeoutText).slice(0, 40)}; unset, it is 30`);
const timeout = timeoutText ? Number(timeoutText) : 30;
// What the arguments alone can refuse is refused above, before the modules (TypeScript through
// jiti, PGlite) are loaded: a typo answers at once.
modules = await load();
if (values.form && !modules.schema.leadForms.includes(values.form)) fail(`--form takes one of ${modules.schema.leadForms.join(", ")}`);
let request = { command };
if (command === "export") request = { command, since: values.since, form: values.form };
if (command === "vitals") request = { command, since: values.since?.slice(0, 10) };
if (command === "erase") {
  if (target.includes("@")) request = { command, email: target.toLowerCase() };
  else {
    const phone = (await modules.validate()).toE164(target, values.region ?? "dz");
    if (!phone) fail(`${target} is neither an e-mail address nor a phone number`);
    request = { command, phone };
  }
}

/** Prints a command's result as the CLI's own, and ends with its exit code. */
function finish(result) {
  if (values.out && command === "export") {
    // The leads are personal data: the file is the owner's alone, written new (never through an
    // existing file or link, whose mode it would keep) and put in place in one step.
    const temporary = path.join(path.dirname(path.resolve(values.out)), `.${path.basename(values.out)}.${process.pid}.tmp`);
    writeFileSync(temporary, result.stdout, { mode: 0o600, flag: "wx" });
    renameSync(temporary, values.out);
    process.stderr.write(`written to ${values.out}\n`);
  } else process.stdout.write(result.stdout);
  process.stderr.write(result.stderr);
  process.exit(result.exitCode);
}

const options = modules.env.leadStoreOptions();
where = whereOf(options);
if (options.dataDir) {
  // The socket in the real folder, reached only through links of this account's or root's: a link
  // another account owns never chooses which running site gets the command (red team 6, R6-7). For
  // root, the full check the site's start makes, before any socket is asked: a folder above that
  // another account owns or can write lets it swap the folder for a link between this check and the
  // connect, and send root's erase or export to another root site of its choosing (red team 7, R7-8).
  // Refused, it says whom to run as, as the start would.
  let real;
  try {
    real = modules.db.checkDataDirPath(path.resolve(options.dataDir), { linksOnly: process.getuid?.() !== 0 });
  } catch (error) {
    failed(error, where);
  }
  const answer = await modules.socket.askAdmin(modules.socket.adminSocketPath(real), request, timeout);
  if (answer) finish(answer);
}
if (options.url && !process.env.LEADS_SECRET && command === "erase")
  process.stderr.write(
    "LEADS_SECRET is not set here: the contact's rate-limit counter, keyed with the site's secret, cannot be found (it expires within the hour).\n",
  );
let store;
try {
  // The team's commands read the database the site writes: they never create one.
  store = await modules.db.openLeadStore({ ...options, mustExist: true });
} catch (error) {
  failed(error, where);
}
let result;
try {
  result = await (await modules.admin()).runAdmin(store.db, store.where, request);
} catch (error) {
  await store.close().catch(() => undefined);
  failed(error, where);
}
await store.close();
finish(result);
