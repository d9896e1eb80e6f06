import { createChallenge, randomInt, verifySolution, type Challenge, type Solution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { leadConfig } from "@/config/leads";
import { derivedSecret, leadSecret } from "./secret";

/**
 * The proof of work that tells a browser from a robot, without a cookie or a third party
 * (ALTCHA, self-hosted: docs/leads.md). The server makes a signed challenge
 * (`/data/altcha`); the widget in the form solves it in the browser while the visitor types; the
 * form sends the solution (`altcha`), checked here. A lead without one (no JavaScript) is still
 * taken, as unverified, under a stricter rate limit.
 */

const algorithm = "PBKDF2/SHA-256";

function secrets(env: Record<string, string | undefined>) {
  const secret = leadSecret(env);
  return { hmacSignatureSecret: derivedSecret("challenge", secret), hmacKeySignatureSecret: derivedSecret("challenge-key", secret) };
}

/** A new challenge, valid for `leadConfig.challenge.expiresInSeconds`. */
export async function newChallenge(now: number = Date.now(), env: Record<string, string | undefined> = process.env): Promise<Challenge> {
  const { cost, counterMin, counterMax, expiresInSeconds } = leadConfig.challenge;
  return createChallenge({
    algorithm,
    cost,
    // altcha-lib takes (max, min).
    counter: randomInt(counterMax, counterMin),
    deriveKey,
    expiresAt: Math.floor(now / 1000) + expiresInSeconds,
    ...secrets(env),
  });
}

/**
 * Checks what a form sent in its `altcha` field (the widget's base64 JSON of the challenge and its
 * solution): the challenge's signature is ours, it has not expired, and the solution is right.
 * Returns the challenge's signature when it is (so that a second use can be refused), else null.
 */
export async function checkSolution(payload: string | null, env: Record<string, string | undefined> = process.env): Promise<string | null> {
  if (!payload || payload.length > 4096) return null;
  let parsed: { challenge?: Challenge; solution?: Solution };
  try {
    parsed = JSON.parse(Buffer.from(payload, "base64").toString("utf8")) as typeof parsed;
  } catch {
    return null;
  }
  if (!parsed?.challenge?.parameters || !parsed.challenge.signature || !parsed.solution) return null;
  if (parsed.challenge.parameters.algorithm !== algorithm) return null;
  try {
    const result = await verifySolution({ challenge: parsed.challenge, solution: parsed.solution, deriveKey, ...secrets(env) });
    return result.verified ? parsed.challenge.signature : null;
  } catch {
    return null;
  }
}
