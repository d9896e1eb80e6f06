import {
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
  chmodSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
// @ts-expect-error: a plain ES module of the project's scripts, without types
import * as edge from "../../scripts/edge.mjs";

type Account = { name: string; uid: number; gid: number };
type LeadSecret = { secret: string; source: "environment" | "read" | "created" | "drawn" };
const {
  originBuild,
  removeTree,
  trustedParents,
  originAccount,
  account,
  originEnvironment,
  leadSecret,
  leadsSecretFile,
  postmasterRunning,
} = edge as {
  leadSecret(settings: Record<string, string | undefined>, keptIn: string | null): LeadSecret;
  postmasterRunning(postgresDir: string): boolean;
  leadsSecretFile: string;
  originEnvironment(env: Record<string, string | undefined>, privileged: boolean): Record<string, string>;
  originBuild(distDir: string, target: string, user: Account): void;
  removeTree(target: string): void;
  trustedParents(dir: string): void;
  originAccount(wanted?: string): Account;
  account(who: string | number): Account | null;
};

/** What `npm run serve:edge` does when root starts it (docs/deployment.md, "Least privilege"). */
const root = process.getuid?.() === 0;
const work = mkdtempSync(path.join(os.tmpdir(), "cirta-edge-privileges-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe.runIf(root)("the edge started by root (red team R3, R5, I9)", () => {
  it("builds the origins' copy: folders filled by root then handed over, files linked, renewed pages copied anew", () => {
    const user = account("daemon")!;
    const dist = path.join(work, "dist");
    mkdirSync(path.join(dist, "server/app/en/dz/business/pay"), { recursive: true });
    mkdirSync(path.join(dist, "cache/images"), { recursive: true });
    writeFileSync(
      path.join(dist, "prerender-manifest.json"),
      JSON.stringify({
        routes: { "/en/dz/business/pay/pricing": { initialRevalidateSeconds: 3600 }, "/en/dz/app": { initialRevalidateSeconds: false } },
      }),
    );
    writeFileSync(path.join(dist, "server/app/en/dz/app.html"), "app");
    writeFileSync(path.join(dist, "server/app/en/dz/business/pay/pricing.html"), "pricing");
    const target = path.join(work, "origins", "build");
    mkdirSync(path.dirname(target));
    originBuild(dist, target, user);
    const owner = (file: string) => lstatSync(path.join(target, file)).uid;
    for (const folder of [".", "server", "server/app/en/dz/business/pay", "cache"]) expect(owner(folder), folder).toBe(user.uid);
    // A page of the build: the build's own file (one inode), root's, which the user cannot change.
    expect(statSync(path.join(target, "server/app/en/dz/app.html")).ino).toBe(statSync(path.join(dist, "server/app/en/dz/app.html")).ino);
    expect(owner("server/app/en/dz/app.html")).toBe(0);
    // A page Next renews: a copy of the user's.
    expect(statSync(path.join(target, "server/app/en/dz/business/pay/pricing.html")).ino).not.toBe(
      statSync(path.join(dist, "server/app/en/dz/business/pay/pricing.html")).ino,
    );
    expect(owner("server/app/en/dz/business/pay/pricing.html")).toBe(user.uid);
    expect(readFileSync(path.join(target, "server/app/en/dz/business/pay/pricing.html"), "utf8")).toBe("pricing");
    // Next's cache starts empty.
    expect(existsSync(path.join(target, "cache/images"))).toBe(false);
    // A name planted beforehand stops the copy: root never writes through it.
    const planted = path.join(work, "planted");
    mkdirSync(planted);
    symlinkSync(path.join(work, "elsewhere"), path.join(planted, "build"));
    expect(() => originBuild(dist, path.join(planted, "build"), user)).toThrow(/EEXIST/);
    expect(existsSync(path.join(work, "elsewhere"))).toBe(false);
  });

  it("removes a tree without following a link in it", () => {
    const outside = path.join(work, "outside");
    mkdirSync(outside);
    writeFileSync(path.join(outside, "keep"), "root's");
    const tree = path.join(work, "tree");
    mkdirSync(path.join(tree, "sub"), { recursive: true });
    symlinkSync(outside, path.join(tree, "sub", "link"));
    removeTree(tree);
    expect(existsSync(tree)).toBe(false);
    expect(readFileSync(path.join(outside, "keep"), "utf8")).toBe("root's");
  });

  it("refuses an edge folder under a parent another user can write, and the shared nobody for the origins", () => {
    const shared = path.join(work, "shared");
    mkdirSync(shared);
    chmodSync(shared, 0o777);
    expect(() => trustedParents(shared)).toThrow(/can be changed by another user/);
    chmodSync(shared, 0o1777);
    expect(() => trustedParents(shared)).not.toThrow();
    expect(() => originAccount("nobody")).toThrow(/never run as nobody/);
    expect(() => originAccount("root")).toThrow(/never run as root/);
  });

  it("gives the origins only what the site reads of root's environment (red team N4)", () => {
    const env = {
      PATH: "/usr/bin:/bin",
      TZ: "UTC",
      NEXT_PUBLIC_SITE_URL: "https://www.example.dz",
      LEADS_SECRET: "s",
      SMTP_URL: "smtp://mail",
      DATABASE_URL: "postgres://site@db/site",
      FAKETIME: "@2026-11-16 09:00:00",
      LD_PRELOAD: "/usr/lib/faketime/libfaketime.so.1",
      AWS_SECRET_ACCESS_KEY: "root's",
      PGPASSWORD: "root's",
      GITHUB_TOKEN: "root's",
    };
    const given = originEnvironment(env, true);
    expect(Object.keys(given).sort()).toEqual([
      "DATABASE_URL",
      "FAKETIME",
      "LD_PRELOAD",
      "LEADS_SECRET",
      "NEXT_PUBLIC_SITE_URL",
      "PATH",
      "SMTP_URL",
      "TZ",
    ]);
    // Started by a user, the origins are that user: nothing to hide from them.
    expect(originEnvironment(env, false)).toEqual(env);
  });
});

describe("the lead secret of the edge's own PostgreSQL (red team 1, I6)", () => {
  it("is kept across starts in a 0600 file beside the database's passwords; LEADS_SECRET, when set, wins", () => {
    const postgresDir = mkdtempSync(path.join(work, "postgres-"));
    const file = path.join(postgresDir, leadsSecretFile);
    expect(leadsSecretFile).toBe("leads.secret");
    // The first start draws it and keeps it, the starter's alone.
    const first = leadSecret({}, file);
    expect(first.source).toBe("created");
    expect(first.secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(readFileSync(file, "utf8")).toBe(`${first.secret}\n`);
    expect({ mode: (statSync(file).mode & 0o777).toString(8), uid: statSync(file).uid }).toEqual({ mode: "600", uid: process.getuid!() });
    // A restart reads it back: the counters, challenges and address keys stay the same.
    expect(leadSecret({}, file)).toEqual({ secret: first.secret, source: "read" });
    expect(leadSecret({ LEADS_SECRET: "" }, file)).toEqual({ secret: first.secret, source: "read" });
    // The operator's LEADS_SECRET wins, and the kept one is left as it is.
    expect(leadSecret({ LEADS_SECRET: "the-operators-own-secret" }, file)).toEqual({
      secret: "the-operators-own-secret",
      source: "environment",
    });
    expect(readFileSync(file, "utf8")).toBe(`${first.secret}\n`);
    // With a database of the operator's (no file of the edge's), one for this start only.
    const drawn = leadSecret({}, null);
    expect(drawn.source).toBe("drawn");
    expect(drawn.secret).not.toBe(first.secret);
  });

  it("is taken only from a file of the starter's that no one else reads, never through a link", () => {
    const postgresDir = mkdtempSync(path.join(work, "postgres-"));
    const file = path.join(postgresDir, leadsSecretFile);
    // A link planted where the secret goes (the cluster's folder is the postgres user's when root
    // starts the edge): neither read nor written through.
    const target = path.join(work, "not-a-secret");
    writeFileSync(target, "x".repeat(40), { mode: 0o600 });
    symlinkSync(target, file);
    expect(() => leadSecret({}, file)).toThrow(/is a link/);
    rmSync(file);
    // Readable by others: refused, not believed.
    writeFileSync(file, `${"y".repeat(43)}\n`, { mode: 0o644 });
    chmodSync(file, 0o644);
    expect(() => leadSecret({}, file)).toThrow(/mode 0600/);
    // Not a secret.
    chmodSync(file, 0o600);
    writeFileSync(file, "short\n");
    expect(() => leadSecret({}, file)).toThrow(/holds no lead secret/);
    writeFileSync(file, `${"y".repeat(43)}\n`);
    expect(leadSecret({}, file)).toEqual({ secret: "y".repeat(43), source: "read" });
  });
});

describe("the watch on the edge's own PostgreSQL (red team 1, R2)", () => {
  it("tells a running server from one killed outright, whose postmaster.pid stays behind", () => {
    const postgresDir = mkdtempSync(path.join(work, "postgres-"));
    // No server ever started there.
    expect(postmasterRunning(postgresDir)).toBe(false);
    mkdirSync(path.join(postgresDir, "data"));
    const pidFile = path.join(postgresDir, "data", "postmaster.pid");
    // PostgreSQL's file: the process id first, then the folder, the start time, the port...
    writeFileSync(pidFile, `${process.pid}\n${postgresDir}/data\n1764300000\n5432\n`);
    expect(postmasterRunning(postgresDir)).toBe(true);
    // A process that is gone (the highest id Linux gives is below 2^22).
    writeFileSync(pidFile, `${2 ** 22 + 1}\n${postgresDir}/data\n`);
    expect(postmasterRunning(postgresDir)).toBe(false);
    writeFileSync(pidFile, "");
    expect(postmasterRunning(postgresDir)).toBe(false);
  });
});
