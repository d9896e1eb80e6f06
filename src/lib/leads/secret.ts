import { createHmac, randomBytes } from "node:crypto";
import { site } from "@/config/site";

/**
 * The secret the lead forms' server side keys things with (docs/leads.md): it signs the proof of
 * work's challenges and turns client addresses into rate-limit keys. `LEADS_SECRET` in the
 * environment, the same in every process that serves the site (`npm run serve:edge` makes one
 * for its origins); without it, one made for this process (enough for `npm start` alone).
 *
 * That one is kept on `globalThis`, as the lead store is (`src/db/index.ts`): Next bundles this
 * module once for the proxy (which checks the proof of work and counts contacts), once for the
 * routes (`/data/altcha` signs the challenges) and once for instrumentation (`leads:erase` through
 * the admin socket), and a module-level variable would give each bundle a secret of its own: no
 * solved challenge would ever verify, and erasure would miss the contact's counter (red team F39-1).
 */
const key = Symbol.for(`${site.handle}.leadSecret`);
type Holder = { [key]?: string };

export function leadSecret(env: Record<string, string | undefined> = process.env): string {
  if (env.LEADS_SECRET) return env.LEADS_SECRET;
  const holder = globalThis as Holder;
  holder[key] ??= randomBytes(32).toString("base64url");
  return holder[key];
}

/** A secret of its own for one use (`challenge`, `challenge-key`, `address`), derived from the lead secret. */
export function derivedSecret(purpose: string, secret: string = leadSecret()): string {
  return createHmac("sha256", secret).update(purpose).digest("base64url");
}
