import { timingSafeEqual } from "node:crypto";
import { edgeHeaders, edgeSecretEnv } from "./contract";

/** Environment variables, as the process has them or as a test gives them. */
type Env = Record<string, string | undefined>;

/**
 * Whether a request came through the edge: it carries the edge's shared secret
 * (`src/edge/contract.ts`), compared in constant time. Only then are the edge's headers (its
 * language decision, the client's address) believed.
 */
export function fromEdge(headers: Pick<Headers, "get">, env: Env = process.env): boolean {
  const secret = env[edgeSecretEnv];
  const given = headers.get(edgeHeaders.secret);
  if (!secret || !given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
}
