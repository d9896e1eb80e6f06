import { createHmac, randomBytes } from "node:crypto";

/**
 * The secret the lead forms' server side keys things with (docs/leads.md): it signs the proof of
 * work's challenges and turns client addresses into rate-limit keys. `LEADS_SECRET` in the
 * environment, the same in every process that serves the site (`npm run serve:edge` makes one
 * for its origins); without it, one made for this process (enough for `npm start` alone).
 */
let own: string | null = null;

export function leadSecret(env: Record<string, string | undefined> = process.env): string {
  if (env.LEADS_SECRET) return env.LEADS_SECRET;
  own ??= randomBytes(32).toString("base64url");
  return own;
}

/** A secret of its own for one use (`challenge`, `challenge-key`, `address`), derived from the lead secret. */
export function derivedSecret(purpose: string, secret: string = leadSecret()): string {
  return createHmac("sha256", secret).update(purpose).digest("base64url");
}
