import { chmodSync, existsSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import type { LeadStore } from "@/db/client";
import { isAdminCommand, runAdmin } from "./admin";
import { logLead } from "./log";

/**
 * The running server's door for the team's commands on its embedded database (PGlite serves one
 * process: the CLI cannot open it while the site runs, so it asks the site): an HTTP server on a
 * Unix socket inside the database's folder, `<LEADS_DATA_DIR>/admin.sock`, mode 0600 in that 0700
 * folder, so only the account that runs the site can use it (and the site never creates a file in a
 * folder it did not make: red team R9). Nothing listens on the network. How the team asks through
 * it is ./admin-ask.ts.
 */
export { adminSocketPath, askAdmin } from "./admin-ask";

/** Starts the door; returns how to close it. A socket file left by a process that is gone is replaced. */
export async function serveAdmin(store: LeadStore, socketPath: string): Promise<() => Promise<void>> {
  const server = createServer((request, response) => {
    let body = "";
    request.setEncoding("utf8");
    request.on("data", (chunk: string) => {
      body += chunk;
      if (body.length > 4096) request.destroy();
    });
    request.on("end", async () => {
      let parsed: unknown = null;
      try {
        parsed = JSON.parse(body);
      } catch {
        // Not JSON: refused below.
      }
      if (request.method !== "POST" || !isAdminCommand(parsed)) {
        response
          .writeHead(400, { "content-type": "application/json" })
          .end(JSON.stringify({ stdout: "", stderr: "not a command\n", exitCode: 2 }));
        return;
      }
      try {
        const result = await runAdmin(store.db, store.where, parsed);
        response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(result));
      } catch (error) {
        logLead("error", "a team command failed", {}, error);
        response
          .writeHead(500, { "content-type": "application/json" })
          .end(JSON.stringify({ stdout: "", stderr: "the command failed: see the server's log\n", exitCode: 1 }));
      }
    });
  });
  // Only the process that holds the database's lock gets here: a socket file left behind is stale.
  if (existsSync(socketPath)) rmSync(socketPath, { force: true });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(socketPath, () => resolve());
  });
  chmodSync(socketPath, 0o600);
  server.unref();
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      rmSync(socketPath, { force: true });
    });
}
