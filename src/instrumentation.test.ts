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
      whenLeadStoreOpens: vi.fn(),
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

  it("gives the team's commands their socket when the database opens after the start, on a later round (red team 8, R8-2)", async () => {
    const hooks: ((store: unknown) => Promise<void>)[] = [];
    const serveAdmin = vi.fn<(store: unknown, path: string) => Promise<() => Promise<void>>>(async () => async () => undefined);
    vi.doMock("./db", () => ({
      whenLeadStoreOpens: (hook: (store: unknown) => Promise<void>) => void hooks.push(hook),
      leadStore: async () => {
        throw Object.assign(new Error("the migrations folder is missing"), { code: "ENOENT" });
      },
    }));
    vi.doMock("./lib/leads/worker", () => ({ startDelivery: vi.fn() }));
    vi.doMock("./lib/leads/admin-socket", () => ({ serveAdmin, adminSocketPath: (where: string) => `${where}/admin.sock` }));
    vi.stubEnv("NEXT_RUNTIME", "nodejs");
    vi.stubEnv("NEXT_PHASE", "");
    const spy = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const log = vi.spyOn(console, "log").mockImplementation(() => undefined);
    try {
      const { register } = await import("./instrumentation");
      await register();
      expect(serveAdmin).not.toHaveBeenCalled();
      // The worker's next round opens it: the hook the start left runs then.
      expect(hooks).toHaveLength(1);
      await hooks[0]!({ kind: "pglite", where: "/srv/cirta/data/leads", db: {} });
    } finally {
      spy.mockRestore();
      log.mockRestore();
    }
    expect(serveAdmin).toHaveBeenCalledTimes(1);
    expect(serveAdmin.mock.calls[0]?.[1]).toBe("/srv/cirta/data/leads/admin.sock");
  });

  it("says at the start when the embedded database is in a folder the system empties and ages (red team 8, R8-1)", async () => {
    const hooks: ((store: unknown) => Promise<void>)[] = [];
    vi.doMock("./db", () => ({
      whenLeadStoreOpens: (hook: (store: unknown) => Promise<void>) => void hooks.push(hook),
      leadStore: async () => undefined,
    }));
    vi.doMock("./lib/leads/worker", () => ({ startDelivery: vi.fn() }));
    vi.doMock("./lib/leads/admin-socket", () => ({ serveAdmin: async () => async () => undefined, adminSocketPath: (where: string) => `${where}/admin.sock` }));
    vi.stubEnv("NEXT_RUNTIME", "nodejs");
    vi.stubEnv("NEXT_PHASE", "");
    const warnings: string[] = [];
    const warn = vi.spyOn(console, "warn").mockImplementation((...args: unknown[]) => void warnings.push(args.map(String).join(" ")));
    const log = vi.spyOn(console, "log").mockImplementation(() => undefined);
    try {
      const { register } = await import("./instrumentation");
      await register();
      for (const where of ["/srv/cirta/data/leads", "/tmp/cirta/leads", "/var/tmp/leads", "/tmpfs/leads"])
        await hooks[0]!({ kind: "pglite", where, db: {} });
    } finally {
      warn.mockRestore();
      log.mockRestore();
    }
    const tmp = warnings.filter((line) => line.includes("empties and ages"));
    expect(tmp).toHaveLength(2);
    expect(tmp[0]).toContain("under /tmp");
    expect(tmp[1]).toContain("under /var/tmp");
  });

  it("refuses to start on a shared PostgreSQL without the shared lead secret (review I5)", async () => {
    const leadStore = vi.fn();
    vi.doMock("./db", () => ({ leadStore, whenLeadStoreOpens: vi.fn() }));
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
    vi.doMock("./db", () => ({ leadStore: async () => ({ kind: "postgres", where: "a PostgreSQL server" }), whenLeadStoreOpens: vi.fn() }));
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

describe("a production start with the tests' loopback webhook setting (issue 42, point 4)", () => {
  afterEach(() => {
    vi.resetModules();
    vi.unstubAllEnvs();
  });

  it("stops before opening anything: npm start with SANDBOX_WEBHOOKS_ALLOW_LOOPBACK set exits with 1, saying why", async () => {
    const leadStore = vi.fn();
    vi.doMock("./db", () => ({ whenLeadStoreOpens: vi.fn(), leadStore }));
    vi.stubEnv("NEXT_RUNTIME", "nodejs");
    vi.stubEnv("NEXT_PHASE", "");
    vi.stubEnv("npm_lifecycle_event", "start");
    vi.stubEnv("SANDBOX_WEBHOOKS_ALLOW_LOOPBACK", "1");
    const exit = vi.spyOn(process, "exit").mockImplementation((code) => {
      throw new Error(`exit ${code}`);
    });
    const lines: string[] = [];
    const spy = vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => void lines.push(args.map(String).join(" ")));
    try {
      const { register } = await import("./instrumentation");
      await expect(register()).rejects.toThrow("exit 1");
    } finally {
      spy.mockRestore();
      exit.mockRestore();
    }
    expect(lines.join("\n")).toMatch(/^\[sandbox\] SANDBOX_WEBHOOKS_ALLOW_LOOPBACK is set/);
    expect(leadStore).not.toHaveBeenCalled();
  });
});
