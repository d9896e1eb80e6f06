import { existsSync, lstatSync } from "node:fs";
import { request as httpRequest } from "node:http";
import path from "node:path";
import { quotePath } from "@/db/lock";
import type { AdminResult } from "./admin";

/**
 * The team's side of the running server's door (./admin-socket.ts): where the socket is, and how a
 * command asks through it. Kept apart from the door itself, which runs the commands, so that the
 * CLI (scripts/leads.mjs) loads only this to ask a running site, not the commands' modules.
 */

/** The door's socket in the embedded database's folder. */
export function adminSocketPath(dataDir: string): string {
  return path.join(dataDir, "admin.sock");
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
