import { describe, expect, it, vi } from "vitest";
import type { Database } from "@/db/client";
import { sandboxLimits } from "@/config/sandbox";
import { sandboxHandler } from "./handler";
import { describeEachEngine } from "../../../tests/support/db-engines";
import { addressCounter, addressKeyCounter, shareCounter, windowCounter } from "./limits";
import { checkoutAction } from "./checkout-action";
import { checkoutKnown } from "./checkout-known";

vi.mock("server-only", () => ({}));

const start = Date.parse("2026-11-28T10:00:00Z");

/**
 * For a counter of one event a name a minute: `name` takes its event, and the next window's; the
 * first window's give-back, landing in the next, changes nothing (red team 9, RT9-3).
 */
function lateGiveBackChangesNothing<W>(
  counter: { take(name: string, now: number): number; window(): W; giveBack(name: string, counted: W): void },
  name: string,
) {
  expect(counter.take(name, start)).toBe(0);
  const counted = counter.window();
  // The next window: `name` takes its one event; a give-back of the last window's lands now.
  expect(counter.take(name, start + 60_000)).toBe(0);
  counter.giveBack(name, counted);
  expect(counter.take(name, start + 60_001)).toBe(60);
}

describe("the sandbox's counts per client", () => {
  it("counts an IPv6 /48's /64s together, as its keys are (red team 3, R3-4), and each /64 and IPv4 address alone", () => {
    const counter = addressCounter(2, 3);
    const take = (address: string) => counter.take(address, start);
    expect([take("2001:db8:77:1::1"), take("2001:db8:77:1::2"), take("2001:db8:77:1::3")]).toEqual([0, 0, 60]);
    // Another /64 of the same /48: its own count has room, the /48's one more.
    expect([take("2001:db8:77:2::1"), take("2001:db8:77:3::1")]).toEqual([0, 60]);
    // Another /48, and IPv4 addresses, count apart.
    expect([take("2001:db8:78:1::1"), take("192.0.2.1"), take("192.0.2.1"), take("192.0.2.1")]).toEqual([0, 0, 0, 60]);
  });

  it("gives a /64 refused by its /48's count its own count back: a refused request spends nothing, as the forms' id count does", () => {
    const counter = addressCounter(2, 2);
    // An IPv4 request begins the addresses' window at 0 s; the /48's begins at 30 s.
    expect(counter.take("192.0.2.1", start)).toBe(0);
    expect([counter.take("2001:db8:77:1::1", start + 30_000), counter.take("2001:db8:77:2::1", start + 30_000)]).toEqual([0, 0]);
    // A new window for the addresses at 60 s, not yet for the /48: a third /64 is refused by the /48, twice.
    expect([counter.take("2001:db8:77:3::1", start + 60_000), counter.take("2001:db8:77:3::1", start + 60_000)]).toEqual([30, 30]);
    // The /48's new window at 90 s: the third /64's refusals spent none of its own count.
    expect(counter.take("2001:db8:77:3::1", start + 90_000)).toBe(0);
  });

  it("starts a new window when the clock steps back a window or more, and counts a time read a moment before the window's start in it (red team 7a, RT7a-G)", () => {
    const minute = 60_000;
    const counter = windowCounter(1, minute);
    expect(counter.take("key", start + 10 * minute)).toBe(0);
    expect(counter.take("key", start + 10 * minute)).toBe(60);
    // The clock stepped back ten minutes (NTP, a restarted clock): a new window, not a wait of eleven minutes.
    expect(counter.take("key", start)).toBe(0);
    expect(counter.take("key", start)).toBe(60);
    // A later time within the window: still counted in it.
    expect(counter.take("key", start + 30_000)).toBe(30);
    // A time read a moment before another began the window (a request that waited its turn) is
    // counted in that window: it never wipes its counts; the wait is to the window's end.
    const late = windowCounter(1, minute);
    expect(late.take("key", start + minute)).toBe(0);
    expect(late.take("other", start + minute - 2_000)).toBe(0);
    expect(late.take("key", start + minute - 2_000)).toBe(62);
    // A window on: a new one.
    expect(late.take("key", start + 2 * minute)).toBe(0);
  });

  it("gives an event back only in the window it was counted in: one landing in the next window changes nothing (red team 9, RT9-3)", () => {
    const counter = windowCounter(1, 60_000);
    lateGiveBackChangesNothing(counter, "a");
    // Within its own window, a give-back counts as before.
    counter.giveBack("a", counter.window());
    expect(counter.take("a", start + 60_002)).toBe(0);

    const shares = shareCounter(2, 60_000);
    expect(shares.take("net", "k", start)).toBe(0);
    const shared = shares.window();
    expect(shares.take("net", "k", start + 60_000)).toBe(0);
    expect(shares.take("net", "k", start + 60_000)).toBe(0);
    shares.giveBack("net", "k", shared);
    expect(shares.take("net", "k", start + 60_001)).toBe(60);

    lateGiveBackChangesNothing(addressKeyCounter(1, 10), "2001:db8:77:1::/64");
  });

  it("holds a network's lookup parts back for last minute's keys: keys idle a minute and asking first never spend a key's that asks every minute (red team 9, RT9-2)", () => {
    const network = shareCounter(120, 60_000);
    const perKey = windowCounter(60, 60_000);
    const attackers = ["key_a0", "key_a1", "key_a2"];
    const ask = (key: string, at: number) => {
      if (perKey.take(key, at) > 0) return false;
      if (network.take("cgnat", key, at) === 0) return true;
      perKey.giveBack(key);
      return false;
    };
    for (let minute = 0; minute < 6; minute++) {
      const at = start + minute * 61_000;
      // Every other minute the attackers, idle the minute before, ask all they can before the victim.
      let taken = 0;
      if (minute % 2 === 1) for (const key of attackers) while (ask(key, at)) taken++;
      expect(taken).toBeLessThanOrEqual(120 - 2);
      // The victim asks for its 2 lookups every minute, and has them.
      expect([ask("key_victim", at + 10), ask("key_victim", at + 10)]).toEqual([true, true]);
    }
  });

  it("answers 429 with Retry-After to the 65,536 /64s of one /48 past its per-/48 rate, at the origin", async () => {
    const handle = sandboxHandler({
      // No request here reaches the database: a missing key is a 401 before any query.
      db: async () => ({}) as Database,
      now: () => new Date(start),
      env: { LEADS_TRUSTED_HOPS: "1" },
      rates: { perKeyPerSecond: 25, perAddressPerMinute: 2, per48PerMinute: 4 },
    });
    const from = async (address: string) => {
      const response = await handle(new Request("http://localhost/sandbox/pay/v1/customers", { headers: { "x-forwarded-for": address } }));
      if (response.status === 429) expect(response.headers.get("retry-after")).toBe("60");
      return response.status;
    };
    const statuses = [];
    for (let subnet = 1; subnet <= 5; subnet++) statuses.push(await from(`2001:db8:77:${subnet}::1`));
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    expect(await from("2001:db8:78:1::1")).toBe(401);
    expect(sandboxLimits.requestsPer48PerMinute).toBeGreaterThan(sandboxLimits.requestsPerAddressPerMinute);
  });
});

