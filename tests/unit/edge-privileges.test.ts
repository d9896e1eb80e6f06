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
const { originBuild, removeTree, trustedParents, originAccount, account, originEnvironment } = edge as {
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
