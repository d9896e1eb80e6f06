import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, readdirSync, readlinkSync, rmSync, statSync } from "node:fs";
import http from "node:http";
import net, { type AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { site } from "../../src/config/site";
import arMessages from "../../messages/ar.json" with { type: "json" };
import enMessages from "../../messages/en.json" with { type: "json" };
import { headerValues, htmlLangDir, rawRequest, type RawResponse } from "./raw-http";
import { EDGE_URL, PORT, edgeDir } from "./servers";

/**
 * `npm run serve:edge` as an operator runs it: it starts nginx and its origins with no more
 * privilege than they need, limits what one client address can make the origins do, answers with
 * the security headers when the origins are down, starts again an origin that dies, and on SIGTERM
 * stops exactly its own processes, by id. A second edge of its own, beside the one the other specs
 * use, with a PostgreSQL server of its own, small limits, a trusted hop (loopback) and small logs.
 */

test.describe.configure({ mode: "serial" });
test.skip(({ baseURL }) => baseURL !== EDGE_URL, "the edge's own behaviour");

// Its own edge (nginx and two origins on the next ports): clear of the servers of servers.ts.
const port = PORT + 20;
const url = `http://127.0.0.1:${port}`;
const dir = edgeDir(port);
const asRoot = process.getuid?.() === 0;
let edge: ChildProcess | undefined;
let postgresDir = "";
let log = "";
/**
 * The team's CRM, as far as the origins know (LEADS_WEBHOOK_URL: plain http is allowed to
 * loopback): a receiver of the test's own, on a port the system picks, that keeps each lead
 * notification it is sent.
 */
let receiver: http.Server | undefined;
const notified: { email?: string }[] = [];

/** The process listening on a TCP port, from /proc (null when none). */
function listeningPid(listenPort: number): number | null {
  const hex = `:${listenPort.toString(16).toUpperCase().padStart(4, "0")}`;
  const inodes = new Set(
    ["/proc/net/tcp", "/proc/net/tcp6"]
      .flatMap((file) => (existsSync(file) ? readFileSync(file, "utf8").split("\n") : []))
      .map((line) => line.trim().split(/\s+/))
      .filter((cols) => cols[1]?.endsWith(hex) && cols[3] === "0A")
      .map((cols) => `socket:[${cols[9]}]`),
  );
  if (!inodes.size) return null;
  for (const pid of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    try {
      for (const fd of readdirSync(`/proc/${pid}/fd`)) if (inodes.has(readlinkSync(`/proc/${pid}/fd/${fd}`))) return Number(pid);
    } catch {
      // Gone, or not ours to read.
    }
  }
  return null;
}

/** The processes whose command line holds `args`, one after the other (from /proc). */
function processesWith(args: string[]): number[] {
  return readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      try {
        const argv = readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0");
        return argv.some((_, i) => args.every((arg, j) => argv[i + j] === arg));
      } catch {
        return false;
      }
    })
    .map(Number);
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** A process's real user id (/proc/<pid>/status). */
function uidOf(pid: number): number {
  return Number(/^Uid:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1]);
}

/** The processes whose parent is `parent` (/proc/<pid>/stat). */
function childrenOf(parent: number): number[] {
  return readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      try {
        return (
          Number(
            readFileSync(`/proc/${pid}/stat`, "utf8")
              .replace(/^.*\) /s, "")
              .split(" ")[1],
          ) === parent
        );
      } catch {
        return false;
      }
    })
    .map(Number);
}

/** Whether a process runs: it exists and is not a zombie (one that exited, not yet reaped by a stopped parent). */
function running(pid: number): boolean {
  try {
    return !readFileSync(`/proc/${pid}/stat`, "utf8")
      .replace(/^.*\) /s, "")
      .startsWith("Z");
  } catch {
    return false;
  }
}

/** A process's command line, its arguments joined by spaces (PostgreSQL's processes show their title there). */
function commandLine(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").join(" ").trim();
  } catch {
    return "";
  }
}

/** A file's permission bits and owner. */
function modeOf(file: string): { mode: string; uid: number } {
  const stat = statSync(file);
  return { mode: (stat.mode & 0o777).toString(8), uid: stat.uid };
}

