import { describe, expect, it, vi } from "vitest";
import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { describeEachEngine } from "../../../tests/support/db-engines";

/**
 * Without `LEADS_SECRET` the process draws one secret of its own. Next bundles `secret.ts` once
 * for the proxy (which checks the proof of work and counts contacts), once for `/data/altcha`
 * (which signs challenges) and once for instrumentation (`leads:erase` through the admin socket):
 * each bundle is a module instance of its own, as `vi.resetModules()` makes one here. All of them
 * must key things with the same secret (red team F39-1).
 */
const noSecret = {};

describe("the per-process lead secret", () => {
  it("is one per process, whichever bundle's copy of secret.ts asks", async () => {
    vi.resetModules();
    const route = await import("./secret");
    vi.resetModules();
    const proxy = await import("./secret");
    expect(proxy).not.toBe(route);
    expect(proxy.leadSecret(noSecret)).toBe(route.leadSecret(noSecret));
    // LEADS_SECRET still wins.
    expect(proxy.leadSecret({ LEADS_SECRET: "set" })).toBe("set");
  });

  it("verifies in the proxy a challenge the /data/altcha route signed and the browser solved", async () => {
    vi.resetModules();
    const route = await import("./challenge");
    vi.resetModules();
    const proxy = await import("./challenge");
    expect(proxy).not.toBe(route);
    const challenge = await route.newChallenge(Date.now(), noSecret);
    const solution = await solveChallenge({ challenge, deriveKey });
    const payload = Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
    expect(await proxy.checkSolution(payload, noSecret)).toBe(challenge.signature);
  }, 60_000);
});

describeEachEngine("the per-process lead secret and erasure", (store) => {
  it("lets leads:erase (instrumentation's bundle) find the contact counter a lead counted in the proxy's", async () => {
    vi.resetModules();
    const proxy = await import("./limits");
    vi.resetModules();
    const admin = await import("./limits");
    expect(admin).not.toBe(proxy);
    await proxy.leadLimits(store.db, noSecret).check({ address: null, contact: "erase-me@example.dz", verified: false });
    expect(await admin.eraseContactLimit(store.db, "erase-me@example.dz", noSecret)).toBe(1);
  });
});
