import { chmodSync, existsSync, lstatSync, rmSync } from "node:fs";
import { createServer, request as httpRequest } from "node:http";
import path from "node:path";
import type { LeadStore } from "@/db/client";
import { quotePath } from "@/db/lock";
import { isAdminCommand, runAdmin, type AdminResult } from "./admin";
import { logLead } from "./log";

/**
 * The running server's door for the team's commands on its embedded database (PGlite serves one
 * process: the CLI cannot open it while the site runs, so it asks the site): an HTTP server on a
 * Unix socket inside the database's folder, `<LEADS_DATA_DIR>/admin.sock`, mode 0600 in that 0700
 * folder, so only the account that runs the site can use it (and the site never creates a file in a
 * folder it did not make: red team R9). Nothing listens on the network.
 */
export function adminSocketPath(dataDir: string): string {
  return path.join(dataDir, "admin.sock");
}

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

/**
 * Asks the running server to run a command; null when no server answers on that socket. Only a
 * socket of this account's is asked (a socket someone else left there would be told whom to erase).
 * A server that takes the connection but gives no full answer within `timeoutSeconds` (a stopped or
 * hung site: the kernel still queues the connection) is a result saying so, exit code 1, never a
 * command that waits forever nor one that opens the folder instead (red team 6, R6-6).
 */
export function askAdmin(socketPath: string, command: unknown, timeoutSeconds = 30): Promise<AdminResult | null> {
  if (!existsSync(socketPath)) return Promise.resolve(null);
  const stat = lstatSync(socketPath);
  if (!stat.isSocket() || (process.getuid && stat.uid !== process.getuid())) return Promise.resolve(null);
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      call.destroy();
      resolve({
        stdout: "",
        stderr:
          `The site serving ${quotePath(path.dirname(socketPath))} took the command but did not answer within ${timeoutSeconds} s: it is stopped (kill -CONT <its pid>) ` +
          `or hung (restart it). It may still run the command once it resumes: check with npm run leads:status before asking again (docs/leads.md).\n`,
        exitCode: 1,
      });
    }, timeoutSeconds * 1000);
    const done = (result: AdminResult | null) => {
      clearTimeout(timer);
      resolve(result);
    };
    const call = httpRequest({ socketPath, path: "/", method: "POST", headers: { "content-type": "application/json" } }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (body += chunk));
      response.on("end", () => {
        try {
          done(JSON.parse(body) as AdminResult);
        } catch {
          done({ stdout: "", stderr: "the server answered something that is not a result\n", exitCode: 1 });
        }
      });
    });
    // A socket whose queue of connections is full (EAGAIN) belongs to a site that takes none: stopped
    // or hung, as above, never "no site" (the command would then open the folder, and the lock
    // refuse it with "stop that process": red team 7, R7-5).
    call.on("error", (error: NodeJS.ErrnoException) =>
      done(
        error.code === "EAGAIN"
          ? {
              stdout: "",
              stderr:
                `The site serving ${quotePath(path.dirname(socketPath))} takes no more commands: its socket's queue is full (EAGAIN). It is stopped (kill -CONT <its pid>) ` +
                `or hung (restart it). This command was not taken: ask again once the site answers (docs/leads.md).\n`,
              exitCode: 1,
            }
          : null,
      ),
    );
    call.end(JSON.stringify(command));
  });
}
