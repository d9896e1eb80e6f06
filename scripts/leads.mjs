#!/usr/bin/env node
// The team's commands on the lead database (docs/leads.md). The database is the server's:
// DATABASE_URL when set, otherwise the embedded one in LEADS_DATA_DIR (default data/leads), which
// only one process may open: stop `npm start` first, or use PostgreSQL.
//
//   npm run leads:export -- [--since 2026-11-01] [--form sales|reseller|contact|notify] [--out file.csv]
//   npm run leads:purge                 delete leads older than the retention period (src/config/leads.ts)
//   npm run leads:erase -- <email or phone>
//                                       delete one person's leads (a request under law 18-07)

import { writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

async function load() {
  const { createJiti } = await import("jiti");
  const jiti = createJiti(import.meta.url, { alias: { "@": path.join(ROOT, "src"), "@messages": path.join(ROOT, "messages") } });
  return {
    db: await jiti.import(path.join(ROOT, "src/db/client.ts")),
    env: await jiti.import(path.join(ROOT, "src/db/index.ts")),
    schema: await jiti.import(path.join(ROOT, "src/db/schema.ts")),
    store: await jiti.import(path.join(ROOT, "src/lib/leads/store.ts")),
    outbox: await jiti.import(path.join(ROOT, "src/lib/leads/outbox.ts")),
    limits: await jiti.import(path.join(ROOT, "src/lib/leads/limits.ts")),
    csv: await jiti.import(path.join(ROOT, "src/lib/leads/export.ts")),
    validate: await jiti.import(path.join(ROOT, "src/lib/leads/validate.ts")),
    config: await jiti.import(path.join(ROOT, "src/config/leads.ts")),
  };
}

function fail(message) {
  process.stderr.write(`${message}\n`);
  process.exit(2);
}

const [command, ...rest] = process.argv.slice(2);
const usage = "usage: leads.mjs export [--since DATE] [--form NAME] [--out FILE] | purge | erase <email or phone>";

let parsed;
try {
  parsed = parseArgs({
    args: rest,
    allowPositionals: true,
    options: { since: { type: "string" }, form: { type: "string" }, out: { type: "string" } },
  });
} catch (error) {
  fail(`${error.message}\n${usage}`);
}
const { values, positionals } = parsed;

if (!["export", "purge", "erase"].includes(command)) fail(usage);
let since;
if (values.since) {
  since = new Date(values.since);
  if (!/^\d{4}-\d{2}-\d{2}/.test(values.since) || Number.isNaN(since.getTime()))
    fail(`--since takes a date such as 2026-11-01, not ${values.since}`);
}
const target = positionals[0]?.trim();
if (command === "erase" && !target) fail("usage: npm run leads:erase -- <email or phone>");
// What the arguments alone can refuse is refused above, before the modules (TypeScript through
// jiti, PGlite) are loaded: a typo answers at once.
const modules = await load();
if (values.form && !modules.schema.leadForms.includes(values.form)) fail(`--form takes one of ${modules.schema.leadForms.join(", ")}`);
let who;
if (command === "erase") {
  if (target.includes("@")) who = { email: target };
  else {
    const phone = modules.validate.toE164(target, "dz");
    if (!phone) fail(`${target} is neither an e-mail address nor a phone number`);
    who = { phone };
  }
}

let store;
try {
  store = await modules.db.openLeadStore(modules.env.leadStoreOptions());
} catch (error) {
  fail(error.message);
}
try {
  if (command === "export") {
    const rows = await modules.store.listLeads(store.db, { since, form: values.form });
    const csv = modules.csv.leadsCsv(rows);
    if (values.out) {
      writeFileSync(values.out, csv);
      process.stderr.write(`${rows.length} lead(s) written to ${values.out}\n`);
    } else process.stdout.write(csv);
  } else if (command === "purge") {
    const { retentionDays, outboxRetentionDays } = modules.config.leadConfig;
    const day = 86_400_000;
    const leads = await modules.store.purgeLeads(store.db, new Date(Date.now() - retentionDays * day));
    const receipts = await modules.outbox.purgeDelivered(store.db, new Date(Date.now() - outboxRetentionDays * day));
    await modules.limits.clearExpiredLimits(store.db);
    process.stderr.write(
      `${leads} lead(s) older than ${retentionDays} days deleted; ${receipts} delivered notification receipt(s) older than ${outboxRetentionDays} days deleted (${store.where})\n`,
    );
  } else {
    const count = await modules.store.eraseLeads(store.db, who);
    process.stderr.write(`${count} lead(s) of ${who.email ?? who.phone} erased (${store.where})\n`);
  }
} finally {
  await store.close();
}
