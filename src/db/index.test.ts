import { afterEach, describe, expect, it, vi } from "vitest";

/** The process's lead database (src/db/index.ts): opened once, whoever asks first. */
describe("the lead database's first open", () => {
  afterEach(() => {
    vi.resetModules();
    vi.doUnmock("./client");
    for (const symbol of Object.getOwnPropertySymbols(globalThis)) {
      if (String(symbol).includes(".leadStore")) delete (globalThis as Record<symbol, unknown>)[symbol];
    }
  });

  it("runs what the start asked for when a later call opens it, after a first one failed, once (red team 8, R8-2)", async () => {
    const store = { kind: "pglite", where: "/srv/cirta/data/leads" };
    const openLeadStore = vi
      .fn()
      .mockRejectedValueOnce(Object.assign(new Error("not yet"), { code: "ENOENT" }))
      .mockResolvedValue(store);
    vi.doMock("./client", () => ({ openLeadStore }));
    const { leadStore, whenLeadStoreOpens } = await import("./index");
    const hook = vi.fn();
    whenLeadStoreOpens(hook);
    await expect(leadStore()).rejects.toThrow("not yet");
    expect(hook).not.toHaveBeenCalled();
    // Another bundle of the same process (the proxy's, a route's) asks next: the same hooks run.
    vi.resetModules();
    const again = await import("./index");
    await expect(again.leadStore()).resolves.toBe(store);
    await expect(again.leadStore()).resolves.toBe(store);
    expect(hook).toHaveBeenCalledTimes(1);
    expect(hook).toHaveBeenCalledWith(store);
    expect(openLeadStore).toHaveBeenCalledTimes(2);
  });

  it("keeps the store open when a hook fails", async () => {
    const store = { kind: "pglite", where: "/srv/cirta/data/leads" };
    vi.doMock("./client", () => ({ openLeadStore: vi.fn().mockResolvedValue(store) }));
    const { leadStore, whenLeadStoreOpens } = await import("./index");
    whenLeadStoreOpens(() => {
      throw new Error("socket");
    });
    await expect(leadStore()).resolves.toBe(store);
  });
});