describe("the checkout's routes, counted with the sandbox (red team 3, R3-5)", () => {
  it("counts the checkout's form with the API requests of the same client address: past them, back to its page, which says to wait (review pass 21, en 5.1)", async () => {
    const perAddress = addressCounter(2, 8);
    const noDatabase = async () => ({}) as Database;
    const env = { LEADS_TRUSTED_HOPS: "1" };
    const handle = sandboxHandler({ db: noDatabase, now: () => new Date(start), env, perAddress });
    const act = checkoutAction({ db: noDatabase, now: () => new Date(start), env, perAddress });
    const headers = { "x-forwarded-for": "203.0.113.5" };
    for (let index = 0; index < 2; index++)
      expect((await handle(new Request("http://localhost/sandbox/pay/v1/customers", { headers }))).status).toBe(401);
    const form = await act(
      new Request("http://localhost/sandbox/checkout/chk_AAAAAAAAAAAAAAAA", {
        method: "POST",
        headers: { ...headers, "sec-fetch-site": "same-origin", "content-type": "application/x-www-form-urlencoded" },
        body: "choice=expire&region=dz&lang=fr",
      }),
      "chk_AAAAAAAAAAAAAAAA",
    );
    expect([form.status, form.headers.get("location")]).toEqual([303, "/dz/developer/checkout/chk_AAAAAAAAAAAAAAAA?lang=fr&notice=wait"]);
    // The API's own answer past the count is still its JSON 429, with Retry-After.
    const api = await handle(new Request("http://localhost/sandbox/pay/v1/customers", { headers }));
    expect([api.status, api.headers.get("retry-after")]).toEqual([429, "60"]);
  });

  it("knows no checkout page for an id of another shape than a checkout's, without asking the database", async () => {
    expect(await checkoutKnown("chk_unknown")).toBe(false);
    expect(await checkoutKnown(`chk_${"a".repeat(100)}`)).toBe(false);
  });
});

describeEachEngine("the sandbox's live keys per network", (store) => {
  it("holds one network to its bound when its key requests race (red team 3, R3-8)", async () => {
    // Served alone, without LEADS_TRUSTED_HOPS: every client is the one unknown network.
    const handle = sandboxHandler({ db: async () => store.db, now: () => new Date(start), env: {}, liveKeysPerNetwork: 5 });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        handle(
          new Request("http://localhost/sandbox/keys", {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: '{"api":"pay"}',
          }),
        ),
      ),
    );
    const codes = await Promise.all(
      answers.map(async (answer) => `${answer.status} ${((await answer.json()) as { error?: { code: string } }).error?.code ?? ""}`.trim()),
    );
    expect(codes.filter((code) => code === "201")).toHaveLength(5);
    expect(codes.filter((code) => code === "429 too_many_keys")).toHaveLength(15);
  });
});
