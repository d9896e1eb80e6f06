import { spawn, type ChildProcess } from "node:child_process";
import http from "node:http";
import net from "node:net";
import path from "node:path";
import type { FullConfig } from "@playwright/test";
import { webServers, type WebServer } from "../../playwright.config";

/**
 * Playwright's global setup: starts the servers of playwright.config.ts (`webServers`) side by side,
 * where its `webServer` option starts its entries one after another, and returns the teardown that
 * stops them. Each entry means what it means to `webServer`, checked the same way:
 * - ready when its `url` answers with a status from 200 to 403, or its `port` takes a connection;
 * - already answering: used as it is with `reuseExistingServer`, an error without it (CI);
 * - started by a shell in a process group of its own, with the runner's env and its own over it;
 *   its standard error shown, prefixed, and its standard output dropped;
 * - stopped by that group's id: its `gracefulShutdown` signal, then SIGKILL past its timeout (at
 *   once without one); an error if it exits before it is ready or is not ready within `timeout`.
 * How long each took to be ready, and all of them, is printed (docs/testing.md, "Time").
 */
export default async function startServers(config: FullConfig): Promise<() => Promise<void>> {
  const cwd = path.dirname(config.configFile ?? path.join(process.cwd(), "playwright.config.ts"));
  const start = performance.now();
  const results = await Promise.allSettled(webServers.map((server) => startServer(server, cwd, start)));
  const started = results.flatMap((result) => (result.status === "fulfilled" && result.value ? [result.value] : []));
  const stopAll = () => Promise.all(started.map(stopServer)).then(() => undefined);
  const failed = results.find((result): result is PromiseRejectedResult => result.status === "rejected");
  if (failed) {
    await stopAll();
    throw failed.reason;
  }
  log(`all ${webServers.length} ready in ${seconds(start)} (${started.length} started, ${webServers.length - started.length} already running)`);
  return stopAll;
}

type Started = { name: string; child: ChildProcess; exited: Promise<void>; gracefulShutdown?: WebServer["gracefulShutdown"] };

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
const log = (line: string) => process.stderr.write(`[servers] ${line}\n`);

function nameOf(server: WebServer): string {
  return server.name ?? server.command;
}

async function startServer(server: WebServer, cwd: string, since: number): Promise<Started | null> {
  const name = nameOf(server);
  const ready = readiness(server);
  if (await ready()) {
    if (server.reuseExistingServer) {
      log(`${name}: already running, used as it is`);
      return null;
    }
    throw new Error(
      `${server.url ?? `http://localhost:${server.port}`} is already used, make sure that nothing is running on the port/url or set reuseExistingServer:true in config.webServer.`,
    );
  }
  const child = spawn(server.command, {
    cwd: server.cwd ? path.resolve(cwd, server.cwd) : cwd,
    env: { BROWSER: "none", FORCE_COLOR: "1", DEBUG_COLORS: "1", ...process.env, ...server.env },
    shell: true,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.resume();
  child.stderr?.on("data", (data: Buffer) => process.stderr.write(prefixed(data.toString(), server.name ?? "WebServer")));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const started: Started = { name, child, exited, gracefulShutdown: server.gracefulShutdown };
  const timeout = server.timeout || 60_000;
  const early = exited.then(() => {
    throw new Error(`${name}: exited with ${child.exitCode ?? child.signalCode} before it was ready`);
  });
  early.catch(() => {});
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${name}: not ready within ${timeout} ms`)), timeout);
  });
  const waiting = { over: false };
  try {
    await Promise.race([waitFor(ready, waiting), early, late]);
  } catch (error) {
    waiting.over = true;
    clearTimeout(timer);
    await stopServer(started);
    throw error;
  }
  waiting.over = true;
  clearTimeout(timer);
  log(`${name}: ready in ${seconds(since)}`);
  return started;
}

/** Whether the server answers now: its port takes a connection, or its URL answers 200 to 403 (as Playwright checks). */
function readiness(server: WebServer): () => Promise<boolean> {
  if (server.port !== undefined) {
    const port = server.port;
    return async () => (await Promise.all(["127.0.0.1", "::1"].map((host) => connects(port, host)))).some(Boolean);
  }
  if (!server.url) throw new Error(`${nameOf(server)}: neither a url nor a port to know when it is ready`);
  const url = server.url;
  return () =>
    new Promise((resolve) => {
      const request = http.get(url, { headers: { Accept: "*/*" } }, (response) => {
        response.resume();
        const status = response.statusCode ?? 0;
        resolve(status >= 200 && status < 404);
      });
      request.on("error", () => resolve(false));
    });
}

function connects(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net
      .connect(port, host)
      .on("error", () => resolve(false))
      .on("connect", () => {
        socket.end();
        resolve(true);
      });
  });
}

/** Asks again after 100, 250, 500 ms, then every second (Playwright's steps). */
async function waitFor(ready: () => Promise<boolean>, waiting: { over: boolean }) {
  const steps = [100, 250, 500];
  while (!waiting.over) {
    if (await ready()) return;
    await new Promise((resolve) => setTimeout(resolve, steps.shift() ?? 1000));
  }
}

/** Stops a server by its process group: its graceful signal first when it has one, SIGKILL past the timeout. */
async function stopServer({ name, child, exited, gracefulShutdown }: Started): Promise<void> {
  const pid = child.pid;
  if (pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  const kill = (signal: NodeJS.Signals) => {
    try {
      process.kill(-pid, signal);
    } catch {
      // The group is gone already.
    }
  };
  if (gracefulShutdown) {
    kill(gracefulShutdown.signal);
    const timeout = gracefulShutdown.timeout ?? 0;
    const closed = await Promise.race([
      exited.then(() => true),
      ...(timeout ? [new Promise<boolean>((resolve) => setTimeout(() => resolve(false), timeout))] : []),
    ]);
    if (closed) return;
    log(`${name}: did not stop within ${timeout} ms of ${gracefulShutdown.signal}: killed`);
  }
  kill("SIGKILL");
  await exited;
}

function prefixed(output: string, name: string): string {
  const lines = output.split("\n");
  const last = lines.at(-1) === "" ? lines.pop() : undefined;
  return lines.map((line) => `[${name}] ${line}`).join("\n") + (last === undefined ? "" : "\n");
}