/** psql's answer (status and messages) to `sql`, never asking for a password (but one in the URL). */
function psql(args: string[], sql: string) {
  const env = { ...process.env };
  delete env.PGPASSWORD;
  const result = spawnSync("psql", ["-X", "-w", "-At", ...args, "-c", sql], { encoding: "utf8", env });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/**
 * The URL the origins log in to the edge's PostgreSQL with, from the files the edge keeps beside
 * the cluster (its port and the site role's password): the starter's own, so read by whoever runs
 * the suite, root or not, without looking into another process.
 */
function siteDatabaseUrl(): string {
  const port = readFileSync(path.join(postgresDir, "port"), "utf8").trim();
  const password = readFileSync(path.join(postgresDir, `${site.handle}.password`), "utf8").trim();
  return `postgres://${site.handle}:${password}@127.0.0.1:${port}/${site.handle}`;
}

function securityHeadersOf(response: RawResponse) {
  return {
    csp: headerValues(response, "content-security-policy").map((value) => value.includes("frame-ancestors 'none'")),
    frames: headerValues(response, "x-frame-options"),
    hsts: headerValues(response, "strict-transport-security").length,
  };
}
const securityHeadersOnce = { csp: [true], frames: ["DENY"], hsts: 1 };

test.beforeAll(async () => {
  test.setTimeout(180_000);
  receiver = http.createServer((request, response) => {
    let body = "";
    request.setEncoding("utf8");
    request.on("data", (chunk) => (body += chunk));
    request.on("end", () => {
      try {
        notified.push(JSON.parse(body));
      } catch {
        notified.push({});
      }
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver!.listen(0, "127.0.0.1", resolve));
  // No DATABASE_URL: the edge starts a PostgreSQL server of its own, as `npm run serve:edge` does.
  postgresDir = mkdtempSync(path.join(os.tmpdir(), "site-edge-postgres-"));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    EDGE_PORT: String(port),
    EDGE_ORIGINS: "2",
    EDGE_BUILD: "never",
    EDGE_DIR: dir,
    EDGE_POSTGRES_DIR: postgresDir,
    // Loopback stands for a load balancer in front: its X-Forwarded-For names the client.
    EDGE_TRUSTED_PROXIES: "127.0.0.1,::1",
    EDGE_LIMIT_RATE: "2",
    EDGE_LIMIT_BURST: "20",
    // A lead form's POSTs in progress at once per client.
    EDGE_LIMIT_FORM_CONN: "2",
    EDGE_LOG_MAX_MB: "0.02",
    EDGE_LOG_CHECK_SECONDS: "1",
    // Its PostgreSQL looked at every second (default 2): a dead one is noticed sooner.
    EDGE_POSTGRES_CHECK_SECONDS: "1",
    // Each lead is also sent, signed, to the receiver above (docs/leads.md, "Transports").
    LEADS_WEBHOOK_URL: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/leads`,
    LEADS_WEBHOOK_SECRET: "edge-serve-webhook-secret",
  };
  // Nor LEADS_SECRET: the edge keeps its own beside its PostgreSQL's passwords.
  delete env.DATABASE_URL;
  delete env.LEADS_SECRET;
  edge = spawn(process.execPath, ["scripts/edge.mjs"], { env, stdio: ["ignore", "ignore", "pipe"] });
  edge.stderr!.on("data", (chunk) => (log += chunk));
  await expect.poll(() => log, { timeout: 150_000 }).toMatch(/Serving http:\/\/127\.0\.0\.1:|ERROR/);
  expect(log).toContain("Serving http://127.0.0.1:");
});

test.afterAll(async () => {
  // SIGTERM first, so that it stops its nginx and origins (they run in process groups of their
  // own: a SIGKILL to the edge alone, after a failed test, left them listening on its ports).
  if (edge && edge.exitCode === null) {
    const exited = new Promise((resolve) => edge!.once("exit", resolve));
    edge.kill("SIGTERM");
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 20_000))]);
  }
  if (edge && edge.exitCode === null) edge.kill("SIGKILL");
  if (postgresDir) {
    spawnSync(process.execPath, ["scripts/postgres.mjs", "stop", postgresDir], { stdio: "ignore" });
    rmSync(postgresDir, { recursive: true, force: true });
  }
  receiver?.closeAllConnections();
  receiver?.close();
});

test("runs with no more privilege than it needs: private files, unprivileged processes, a database that asks for a password (F5, F6; review H5, H6)", async () => {
  const home = await fetch(`${url}/dz`);
  expect(home.status).toBe(200);
  expect(await home.text()).toContain('<html lang="ar" dir="rtl"');

  // The folder, the configuration with the secret, and the logs are the starter's, private.
  expect(modeOf(dir).mode).toBe(asRoot ? "711" : "700");
  for (const file of ["nginx.conf", "runtime/http.conf", "runtime/main.conf", "logs/access.log", "logs/error.log"])
    expect(modeOf(path.join(dir, file)), file).toEqual({ mode: "600", uid: process.getuid!() });
  expect(modeOf(path.join(dir, "runtime")).mode).toBe("700");
  expect(readFileSync(path.join(dir, "runtime/http.conf"), "utf8")).toMatch(/\$edge_secret \{ default [\w-]{32}; \}/);

  // No origin runs as root; started by root, nginx's workers own cache/ and tmp/ only.
  const origins = [port + 1, port + 2].map((originPort) => listeningPid(originPort)!);
  for (const pid of origins) expect(uidOf(pid), `origin ${pid}`).not.toBe(0);
  // Nor as nobody, whom other daemons share (red team R5): a user of their own.
  const nobody = Number(spawnSync("id", ["-u", "nobody"], { encoding: "utf8" }).stdout.trim());
  for (const pid of origins) expect(uidOf(pid), `origin ${pid}`).not.toBe(nobody);
  if (asRoot) {
    const worker = modeOf(path.join(dir, "cache")).uid;
    expect(worker).not.toBe(0);
    const workers = childrenOf(Number(readFileSync(path.join(dir, "nginx.pid"), "utf8")));
    expect(workers.length).toBeGreaterThan(0);
    for (const pid of workers) expect(uidOf(pid), `nginx's process ${pid}`).toBe(worker);
    expect(modeOf(path.join(dir, "tmp")).uid).toBe(worker);
    for (const file of ["nginx.conf", "runtime", "logs", "www"]) expect(modeOf(path.join(dir, file)).uid, file).toBe(0);
  }

  // The edge's PostgreSQL: its folder and files private; no login without a password, over TCP or
  // the socket (H5).
  expect(modeOf(postgresDir).mode).toBe("700");
  for (const file of ["port", "postgres.password", `${site.handle}.password`, "leads.secret"])
    expect(modeOf(path.join(postgresDir, file)).mode, file).toBe("600");
  const postgresPort = readFileSync(path.join(postgresDir, "port"), "utf8").trim();
  const overTcp = psql([`postgres://postgres@127.0.0.1:${postgresPort}/postgres`], "select 1");
  expect(overTcp, "a login as postgres without a password").toEqual({ status: 2, output: expect.stringContaining("no password supplied") });
  const overSocket = psql(["-h", postgresDir, "-p", postgresPort, "-U", "postgres", "postgres"], "select 1");
  expect(overSocket.status, overSocket.output).not.toBe(0);

  // The origins log in as the site's own role: no superuser, it owns its database and runs no program.
  const environ = readFileSync(`/proc/${origins[0]}/environ`, "utf8").split("\0");
  const databaseUrl = new URL(environ.find((line) => line.startsWith("DATABASE_URL="))!.slice("DATABASE_URL=".length));
  expect([databaseUrl.username, databaseUrl.pathname]).toEqual([site.handle, `/${site.handle}`]);
  expect(databaseUrl.toString()).toBe(siteDatabaseUrl());
  // Their lead secret is the one the edge keeps beside the passwords for its next starts (red team 1, I6).
  const leadsSecret = environ.find((line) => line.startsWith("LEADS_SECRET="))!.slice("LEADS_SECRET=".length);
  expect(leadsSecret).toBe(readFileSync(path.join(postgresDir, "leads.secret"), "utf8").trim());
  const role = psql([databaseUrl.toString()], "select rolsuper, rolcreaterole, rolcreatedb from pg_roles where rolname = current_user");
  expect(role).toEqual({ status: 0, output: "f|f|f\n" });
  const program = psql([databaseUrl.toString()], "copy (select 1) to program 'id'");
  expect(program.output).toContain("must be superuser or have privileges of the pg_execute_server_program role");
  // It made the site's tables (the migrations ran as it) and owns them.
  expect(psql([databaseUrl.toString()], "select tableowner from pg_tables where tablename = 'leads'").output).toBe(`${site.handle}\n`);
});

test("throttles, per client address, a flood that bypasses the cache and a flood of posts, with the security headers (F11, F1)", async () => {
  // 200 quick ?lang=en (never cached) from one client, named by the trusted hop (H2-style): the
  // first ones reach the origins, then 429s; another client is not held back by it.
  const client: [string, string] = ["X-Forwarded-For", "203.0.113.7"];
  const answers: RawResponse[] = [];
  const queue = Array.from({ length: 200 }, (_, index) => index);
  await Promise.all(
    Array.from({ length: 20 }, async () => {
      while (queue.shift() !== undefined) answers.push(await rawRequest(url, "/app?lang=en", [client]));
    }),
  );
  // A visitor behind the flooding address, sent to a lead form's thank-you page (?reply=sent) at
  // this very moment, gets it: it is counted apart from the language switches (red team N2).
  const thanks = await rawRequest(url, "/dz/business/pay/contact?reply=sent", [client]);
  expect(thanks.status).toBe(200);
  expect(thanks.body).toContain('lang="ar"');
  const statuses = answers.map((answer) => answer.status);
  expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(20);
  expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(100);
  expect(statuses.filter((status) => status !== 200 && status !== 429)).toEqual([]);
  const refused = answers.find((answer) => answer.status === 429)!;
  expect(securityHeadersOf(refused)).toEqual(securityHeadersOnce);
  // Not nginx's English page: the edge's own, in the language decided for the request, uncached.
  expect(headerValues(refused, "content-type")).toEqual(["text/html; charset=utf-8"]);
  expect(headerValues(refused, "cache-control")).toEqual(["private, no-store"]);
  expect(htmlLangDir(refused.body)).toEqual({ lang: "en", dir: "ltr" });
  expect(refused.body).toContain(`<h1>${enMessages.edgeLimited.title}</h1><p>${enMessages.edgeLimited.body}</p>`);
  expect(refused.body).not.toContain("nginx");
  expect((await rawRequest(url, "/app?lang=en", [["X-Forwarded-For", "203.0.113.8"]])).status).toBe(200);
  // A cached page is not counted: the flooding client still gets it.
  expect((await rawRequest(url, "/app", [client])).status).toBe(200);
  // 404s are counted in a zone of their own (red team N2): a flood of them from one address leaves
  // that address's language switches, searches and reply pages alone.
  const junk: [string, string] = ["X-Forwarded-For", "203.0.113.11"];
  const junkStatuses: number[] = [];
  const junkQueue = Array.from({ length: 200 }, (_, index) => index);
  await Promise.all(
    Array.from({ length: 20 }, async () => {
      for (let next = junkQueue.shift(); next !== undefined; next = junkQueue.shift())
        junkStatuses.push((await rawRequest(url, `/nope-${next}`, [junk])).status);
    }),
  );
  expect(junkStatuses.filter((status) => status === 429).length).toBeGreaterThan(50);
  expect((await rawRequest(url, "/app?lang=fr", [junk])).status).toBe(200);

  // A POST to a path with no form is refused at once (405, what is allowed) and counted nowhere
  // (R1): 35 of them from one address, then a visitor behind the same address still posts a lead.
  const post: [string, string][] = [
    ["X-Forwarded-For", "203.0.113.9"],
    ["Content-Type", "text/plain"],
    ["Content-Length", "0"],
  ];
  for (let index = 0; index < 35; index++) {
    const junk = await rawRequest(url, "/", post, "POST");
    expect(junk.status).toBe(405);
    expect(headerValues(junk, "allow").join(", ")).toBe("GET, HEAD");
  }
  // A lead form's page takes a POST, and the edge puts no rate on it (red team N1): 40 junk POSTs
  // to the form from one address are all the site's to answer (415 here: no form's body), and
  // cost a neighbour's lead nothing (H2 below).
  for (let index = 0; index < 40; index++) expect((await rawRequest(url, "/dz/business/pay/contact", post, "POST")).status).toBe(415);
  // Only how many are in progress at once (EDGE_LIMIT_FORM_CONN, 2 here): two POSTs whose body
  // never comes hold their places; a third gets the site's own "limited" reply, never nginx's
  // English page: a 303 to the form's page with ?reply=limited (its sentence in the page's
  // language), or, to the page's script, the reply as JSON.
  const held = await Promise.all(
    [1, 2].map(
      () =>
        new Promise<net.Socket>((resolve) => {
          const socket = net.connect({ host: "127.0.0.1", port }, () => {
            socket.write(
              "POST /dz/business/pay/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Forwarded-For: 203.0.113.9\r\nContent-Type: text/plain\r\nContent-Length: 10\r\n\r\n",
            );
            setTimeout(() => resolve(socket), 300);
          });
          socket.on("error", () => {});
        }),
    ),
  );
  try {
    const third = await rawRequest(url, "/dz/business/pay/contact", post, "POST");
    expect([third.status, headerValues(third, "location").join(", ")]).toEqual([303, "/dz/business/pay/contact?reply=limited"]);
    expect(headerValues(third, "cache-control").join(", ")).toBe("private, no-store");
    const asScript = await rawRequest(url, "/dz/business/pay/contact", [...post, ["Accept", "application/json"]], "POST");
    expect([asScript.status, JSON.parse(asScript.body)]).toEqual([429, { status: "failed", failure: "limited", values: {} }]);
    expect(securityHeadersOf(asScript)).toEqual(securityHeadersOnce);
  } finally {
    for (const socket of held) socket.destroy();
  }
  const limitedPage = await rawRequest(url, "/dz/business/pay/contact?reply=limited", [["X-Forwarded-For", "203.0.113.9"]]);
  expect(limitedPage.status).toBe(200);
  expect(limitedPage.body).toContain('lang="ar"');
  expect(limitedPage.body).toContain(arMessages.leadForms.failure.limited);
  // Their places freed, the same client posts again.
  await expect.poll(async () => (await rawRequest(url, "/dz/business/pay/contact", post, "POST")).status).toBe(415);
  // A consented lead is never dropped for its address (review H2): four leads from one client,
  // without the proof of work (3 an hour), all stored; the fourth marked throttled.
  const lead = (email: string) =>
    new URLSearchParams({
      form: "sales",
      organisation: "Pharmacie Ibn Sina",
      name: "Karim Haddad",
      email,
      phone: "0550 12 34 56",
      volume: "under-1m",
      consent: "yes",
    }).toString();
  const sent: unknown[] = [];
  for (let index = 1; index <= 4; index++) {
    const body = lead(`h2-${index}-${port}@example.dz`);
    const answer = await postSalesLead(url, body, [["X-Forwarded-For", "203.0.113.20"]]);
    sent.push([answer.status, JSON.parse(answer.body).status]);
  }
  expect(sent).toEqual(Array.from({ length: 4 }, () => [200, "sent"]));
  // The framework's own headers stay at the edge (red team 3, F7): a form posted without JavaScript
  // and refused is the page again, rewritten by the proxy to the form's internal reply page, and the
  // answer never names it.
  const refusedLead = "form=sales&email=not-an-address&consent=yes";
  const noScript = await postSalesForm(url, refusedLead, [["X-Forwarded-For", "203.0.113.21"]]);
  expect(noScript.status).toBe(422);
  expect(noScript.body).toContain('lang="ar"');
  expect(headerValues(noScript, "x-middleware-rewrite")).toEqual([]);
  // Read in its PostgreSQL whoever runs the suite (the files the edge keeps, not root's view of /proc).
  const stored = psql([siteDatabaseUrl()], `select email, throttled from leads where email like 'h2-%-${port}@example.dz' order by email`);
  expect(stored.output).toBe([1, 2, 3, 4].map((index) => `h2-${index}-${port}@example.dz|${index === 4 ? "t" : "f"}`).join("\n") + "\n");

  // Forged client addresses from one client are ignored (review H1): four leads, each naming
  // another address in every header a client could forge (the edge's own x-edge-client, X-Real-IP,
  // Forwarded, and X-Forwarded-For entries to the left of what the trusted hop appends); the site
  // counts them all as the one address the hop named, and marks the fourth throttled. One carries
  // the review's H7 values, for the export below.
  const forged: unknown[] = [];
  for (let index = 1; index <= 4; index++) {
    const other = `198.51.100.${index}`;
    const body = new URLSearchParams({
      form: "sales",
      organisation: index === 1 ? "Acme;=1+1;x" : "Pharmacie Ibn Sina",
      name: index === 1 ? "\uFF1D1+1" : "Karim Haddad",
      email: `h1-${index}-${port}@example.dz`,
      phone: `0550 12 34 6${index}`,
      volume: "under-1m",
      consent: "yes",
    }).toString();
    const answer = await postSalesLead(url, body, [
      ["X-Forwarded-For", `${other}, 203.0.113.30`],
      ["x-edge-client", other],
      ["X-Real-IP", other],
      ["Forwarded", `for=${other}`],
    ]);
    forged.push([answer.status, JSON.parse(answer.body).status]);
  }
  expect(forged).toEqual(Array.from({ length: 4 }, () => [200, "sent"]));
  const counted = psql([siteDatabaseUrl()], `select email, throttled from leads where email like 'h1-%-${port}@example.dz' order by email`);
  expect(counted.output).toBe([1, 2, 3, 4].map((index) => `h1-${index}-${port}@example.dz|${index === 4 ? "t" : "f"}`).join("\n") + "\n");

  // The team's export of what came through the edge (review H7), run as docs/deployment.md says,
  // with the edge's database URL and lead secret: the semicolon stays inside one quoted cell, the
  // fullwidth formula sign is neutralised, and the throttled mark is a column.
  const exported = spawnSync(process.execPath, ["scripts/leads.mjs", "export", "--form", "sales"], {
    encoding: "utf8",
    env: {
      ...process.env,
      DATABASE_URL: siteDatabaseUrl(),
      LEADS_SECRET: readFileSync(path.join(postgresDir, "leads.secret"), "utf8").trim(),
      LEADS_DATA_DIR: "",
    },
  });
  expect(exported.status, exported.stderr).toBe(0);
  const acme = exported.stdout.split("\r\n").find((line) => line.includes(`h1-1-${port}@example.dz`)) ?? "";
  expect(acme).toContain('"Acme;=1+1;x"');
  expect(acme).toContain(`"'\uFF1D1+1"`);
  // Every cell quoted or empty, and none starts with a formula sign (the `;=` above is inside its cell).
  expect(acme).toMatch(/^(?:"(?:[^"]|"")*"|)(?:,(?:"(?:[^"]|"")*"|))*$/);
  expect(acme).not.toMatch(/(?:^|,)"[=@+\-\uFF1D\uFF0B\uFF0D\uFF20]/);
  const header = exported.stdout.split("\r\n")[0]!.split(",");
  const throttledColumn = header.indexOf('"throttled"');
  expect(throttledColumn).toBeGreaterThan(-1);

  // Another address is not held back.
  expect((await rawRequest(url, "/dz/business/pay/contact", [["X-Forwarded-For", "203.0.113.10"], ...post.slice(1)], "POST")).status).toBe(
    415,
  );

  // The access log names the client the hop reported; it was rotated at its size (EDGE_LOG_MAX_MB),
  // and the new one is private too.
  await expect.poll(() => existsSync(path.join(dir, "logs/access.log.1")), { timeout: 15_000 }).toBe(true);
  const rotated = readdirSync(path.join(dir, "logs")).filter((file) => file.startsWith("access.log"));
  const logs = rotated.map((file) => readFileSync(path.join(dir, "logs", file), "utf8")).join("");
  expect(logs).toMatch(/^203\.0\.113\.7 \[[^\]]+\] "GET \/app\?lang=en HTTP\/1\.1" 429 /m);
  for (const file of ["access.log", "access.log.1"]) expect(modeOf(path.join(dir, "logs", file)).mode, file).toBe("600");
});

test("answers with the security headers when the origins are down, and starts again an origin that dies (I7)", async () => {
  const listening = () => [port + 1, port + 2].map((originPort) => listeningPid(originPort));
  const origins = listening();
  // Both die: nginx's own 502, with the site's security headers, once (H14).
  for (const pid of origins) process.kill(pid!, "SIGKILL");
  const down = await rawRequest(url, "/dz?lang=ar", [["X-Forwarded-For", "203.0.113.10"]]);
  expect(down.status).toBe(502);
  expect(securityHeadersOf(down)).toEqual(securityHeadersOnce);
  // Each is started again.
  await expect.poll(() => listening().every((pid, index) => pid !== null && pid !== origins[index]), { timeout: 60_000 }).toBe(true);
  const client = { headers: { "x-forwarded-for": "203.0.113.11" } };
  await expect.poll(async () => (await fetch(`${url}/dz/app?lang=fr`, client)).status, { timeout: 30_000 }).toBe(200);
  // One dies: the other answers meanwhile.
  const [first] = listening();
  process.kill(first!, "SIGKILL");
  expect((await fetch(`${url}/dz/app?lang=fr`, client)).status).toBe(200);
  await expect.poll(() => listening()[0], { timeout: 60_000 }).not.toBe(first);
  await expect.poll(() => listening()[0], { timeout: 60_000 }).not.toBeNull();
});

test("while its PostgreSQL does not answer, a lead gets the 'unavailable' reply and none of its values reach the origins' logs; origins started meanwhile send the next lead's notification once it answers (review H4, H3)", async () => {
  test.setTimeout(120_000);
  const postmaster = Number(readFileSync(path.join(postgresDir, "data", "postmaster.pid"), "utf8").split("\n")[0]);
  // The server stops answering (SIGSTOP): it takes no new connection, so a query waits for one
  // until the pool's connect timeout (5 s); its process still runs, so the edge's watchdog leaves
  // it alone (and the database comes back at the same address). The site's open connections are
  // ended first, as pg_terminate_backend ends them (SIGTERM to their server processes, which end
  // even while the server is stopped): none is left in the origins' pools to answer a query.
  process.kill(postmaster, "SIGSTOP");
  try {
    const connections = childrenOf(postmaster).filter((pid) => {
      const title = commandLine(pid);
      // A connection's process shows its role and database; one forked a moment ago, the server's own command line.
      return title.startsWith(`postgres: ${site.handle} ${site.handle} `) || title === commandLine(postmaster);
    });
    for (const pid of connections) {
      try {
        process.kill(pid, "SIGTERM");
      } catch {
        // Ended meanwhile.
      }
    }
    await expect.poll(() => connections.filter(running), { timeout: 15_000 }).toEqual([]);

    // H4: a lead posted now, by the page's script and without it, gets the documented answer...
    const values = { organisation: "Clinique des Oasis", name: "Yasmina Touati", phone: "0661 23 45 67" };
    const h4Lead = (email: string) =>
      new URLSearchParams({ form: "sales", ...values, email, volume: "under-1m", consent: "yes" }).toString();
    const h4Emails = [`h4-script-${port}@example.dz`, `h4-form-${port}@example.dz`];
    const client: [string, string] = ["X-Forwarded-For", "203.0.113.50"];
    const withoutScriptBody = h4Lead(h4Emails[1]!);
    const [asScript, withoutScript] = await Promise.all([
      postSalesLead(url, h4Lead(h4Emails[0]!), [client]),
      postSalesForm(url, withoutScriptBody, [client]),
    ]);
    expect([asScript.status, JSON.parse(asScript.body)]).toEqual([503, { status: "failed", failure: "unavailable", values: {} }]);
    expect([withoutScript.status, headerValues(withoutScript, "location").join(", ")]).toEqual([
      303,
      "/dz/business/pay/contact?reply=unavailable",
    ]);
    expect(headerValues(withoutScript, "cache-control").join(", ")).toBe("private, no-store");
    // ... and the origins' log (their standard error, which the edge passes on) says that a lead
    // could not be stored, with the error's kind, and holds nothing of it: no value the visitor
    // typed, nor the failed query with its parameters (drizzle's error message).
    await expect.poll(() => log.match(/\[leads\] a lead could not be stored \(error=\w+\)/g)?.length ?? 0).toBeGreaterThanOrEqual(2);
    for (const value of [...Object.values(values), "661234567", ...h4Emails]) expect(log, value).not.toContain(value);
    for (const text of ["params:", "Failed query", "insert into"]) expect(log, text).not.toContain(text);

    // H3: both origins die while it does not answer. Each is started again by the edge, finds no
    // database (the log says so once the connect timeout has passed) and starts its delivery
    // worker all the same.
    const mark = log.length;
    const before = [port + 1, port + 2].map((originPort) => listeningPid(originPort)!);
    for (const pid of before) process.kill(pid, "SIGKILL");
    await expect
      .poll(() => log.slice(mark).match(/\[leads\] the lead database could not be opened/g)?.length ?? 0, { timeout: 90_000 })
      .toBe(2);
    await expect
      .poll(
        () =>
          [port + 1, port + 2].map((originPort) => listeningPid(originPort)).every((pid, index) => pid !== null && pid !== before[index]),
        {
          timeout: 60_000,
        },
      )
      .toBe(true);
  } finally {
    process.kill(postmaster, "SIGCONT");
  }
  const origins = [port + 1, port + 2].map((originPort) => listeningPid(originPort));

  // The database answers again, at the same address: a lead is stored, and its notification
  // reaches the receiver, sent by one of those origins (no other has started since); its outbox
  // row delivered at the first attempt. Before the fix, their worker never started: the row stayed
  // at 0 attempts.
  const email = `h3-${port}@example.dz`;
  const body = new URLSearchParams({
    form: "sales",
    organisation: "Pharmacie Ibn Sina",
    name: "Karim Haddad",
    email,
    phone: "0550 12 34 71",
    volume: "under-1m",
    consent: "yes",
  }).toString();
  await expect
    .poll(
      async () => {
        const answer = await postSalesLead(url, body, [["X-Forwarded-For", "203.0.113.51"]]);
        return [answer.status, answer.status === 200 ? JSON.parse(answer.body).status : null];
      },
      { timeout: 30_000 },
    )
    .toEqual([200, "sent"]);
  await expect.poll(() => notified.some((lead) => lead.email === email), { timeout: 30_000 }).toBe(true);
  const outbox = psql(
    [siteDatabaseUrl()],
    `select o.attempts, o.delivered_at is not null from lead_outbox o join leads l on l.id = o.lead_id where l.email = '${email}' and o.channel = 'webhook'`,
  );
  expect(outbox.output).toBe("1|t\n");
  expect([port + 1, port + 2].map((originPort) => listeningPid(originPort))).toEqual(origins);
  // The visitor told "not received" was right: neither H4 lead is in the database.
  expect(psql([siteDatabaseUrl()], `select count(*) from leads where email like 'h4-%-${port}@example.dz'`).output).toBe("0\n");
});

test("starts its PostgreSQL again when it dies, and the origins with its new address: a lead is stored again (red team 1, R2)", async () => {
  test.setTimeout(120_000);
  const postmaster = () => Number(readFileSync(path.join(postgresDir, "data", "postmaster.pid"), "utf8").split("\n")[0]);
  const before = postmaster();
  const portBefore = readFileSync(path.join(postgresDir, "port"), "utf8").trim();
  // Killed outright: no clean stop, postmaster.pid left behind.
  process.kill(before, "SIGKILL");
  await expect.poll(() => log, { timeout: 60_000 }).toMatch(/PostgreSQL in .* stopped: starting it again\./);
  await expect.poll(() => log, { timeout: 90_000 }).toMatch(/PostgreSQL in .* runs again \(port \d+\)\./);
  expect(alive(postmaster())).toBe(true);
  expect(postmaster()).not.toBe(before);
  expect(log).not.toContain("ERROR");
  // The origins were started again with its new address: a lead goes through and is stored.
  const email = `r2-${port}@example.dz`;
  const body = new URLSearchParams({
    form: "sales",
    organisation: "Pharmacie Ibn Sina",
    name: "Karim Haddad",
    email,
    phone: "0550 12 34 70",
    volume: "under-1m",
    consent: "yes",
  }).toString();
  const post = () => postSalesLead(url, body, [["X-Forwarded-For", "203.0.113.40"]]);
  await expect.poll(async () => (await post()).status, { timeout: 60_000 }).toBe(200);
  expect(psql([siteDatabaseUrl()], `select count(*) from leads where email = '${email}'`).output).toBe("1\n");
  expect(readFileSync(path.join(postgresDir, "port"), "utf8").trim()).not.toBe(portBefore);
});

test("stops only its own processes on SIGTERM", async () => {
  const nginx = Number(readFileSync(path.join(dir, "nginx.pid"), "utf8"));
  const origins = [port + 1, port + 2].map((originPort) => listeningPid(originPort)!);
  expect(alive(nginx)).toBe(true);
  // The edge that the other specs use is not this one's, and must outlive it.
  const other = listeningPid(Number(new URL(EDGE_URL).port));
  expect(other).not.toBeNull();

  const exited = new Promise<number | null>((resolve) => edge!.once("exit", (code) => resolve(code)));
  edge!.kill("SIGTERM");
  expect(await exited).toBe(0);
  for (const pid of [nginx, ...origins]) expect(alive(pid), `process ${pid}`).toBe(false);
  await expect(fetch(url)).rejects.toThrow();
  expect(other !== null && alive(other)).toBe(true);
  // Its PostgreSQL is stopped (pg_ctl removes postmaster.pid once the server has stopped).
  expect(existsSync(path.join(postgresDir, "data", "postmaster.pid"))).toBe(false);
});

test("a SIGTERM while it starts stops what it has started: the origins, and the PostgreSQL server it started", async () => {
  test.setTimeout(180_000);
  // Its own ports, folder and PostgreSQL folder (no DATABASE_URL: the edge starts a server there).
  const startPort = PORT + 40;
  const postgresDir = mkdtempSync(path.join(os.tmpdir(), "site-edge-postgres-"));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    EDGE_PORT: String(startPort),
    EDGE_ORIGINS: "2",
    EDGE_BUILD: "never",
    EDGE_DIR: edgeDir(startPort),
    EDGE_POSTGRES_DIR: postgresDir,
  };
  delete env.DATABASE_URL;
  const starting = spawn(process.execPath, ["scripts/edge.mjs"], { env, stdio: ["ignore", "ignore", "pipe"] });
  try {
    let log = "";
    starting.stderr!.on("data", (chunk) => (log += chunk));
    const exited = new Promise<number | null>((resolve) => starting.once("exit", (code) => resolve(code)));
    const origin = (originPort: number) => processesWith(["start", "-p", String(originPort)]);

    // The first origin's process exists: PostgreSQL runs, the origins are starting, nginx is not yet.
    await expect.poll(() => origin(startPort + 1).length, { timeout: 120_000, intervals: [20] }).toBeGreaterThan(0);
    expect(log).not.toContain("Serving");
    expect(existsSync(path.join(postgresDir, "data", "postmaster.pid"))).toBe(true);
    starting.kill("SIGTERM");

    expect(await exited).toBe(0);
    expect(log).toContain("SIGTERM: stopping");
    expect(log).not.toContain("ERROR");
    expect(log).not.toContain("Serving");
    for (const originPort of [startPort + 1, startPort + 2]) expect(origin(originPort), `origin ${originPort}`).toEqual([]);
    expect(listeningPid(startPort), "nginx").toBeNull();
    // pg_ctl removes postmaster.pid once the server has stopped.
    expect(existsSync(path.join(postgresDir, "data", "postmaster.pid")), "PostgreSQL still running").toBe(false);
  } finally {
    if (starting.exitCode === null) starting.kill("SIGKILL");
    // Should the edge have left its server running (the failure this test is for), it is stopped here.
    spawnSync(process.execPath, ["scripts/postgres.mjs", "stop", postgresDir], { stdio: "ignore" });
    rmSync(postgresDir, { recursive: true, force: true });
  }
});

/** A same-origin sales form posted as a browser without JavaScript would, with the client headers given. */
function postSalesForm(url: string, body: string, clientHeaders: [string, string][]) {
  return rawRequest(
    url,
    "/dz/business/pay/contact",
    [
      ...clientHeaders,
      ["Origin", url],
      ["Sec-Fetch-Site", "same-origin"],
      ["Content-Type", "application/x-www-form-urlencoded"],
      ["Content-Length", String(Buffer.byteLength(body))],
    ],
    "POST",
    body,
  );
}

/** The same lead posted by the page's script: it asks for JSON. */
function postSalesLead(url: string, body: string, clientHeaders: [string, string][]) {
  return postSalesForm(url, body, [...clientHeaders, ["Accept", "application/json"]]);
}
