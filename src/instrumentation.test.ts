import { afterEach, describe, expect, it, vi } from "vitest";

/** The server's start (src/instrumentation.ts), with the lead database unreachable at that moment. */
describe("a server started while its lead database does not answer (the review's F3)", () => {
  afterEach(() => {
    vi.resetModules();
    vi.unstubAllEnvs();
  });

  it("starts the delivery worker all the same, and logs no more than the error's kind (review H3)", async () => {
    const startDelivery = vi.fn();
    vi.doMock("./db", () => ({
      leadStore: async () => {
        throw Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432 user=karim@example.dz"), { code: "ECONNREFUSED" });
      },
    }));
    vi.doMock("./lib/leads/worker", () => ({ startDelivery }));
    vi.stubEnv("NEXT_RUNTIME", "nodejs");
    vi.stubEnv("NEXT_PHASE", "");
    const lines: string[] = [];
    const spy = vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => void lines.push(args.map(String).join(" ")));
    try {
      const { register } = await import("./instrumentation");
      await register();
    } finally {
      spy.mockRestore();
    }
    expect(startDelivery).toHaveBeenCalledTimes(1);
    expect(lines.join("\n")).toMatch(/^\[leads\] the lead database could not be opened: .* \(error=ECONNREFUSED\)$/);
    expect(lines.join("\n")).not.toContain("karim@example.dz");
  });

  it("refuses to start on a shared PostgreSQL without the shared lead secret (review I5)", async () => {
    const leadStore = vi.fn();
    vi.doMock("./db", () => ({ leadStore }));
    vi.stubEnv("NEXT_RUNTIME", "nodejs");
    vi.stubEnv("NEXT_PHASE", "");
    vi.stubEnv("DATABASE_URL", "postgres://site@127.0.0.1:5432/site");
    vi.stubEnv("LEADS_SECRET", "");
    const exit = vi.spyOn(process, "exit").mockImplementation(((code?: number) => {
      throw new Error(`exit ${code}`);
    }) as typeof process.exit);
    const lines: string[] = [];
    const spy = vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => void lines.push(args.map(String).join(" ")));
    try {
      const { register } = await import("./instrumentation");
      await expect(register()).rejects.toThrow("exit 1");
    } finally {
      spy.mockRestore();
      exit.mockRestore();
    }
    expect(leadStore).not.toHaveBeenCalled();
    expect(lines.join("\n")).toMatch(/LEADS_SECRET is not/);
  });

  it("says at the start when visitors' addresses are unknown (red team R13), and not behind the edge", async () => {
    vi.doMock("./db", () => ({ leadStore: async () => ({ kind: "postgres", where: "a PostgreSQL server" }) }));
    vi.doMock("./lib/leads/worker", () => ({ startDelivery: vi.fn() }));
    vi.stubEnv("NEXT_RUNTIME", "nodejs");
    vi.stubEnv("NEXT_PHASE", "");
    vi.stubEnv("DATABASE_URL", "");
    vi.stubEnv("LEADS_TRUSTED_HOPS", "");
    vi.stubEnv("EDGE_SECRET", "");
    const warnings: string[] = [];
    const warn = vi.spyOn(console, "warn").mockImplementation((...args: unknown[]) => void warnings.push(args.map(String).join(" ")));
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    try {
      await (await import("./instrumentation")).register();
      expect(warnings.join("\n")).toMatch(/addresses are unknown.*LEADS_TRUSTED_HOPS/);
      warnings.length = 0;
      vi.resetModules();
      vi.stubEnv("LEADS_TRUSTED_HOPS", "1");
      await (await import("./instrumentation")).register();
      expect(warnings).toEqual([]);
    } finally {
      warn.mockRestore();
      log.mockRestore();
    }
  });
});
