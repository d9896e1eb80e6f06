// Child processes for the scripts (benchmarks, screenshots): free ports, Next.js servers, one-shot commands.
// Every long-lived child is started in its own process group so that stopping it
// also stops what it spawned (`npx` -> `node next start` -> worker processes).

import { spawn } from "node:child_process";
import { setTimeout as sleep } from "node:timers/promises";
import getPort, { portNumbers } from "get-port";

/**
 * Children still running, so that a Ctrl-C or a crash can stop them, each with
 * the signal that stops it cleanly.
 *
 * @type {Map<import("node:child_process").ChildProcess, NodeJS.Signals>}
 */
const running = new Map();

/** Children being stopped on purpose, so that their exit is not reported as a surprise. */
const stopping = new WeakSet();

/**
 * A free TCP port: the first at or after `start` (up to 200 further), skipping `exclude` (ports
 * handed out in this run but not yet bound); any free port without `start`.
 *
 * @param {number} [start]
 * @param {Set<number>} [exclude]
 * @returns {Promise<number>}
 */
export async function findFreePort(start, exclude = new Set()) {
  return getPort(start ? { port: portNumbers(start, start + 199), exclude: [...exclude] } : {});
}

/**
 * Runs a command to completion, collecting its output, and rejects (with the
 * output's tail in the message) when it fails.
 *
 * @param {string} command
 * @param {string[]} args
 * @param {{ cwd: string, env?: NodeJS.ProcessEnv, echo?: boolean }} options
 *   `echo` also copies the output to our stderr (stdout is kept for the report).
 * @returns {Promise<string>} the combined stdout and stderr
 */
export function runCommand(command, args, { cwd, env = process.env, echo = false }) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: ["ignore", "pipe", "pipe"], detached: true });
    running.set(child, "SIGTERM");
    let output = "";
    const collect = (chunk) => {
      output += chunk;
      if (echo) process.stderr.write(chunk);
    };
    child.stdout.on("data", collect);
    child.stderr.on("data", collect);
    child.once("error", (error) => {
      running.delete(child);
      reject(error);
    });
    child.once("close", (code, signal) => {
      running.delete(child);
      if (code === 0) resolve(output);
      // The output was already shown when echoed: do not repeat it in the message.
      else reject(new Error(`${command} ${args.join(" ")} failed (${signal ?? `exit ${code}`})${echo ? "" : `:\n${tail(output)}`}`));
    });
  });
}

/**
 * The last `lines` lines of a command's output, for error messages.
 *
 * @param {string} text
 * @param {number} [lines]
 * @returns {string}
 */
export function tail(text, lines = 25) {
  return text.trimEnd().split("\n").slice(-lines).join("\n");
}

/**
 * Starts `npx next start -p <port>` in `cwd` and resolves once it answers HTTP.
 *
 * @param {{ cwd: string, port: number, name: string }} options `name` labels messages
 * @returns {Promise<{ url: string, child: import("node:child_process").ChildProcess, exited: () => string | null }>}
 *   `exited` tells whether (and how) the server has stopped since
 */
export async function startNextServer({ cwd, port, name, env: extra = {} }) {
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1", NODE_ENV: "production", ...extra };
  const child = spawn("npx", ["next", "start", "-p", String(port)], { cwd, env, stdio: ["ignore", "pipe", "pipe"], detached: true });
  running.set(child, "SIGTERM");
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  let exited = null;
  child.once("exit", (code, signal) => {
    // Running only until we stop it: an exit before that is news (someone killed it, it crashed).
    if (running.has(child) && !stopping.has(child)) {
      process.stderr.write(`[bench] WARNING: ${name} server exited unexpectedly (${signal ?? `exit ${code}`}):\n${tail(output, 10)}\n`);
    }
    running.delete(child);
    exited = signal ?? `exit ${code}`;
  });

  const url = `http://localhost:${port}`;
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    // Fail fast when the server died (port taken, missing build...) instead of waiting out the timeout.
    if (exited) throw new Error(`${name} server stopped before answering (${exited}):\n${tail(output)}`);
    try {
      // Any HTTP answer counts: the server is up, and the audits will report on what it serves.
      await fetch(url, { signal: AbortSignal.timeout(5_000), redirect: "manual" });
      return { url, child, exited: () => exited };
    } catch {
      await sleep(250);
    }
  }
  await stopProcess(child);
  throw new Error(`${name} server did not answer on ${url} within 90 s:\n${tail(output)}`);
}

/**
 * Stops a child and its whole process group: a polite signal (SIGTERM unless
 * the child was registered with another), then SIGKILL if it lingers.
 *
 * @param {import("node:child_process").ChildProcess | undefined} child
 * @returns {Promise<void>}
 */
export async function stopProcess(child) {
  if (!child || child.exitCode !== null || child.signalCode !== null) {
    running.delete(child);
    return;
  }
  stopping.add(child);
  const exited = new Promise((resolve) => child.once("exit", resolve));
  signalGroup(child, running.get(child) ?? "SIGTERM");
  const stopped = await Promise.race([exited.then(() => true), sleep(5_000).then(() => false)]);
  if (!stopped) {
    signalGroup(child, "SIGKILL");
    await Promise.race([exited, sleep(2_000)]);
  }
  running.delete(child);
}

/**
 * Sends a signal to the child's process group (its pid, since it was started
 * `detached`), falling back to the child alone.
 *
 * @param {import("node:child_process").ChildProcess} child
 * @param {NodeJS.Signals} signal
 */
function signalGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    try {
      child.kill(signal);
    } catch {
      // Already gone.
    }
  }
}

/**
 * Stops every child this module started that is still running.
 *
 * @returns {Promise<void>}
 */
export async function stopAll() {
  await Promise.all([...running.keys()].map((child) => stopProcess(child)));
}

/**
 * Registers a child started elsewhere (the Lighthouse runs) so that `stopAll`
 * covers it too; it unregisters itself when it exits.
 *
 * @param {import("node:child_process").ChildProcess} child
 * @param {NodeJS.Signals} [signal] the signal that stops it cleanly
 */
export function track(child, signal = "SIGTERM") {
  running.set(child, signal);
  child.once("exit", () => running.delete(child));
}

/**
 * Runs a benchmark's main and exits with its code. On Ctrl-C or a kill it marks
 * the run interrupted, cleans up (servers, floor app) and leaves with the code a
 * shell reports for a process killed by the signal (128 + its number).
 *
 * @param {() => Promise<number>} main
 * @param {() => Promise<void>} cleanUp
 * @param {(message: string) => void} log
 * @param {() => void} onInterrupt
 */
export function runBenchmark(main, cleanUp, log, onInterrupt) {
  let interrupted = false;
  for (const [signal, code] of [
    ["SIGINT", 130],
    ["SIGTERM", 143],
  ]) {
    process.once(signal, () => {
      interrupted = true;
      onInterrupt();
      log(`${signal}: stopping.`);
      cleanUp().finally(() => process.exit(code));
    });
  }
  main().then(
    (code) => process.exit(code),
    (error) => {
      // After a signal, its handler is already cleaning up and will exit.
      if (interrupted) return;
      log(`ERROR: ${error instanceof Error ? error.message : error}`);
      cleanUp().finally(() => process.exit(1));
    },
  );
}
