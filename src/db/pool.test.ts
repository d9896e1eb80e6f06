import { describe, expect, it, vi } from "vitest";
import pg, { type Pool, type PoolClient } from "pg";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import { testEngines } from "../../tests/support/db-engines";
import { watchClients } from "./client";

/*
 * The PostgreSQL pool's guards (red team 6a, RT6a-10): a connection the server ends while it is
 * checked out is an error of its query, never an uncaught exception; a client given back inside a
 * transaction is closed, never handed to the next request still in it.
 */
const postgres = testEngines.find((engine) => engine.name === "postgres");

describe.skipIf(!postgres)("the PostgreSQL pool (RT6a-10)", () => {
  it("a checked-out connection ended by the server emits an error that is listened to (no uncaught exception)", async () => {
    const store = await postgres!.open();
    const pool = (store.db as unknown as { $client: Pool }).$client;
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const client = await pool.connect();
      const { rows } = await client.query<{ pid: number }>("select pg_backend_pid() as pid");
      // Without a listener of the site's, emitting `error` here throws in pg's socket handler: an uncaught exception.
      expect(client.listenerCount("error")).toBeGreaterThan(0);
      const ended = new Promise<void>((resolve) => client.once("end", () => resolve()));
      await pool.query("select pg_terminate_backend($1)", [rows[0]!.pid]);
      await ended;
      client.release(new Error("ended"));
      expect(logged.mock.calls.map((call) => String(call[0]))).toContainEqual(
        expect.stringMatching(/a connection in use was closed \(57P01\)/),
      );
      // The pool goes on with a new connection.
      expect((await pool.query<{ one: number }>("select 1 as one")).rows[0]!.one).toBe(1);
    } finally {
      logged.mockRestore();
      await store.close();
    }
  });

  it("gives back a client whose begin failed: a pool of one still serves the next transaction (red team 7a, RT7a-E)", async () => {
    // The site's pool with one connection: Drizzle's `transaction` sends `begin` outside the `try`
    // that gives the client back, so before, the one client stayed checked out for good and the
    // next transaction waited the pool's 5 s and failed ("timeout exceeded when trying to connect").
    const pool = new pg.Pool({ connectionString: process.env.TEST_DATABASE_URL, max: 1, connectionTimeoutMillis: 5_000 });
    pool.on("error", () => {});
    watchClients(pool);
    const db = drizzle({ client: pool });
    try {
      // A `begin` the server refuses (as it would on a connection it ended): an isolation level it does not know.
      await expect(db.transaction(async () => {}, { isolationLevel: "no such level" as "serializable" })).rejects.toThrow(/begin isolation level no such level/);
      const rows = await db.transaction(async (tx) => (await tx.execute<{ one: number }>(sql`select 1 as one`)).rows);
      expect(rows).toEqual([{ one: 1 }]);
      expect(pool.totalCount).toBe(1);
      expect(pool.idleCount).toBe(1);
    } finally {
      await pool.end();
    }
  });

  it("releases a client whose begin failed only while it is the same checkout: never another caller's (red team 9, RT9-6)", async () => {
    const pool = new pg.Pool({ connectionString: process.env.TEST_DATABASE_URL, max: 1, connectionTimeoutMillis: 5_000 });
    pool.on("error", () => {});
    watchClients(pool);
    try {
      const first = await pool.connect();
      // A slow statement, a refused `begin` queued behind it, and the client given back without
      // awaiting either (misuse: the site never does it): the next caller takes the same client.
      const slow = first.query("select pg_sleep(0.3)");
      const failing = first.query("begin isolation level no such level").catch((error: Error) => error);
      first.release();
      const second = await pool.connect();
      await slow;
      expect(String(await failing)).toMatch(/no such level|syntax/);
      // The second checkout is still its caller's: its queries run, and its own release gives it back.
      expect((await second.query<{ one: number }>("select 1 as one")).rows).toEqual([{ one: 1 }]);
      second.release();
      expect(pool.totalCount).toBe(1);
      expect(pool.idleCount).toBe(1);
      expect((await pool.query<{ one: number }>("select 1 as one")).rows).toEqual([{ one: 1 }]);
    } finally {
      await pool.end();
    }
  });

  it("closes a client given back inside a transaction: the next one taken is in none", async () => {
    const store = await postgres!.open();
    const pool = (store.db as unknown as { $client: Pool }).$client;
    try {
      const first: PoolClient = await pool.connect();
      const { rows } = await first.query<{ pid: number }>("select pg_backend_pid() as pid");
      await first.query("begin");
      // As Drizzle does when its `rollback` fails: released with no error, still in the transaction.
    first.release();
    const next = await pool.connect();
      try {
        expect(next.getTransactionStatus()).toBe("I");
        const again = await next.query<{ pid: number }>("select pg_backend_pid() as pid");
        expect(again.rows[0]!.pid).not.toBe(rows[0]!.pid);
      } finally {
        next.release();
      }
    } finally {
      await store.close();
    }
  });
});
