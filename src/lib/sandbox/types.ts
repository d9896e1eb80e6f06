import { pageSize } from "@/data/developer-api";
import type { Database } from "@/db/client";
import type { SandboxKey } from "./store";

/** What an operation's implementation gets: the key's database rows are only reachable through `key`. */
export type Context = {
  db: Database;
  key: SandboxKey;
  /** Path parameters by name (`checkout_id`). */
  path: Record<string, string>;
  query: URLSearchParams;
  /** The JSON body, already valid against the operation's schema (undefined without one). */
  // The schema has checked it: each implementation reads the fields its operation documents.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  now: Date;
  /** The site's origin, for the URLs objects carry (`url` of a checkout). */
  origin: string;
};

/** An answer before the dispatcher writes it: an error's `request_id` is added there. */
export type Answer = { status: number; body: unknown; headers?: Record<string, string> };

export type Implementation = {
  /** Every status `run` can answer: the sandbox refuses to start when its operation does not document one. */
  statuses: readonly number[];
  /** The type of object the operation creates: counted against the key's object limit. */
  creates?: string;
  run(context: Context): Promise<Answer>;
};

/** An error answer, as the documents' `Error` schema has it (the dispatcher adds `request_id`). */
export function fail(status: number, code: string, message: string, param?: string): Answer {
  return { status, body: { error: { code, message, ...(param ? { param } : {}) } } };
}

/** The documented pagination of a list operation, read from its (already checked) query. */
export function pageQuery(query: URLSearchParams): { limit: number; startingAfter?: string } {
  const limit = query.get("limit");
  const startingAfter = query.get("starting_after");
  return { limit: limit === null ? pageSize.default : Number(limit), ...(startingAfter ? { startingAfter } : {}) };
}
