import { describe, expect, it } from "vitest";
import { createChallenge, randomInt, solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { leadRateLimits } from "@/db/schema";
import { describeEachEngine } from "../../../tests/support/db-engines";
import { checkSolution, newChallenge } from "./challenge";
import { clearExpiredLimits, eraseContactLimit, leadLimits } from "./limits";

const env = { LEADS_SECRET: "test-secret", LEADS_LIMIT_ADDRESS: "4", LEADS_LIMIT_ADDRESS_UNVERIFIED: "2", LEADS_LIMIT_CONTACT: "3" };

/** What the widget sends: the challenge and its solution, as base64 JSON. */
async function solved(challenge: Awaited<ReturnType<typeof newChallenge>>) {
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}

describe("the proof of work", () => {
  it("accepts a solved challenge of ours, and nothing else", async () => {
    const challenge = await newChallenge(Date.now(), env);
    const payload = await solved(challenge);
    expect(await checkSolution(payload, env)).toBe(challenge.signature);
    // Signed with another secret, expired, tampered with, or not a payload at all.
    expect(await checkSolution(payload, { LEADS_SECRET: "another" })).toBeNull();
    const old = await newChallenge(Date.now() - 3 * 3600_000, env);
    expect(await checkSolution(await solved(old), env)).toBeNull();
    const parsed = JSON.parse(Buffer.from(payload, "base64").toString());
    // A derived key that is not the one the challenge's key signature vouches for.
    parsed.solution.derivedKey = `${parsed.solution.derivedKey[0] === "0" ? "1" : "0"}${parsed.solution.derivedKey.slice(1)}`;
    expect(await checkSolution(Buffer.from(JSON.stringify(parsed)).toString("base64"), env)).toBeNull();
    for (const junk of [null, "", "not base64 !", Buffer.from("{}").toString("base64"), "a".repeat(5000)])
      expect(await checkSolution(junk, env)).toBeNull();
  }, 60_000);

  it("refuses a challenge it did not sign, even solved", async () => {
    const foreign = await createChallenge({
      algorithm: "PBKDF2/SHA-256",
      cost: 10,
      counter: randomInt(1, 5),
      deriveKey,
      hmacSignatureSecret: "someone-else",
    });
    expect(await checkSolution(await solved(foreign), env)).toBeNull();
  });
});

describeEachEngine("the rate limits", (store) => {

  const stored = { refused: false, throttled: false } as const;
  const throttled = { refused: false, throttled: true } as const;

  it("marks, never refuses, the leads of a busy address: fewer without the proof of work than with it", async () => {
    const limits = leadLimits(store.db, env);
    const results = [];
    for (let i = 0; i < 3; i++) results.push(await limits.check({ address: "198.51.100.7", contact: `a${i}@example.dz`, verified: false }));
    expect(results).toEqual([stored, stored, throttled]);
    const verified = [];
    for (let i = 0; i < 5; i++) verified.push(await limits.check({ address: "198.51.100.8", contact: `b${i}@example.dz`, verified: true }));
    expect(verified).toEqual([stored, stored, stored, stored, throttled]);
  });

  it("refuses an address only far past what a carrier's NAT sends, and then only without a fresh proof of work", async () => {
    const limits = leadLimits(store.db, { ...env, LEADS_LIMIT_ADDRESS_FLOOD: "6" });
    const results = [];
    for (let i = 0; i < 7; i++) results.push(await limits.check({ address: "198.51.100.9", contact: `f${i}@example.dz`, verified: true }));
    expect(results.slice(0, 4)).toEqual([stored, stored, stored, stored]);
    // Past the flood ceiling, a visitor whose browser solved the proof of work is still stored.
    expect(results.slice(4)).toEqual([throttled, throttled, throttled]);
    expect(await limits.check({ address: "198.51.100.9", contact: "nojs@example.dz", verified: false })).toEqual({
      refused: true,
      reason: "flood",
    });
    // The unknown bucket (no edge, no declared hop) is every visitor's: it marks, and never refuses
    // (red team N3), however many leads, robots' included, came before.
    const unknown = leadLimits(store.db, { ...env, LEADS_LIMIT_ADDRESS_FLOOD: "2" });
    for (let i = 0; i < 4; i++) await unknown.check({ address: null, contact: `flood-u${i}@example.dz`, verified: false, honeypot: true });
    for (let i = 4; i < 8; i++) await unknown.check({ address: null, contact: `flood-u${i}@example.dz`, verified: false });
    expect(await unknown.check({ address: null, contact: "flood-u9@example.dz", verified: false })).toEqual(throttled);
  });

  it("counts an IPv6 client by its /64, and an unknown address in one bucket", async () => {
    const limits = leadLimits(store.db, env);
    const results = [];
    for (let i = 1; i <= 5; i++)
      results.push(await limits.check({ address: `2001:db8:7:7::${i}`, contact: `v${i}@example.dz`, verified: true }));
    expect(results).toEqual([stored, stored, stored, stored, throttled]);
    const unknown = [];
    for (let i = 0; i < 60; i++) unknown.push(await limits.check({ address: null, contact: `u${i}@example.dz`, verified: true }));
    expect(unknown.every((verdict) => !verdict.refused)).toBe(true);
    expect(unknown.at(-1)).toEqual(throttled);
  });

  it("refuses a contact used too often only without a fresh proof of work, and keeps neither address nor contact in clear", async () => {
    const limits = leadLimits(store.db, env);
    const results = [];
    for (let i = 0; i < 4; i++)
      results.push(await limits.check({ address: `203.0.113.${i}`, contact: "Same@Example.dz", verified: false }));
    expect(results).toEqual([stored, stored, stored, { refused: true, reason: "contact" }]);
    // Whoever used the contact before, the person whose browser solved the proof of work is stored, marked.
    expect(await limits.check({ address: "203.0.113.50", contact: "same@example.dz", verified: true })).toEqual(throttled);
    const keys = (await store.db.select().from(leadRateLimits)).map((row) => row.key);
    expect(keys.some((key) => /203\.0\.113|198\.51\.100|2001:db8|example\.dz/i.test(key))).toBe(false);
    // The contact's counter goes with the person (npm run leads:erase).
    expect(await eraseContactLimit(store.db, " SAME@example.dz", env)).toBe(1);
    expect(await limits.check({ address: "203.0.113.9", contact: "same@example.dz", verified: false })).toEqual(stored);
  });

  it("never counts a robot's lead (the hidden field filled in) against the contact it names, nor against the people behind its address", async () => {
    const limits = leadLimits(store.db, { ...env, LEADS_LIMIT_ADDRESS_FLOOD: "3" });
    const robots = [];
    for (let i = 0; i < 5; i++)
      robots.push(await limits.check({ address: "192.0.2.77", contact: "victim@example.dz", verified: false, honeypot: true }));
    // Past the ceiling, the robot's own leads are refused...
    expect(robots.slice(3)).toEqual([
      { refused: true, reason: "flood" },
      { refused: true, reason: "flood" },
    ]);
    // ...and a person behind the same address, without JavaScript, is not (red team N3).
    expect(await limits.check({ address: "192.0.2.77", contact: "person@example.dz", verified: false })).toEqual(stored);
    expect(await limits.check({ address: "192.0.2.78", contact: "victim@example.dz", verified: false })).toEqual(stored);
  });

  it("takes a solved challenge once", async () => {
    const limits = leadLimits(store.db, env);
    expect(await limits.firstUse("signature-1", 60)).toBe(true);
    expect(await limits.firstUse("signature-1", 60)).toBe(false);
    expect(await limits.firstUse("signature-2", 60)).toBe(true);
  });

  it("forgets counters whose window has passed", async () => {
    const later = new Date(Date.now() + 2 * 3600_000);
    expect(await clearExpiredLimits(store.db, later)).toBeGreaterThan(0);
    expect(await store.db.select().from(leadRateLimits)).toEqual([]);
  });
});
