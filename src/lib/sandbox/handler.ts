import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import { z } from "zod";
import { apiIds, type ApiId } from "@/config/apis";
import { site } from "@/config/site";
import type { Database } from "@/db/client";
import { sandboxKeys } from "@/db/schema";
import { addressKey, clientAddress } from "@/lib/leads/client-address";
import { logLead } from "@/lib/leads/log";
import { allowedOrigin } from "@/lib/leads/proxy";
import { sandboxOperations, paramValues, type SandboxOperation } from "./document";
import { sandboxLimits } from "@/config/sandbox";
import { readBoundedText, unreadableBody } from "@/lib/bounded-body";
import { addressCounter, keyCreationLimiter, networkOf, windowCounter } from "./limits";
import { keyedMutex, SandboxBusy, shareNames, unbounded, type ProcessBudget } from "./gate";
import { payOperations } from "./pay";
import { proOperations } from "./pro";
import { createKey, findIdempotent, keyBytes, liveKeyCount, objectCount, saveIdempotent, renewKey } from "./store";
import type { Resolver } from "./webhooks/address";
import { webhookRoute } from "./webhooks/routes";
import { newRequestId, respond } from "./respond";
import { fail, type Answer, type Implementation } from "./types";

/**
 * The sandbox (SPEC 12, docs/developer-section.md, "Sandbox"): `POST /sandbox/keys` and every
 * operation of the two OpenAPI documents under `/sandbox/<api>`, answered from the key's state in
 * the site's database. The order of the checks is the order of the answers' precedence: the path
 * (404, 405), the client's rate (429), the key (401), the key's rate (429), the body's size (413),
 * the request against the document (400), the idempotency key (a replay, or 400), the key's object
 * limit (403), then the operation. Every answer is JSON, `no-store`, without a cookie.
 */

export const implementations: Record<ApiId, Record<string, Implementation>> = { pay: payOperations, pro: proOperations };

/** The statuses the dispatcher itself may answer for an operation, before or after its implementation. */
export function dispatcherStatuses(operation: SandboxOperation, implementation: Implementation): number[] {
  return [
    401,
    429,
    ...(operation.body ? [400, 413] : []),
    ...(operation.checkParams ? [400] : []),
    ...(operation.pathParams.length > 0 ? [404] : []),
    // Any write may take its key past the byte budget (red team 2, S2-1), a create past the object count too.
    ...(implementation.creates || operation.method !== "get" ? [403] : []),
  ];
}

/**
 * What keeps a document the single source: every operation has an implementation, every
 * implementation an operation, and no status either can answer is missing from the operation's
 * documented responses. An empty list when all is well.
 */
export function contractProblems(
  api: ApiId,
  operations: SandboxOperation[],
  table: Record<string, Implementation> = implementations[api],
): string[] {
  const problems: string[] = [];
  const ids = new Set(operations.map((operation) => operation.id));
  for (const id of Object.keys(table)) if (!ids.has(id)) problems.push(`${api}: ${id} is implemented but not in the document`);
  for (const operation of operations) {
    const implementation = table[operation.id];
    if (!implementation) {
      problems.push(`${api}: ${operation.id} (${operation.method.toUpperCase()} ${operation.path}) has no implementation`);
      continue;
    }
    const statuses = new Set([...implementation.statuses, ...dispatcherStatuses(operation, implementation)]);
    for (const status of [...statuses].sort()) {
      if (!operation.responses.has(status)) problems.push(`${api}: ${operation.id} can answer ${status}, which its document does not list`);
    }
  }
  return problems;
}

/** The operations of an API, once its contract holds; throws with every problem otherwise (the sandbox then refuses to run). */
export async function checkedOperations(api: ApiId): Promise<SandboxOperation[]> {
  const operations = await sandboxOperations(api);
  const problems = contractProblems(api, operations);
  if (problems.length > 0) throw new Error(`The ${api} sandbox does not match its document:\n${problems.join("\n")}`);
  return operations;
}

type Env = Record<string, string | undefined>;
export type SandboxOptions = {
  db: () => Promise<Database>;
  now?: () => Date;
  env?: Env;
  origin?: string;
  /** Requests per second per key and per minute per address (the benchmark lifts them: scripts/bench/sandbox.mjs). */
  rates?: { perKeyPerSecond: number; perAddressPerMinute: number; per48PerMinute?: number };
  /** Unexpired keys the sandbox holds at most, and one network (the tests lower them). */
  liveKeys?: number;
  liveKeysPerNetwork?: number;
  /** How webhook endpoints' names are resolved (the tests' table; `dns.lookup` by default). */
  resolve?: Resolver;
  /** The lookups counted per key (red team 5, RT5-6): the process's one (`sharedLookupCounter`) by default; the tests give theirs. */
  lookups?: ReturnType<typeof windowCounter>;
  /**
   * What the sandbox may take of the process (src/lib/sandbox/gate.ts): the route gives its engine's
   * (`engineBudget`), asked once; without it, none (the tests of the operations).
   */
  budget?: () => Promise<ProcessBudget>;
  /** The count per client address (the route gives the process's one, shared with the checkout's form: `sharedAddressCounter`). */
  perAddress?: ReturnType<typeof addressCounter>;
  /** The queue of one key's writes (the route gives the process's one, shared with the hosted forms: `sharedTurns`); its own without. */
  turns?: ReturnType<typeof keyedMutex>;
};

/** The most bytes a webhook route's body may have (`{"url": ..., "events": [...]}`). */
const webhookBodyBytes = 4096;

const keyRequest = z.object({ api: z.enum(apiIds) });

/** The request handler of every path under `/sandbox/`. */
export function sandboxHandler({
  db: openDb,
  now: clock = () => new Date(),
  env = process.env,
  origin = site.url,
  rates = { perKeyPerSecond: sandboxLimits.requestsPerKeyPerSecond, perAddressPerMinute: sandboxLimits.requestsPerAddressPerMinute },
  liveKeys = sandboxLimits.liveKeys,
  liveKeysPerNetwork = sandboxLimits.liveKeysPerNetwork,
  resolve,
  lookups,
  budget: openBudget = async () => unbounded,
  perAddress = addressCounter(rates.perAddressPerMinute, rates.per48PerMinute ?? sandboxLimits.requestsPer48PerMinute),
  turns,
}: SandboxOptions) {
  let budget: Promise<ProcessBudget> | null = null;
  const inTurn = turns ?? keyedMutex();
  /** Runs database work in one of the process's places (`now`: the request's first, counted by the bucket). */
  const slot = async <T>(work: () => Promise<T>, now?: Date, names?: readonly string[]) =>
    (await (budget ??= openBudget())).slot(work, now?.getTime(), names);
  /**
   * A valid key's request takes its token from the process's bucket; one without a valid key none
   * (red team 4, R4-4). `names`: its key and its client's network, each held to its share (RT5-2).
   */
  const charge = async (now: Date, names: readonly string[]) => (await (budget ??= openBudget())).charge(now.getTime(), names);
  const perKey = windowCounter(rates.perKeyPerSecond, 1000);
  const invalidKeys = windowCounter(sandboxLimits.invalidKeysPerAddressPerMinute, 60_000);
  /**
   * The key a request sends, renewed, or null (then counted for its address); a 429 when the address
   * is past its count of invalid keys (no key is looked up then) or when the process's bucket is
   * empty once the key is valid (R4-4).
   */
  async function knownKey<T extends { id: string }>(
    address: string | null,
    now: Date,
    find: () => Promise<T | null>,
  ): Promise<T | null | Answer> {
    // Counted before the lookup (requests at once cannot all pass one count), given back for a valid key.
    const counted = address === null ? null : addressKey(address);
    if (counted !== null) {
      const wait = invalidKeys.take(counted, now.getTime());
      if (wait > 0) return tooMany(wait);
    }
    const countedIn = invalidKeys.window();
    const key = await slot(find);
    if (key === null) return null;
    if (counted !== null) invalidKeys.giveBack(counted, countedIn);
    await charge(now, shareNames(key.id, address));
    return key;
  }
  let keyLimiter: ReturnType<typeof keyCreationLimiter> | null = null;

  /** `POST /sandbox/keys` once the request is read: the counts, then the key. */
  async function createKeyAnswer(api: ApiId, address: string | null, network: string, now: Date): Promise<Answer> {
    const db = await openDb();
    keyLimiter ??= keyCreationLimiter(db, env);
    const wait = await keyLimiter(address);
    if (wait > 0) return tooMany(wait);
    // A bound on the whole sandbox's storage, whatever the number of addresses (red team S1).
    if ((await liveKeyCount(db, now)) >= liveKeys)
      return {
        ...fail(503, "sandbox_full", "The sandbox holds as many test keys as it may: try again later."),
        headers: { "Retry-After": "3600" },
      };
    // Nor does one network take all of them: its unexpired keys are counted too. Clients whose
    // address is unknown (served alone without LEADS_TRUSTED_HOPS) count as one network, so
    // that one of them cannot hold every slot (red team 2, S2-3). Counted and inserted under the
    // network's lock, so that racing requests cannot all read the same count (red team 3, R3-8).
    return db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${networkLockSpace}, hashtext(${network}))`);
      if ((await liveKeyCount(tx, now, network)) >= liveKeysPerNetwork)
        return {
          ...fail(429, "too_many_keys", "Your network holds as many unexpired test keys as it may: use one of them, or try again later."),
          headers: { "Retry-After": "3600" },
        };
      const { secret, key } = await createKey(tx, api, now, network);
      return { status: 201, body: { api: key.api, secret_key: secret, expires_at: key.expiresAt.toISOString() } };
    });
  }

  return async function handle(request: Request): Promise<Response> {
    const requestId = newRequestId();
    const send = (answer: Answer) => respond(answer, requestId);
    try {
      const now = clock();
      const url = new URL(request.url);
      const rest = url.pathname.replace(/^\/sandbox(?=\/|$)/, "");
      const address = clientAddress(request.headers, env);
      if (address !== null) {
        const wait = perAddress.take(address, now.getTime());
        if (wait > 0) return send(tooMany(wait));
      }
      if (rest === "/keys") {
        if (request.method !== "POST") return send(notAllowed(["POST"]));
        // From a terminal or the docs pages; another site's page cannot spend its visitors' key count.
        // Nor can a browser without Fetch Metadata, or a sibling site: an Origin other than the
        // site's is refused, and only JSON is read (a form cannot send it; a cross-site fetch of
        // it is preflighted, and the sandbox answers no preflight). The site's origins are the lead
        // forms' (`allowedOrigin`: its URL, the edge's names, the machine's loopback names), so the
        // docs' key button works on a local build and behind the edge's names too (issue 42).
        const from = request.headers.get("origin");
        const ownOrigin = from === null || from === new URL(origin).origin || allowedOrigin(from, env, request.headers.get("host"));
        if (request.headers.get("sec-fetch-site") === "cross-site" || !ownOrigin)
          return send(fail(403, "cross_site", "Create test keys from the docs pages or a terminal."));
        if ((request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase() !== "application/json")
          return send(fail(415, "unsupported_media_type", "Send the key request as JSON (Content-Type: application/json)."));
        const read = await readJson(request, 1024);
        if (!read.ok) return send(read.answer);
        const parsed = keyRequest.safeParse(read.value);
        if (!parsed.success) return send(fail(400, "parameter_invalid", 'api must be "pay" or "pro".', "api"));
        // One network's key requests one at a time in the process (none holds a connection while it
        // waits), then under the network's lock in the database (red team 3, R3-8).
        const network = address === null ? unknownNetwork : networkOf(address, env);
        return send(
          await inTurn(`network:${network}`, () =>
            slot(() => createKeyAnswer(parsed.data.api, address, network, now), now, shareNames(null, address)),
          ),
        );
      }
      const webhook = webhookRoute(rest);
      if (webhook) {
        // The sandbox's own webhook routes (src/lib/sandbox/webhooks/routes.ts), for a key of either API.
        const run = webhook.route.methods[request.method as "GET" | "POST" | "DELETE"];
        if (!run) return send(notAllowed(Object.keys(webhook.route.methods)));
        const secret = bearerSecret(request);
        const db = await openDb();
        const key = secret
          ? await knownKey(address, now, async () => (await renewKey(db, "pay", secret, now)) ?? (await renewKey(db, "pro", secret, now)))
          : null;
        if (key && "status" in key) return send(key);
        if (!key) return send(fail(401, "invalid_api_key", "Invalid API key provided: use a test key (POST /sandbox/keys)."));
        const wait = perKey.take(key.id, now.getTime());
        if (wait > 0) return send(tooMany(wait));
        let body: unknown = undefined;
        if (request.method === "POST" && webhook.route.body) {
          const read = await readJson(request, webhookBodyBytes);
          if (!read.ok) return send(read.answer);
          body = read.value;
        }
        const id = webhook.id === null ? null : decode(webhook.id);
        if (webhook.id !== null && (id === null || /[\u0000-\u001f]/.test(id)))
          return send(fail(404, "resource_missing", "No such object."));
        const context = { key, now, id, query: url.searchParams, body, resolve, lookups, env };
        // A name's lookup before any place or turn is held (red team 4, R4-2).
        const prepare = webhook.route.prepare?.[request.method as "GET" | "POST" | "DELETE"];
        const prepared = prepare ? await prepare(context) : { prepared: undefined };
        if ("answer" in prepared) return send(prepared.answer);
        // In the process's budget as the operations are, a key's writes one after another (red team 3, R3-1/R3-2).
        const work = () => slot(() => run({ db, ...context, prepared: prepared.prepared }));
        return send(await (request.method === "GET" ? work() : inTurn(key.id, work)));
      }
      const match = /^\/(pay|pro)(\/.*)$/.exec(rest);
      if (!match) return send(fail(404, "resource_missing", "Unrecognized request URL."));
      const api = match[1] as ApiId;
      const path = match[2]!;
      const operations = await checkedOperations(api).catch((error: unknown) => {
        logLead("error", `sandbox refused: ${error instanceof Error ? error.message.split("\n")[0] : "document"}`);
        return null;
      });
      // A document and its implementations that disagree: the sandbox refuses to run (said at the start).
      if (!operations) return send(fail(503, "sandbox_unavailable", "The sandbox does not match its API document."));
      const candidates = operations.filter((operation) => operation.pattern.test(path));
      if (candidates.length === 0) return send(fail(404, "resource_missing", "Unrecognized request URL."));
      const operation = candidates.find((candidate) => candidate.method === request.method.toLowerCase());
      if (!operation) return send(notAllowed(candidates.map((candidate) => candidate.method.toUpperCase())));
      const implementation = implementations[api][operation.id]!;

      const secret = bearerSecret(request);
      const db = await openDb();
      const key = secret ? await knownKey(address, now, () => renewKey(db, api, secret, now)) : null;
      if (key && "status" in key) return send(key);
      if (!key)
        return send(fail(401, "invalid_api_key", `Invalid API key provided: use a test key of the ${api} API (POST /sandbox/keys).`));
      const wait = perKey.take(key.id, now.getTime());
      if (wait > 0) return send(tooMany(wait));

      let body: unknown = undefined;
      let raw = "";
      if (operation.body) {
        const read = await readJson(request, sandboxLimits.bodyBytes);
        if (!read.ok) return send(read.answer);
        body = read.value;
        raw = read.raw;
        if (body === undefined && operation.body.required) return send(fail(400, "parameter_missing", "A JSON body is required."));
        if (body !== undefined) {
          const invalid = operation.body.check(body);
          if (invalid) return send(fail(400, "parameter_invalid", invalid.message, invalid.param ?? undefined));
        }
      }
      const pathValues: Record<string, string> = {};
      const groups = operation.pattern.exec(path)!.slice(1);
      for (const [index, name] of operation.pathParams.entries()) {
        const value = decode(groups[index]!);
        // An id no object can have (badly encoded, or with a character the database refuses) is unknown.
        if (value === null || /[\u0000-\u001f]/.test(value)) return send(fail(404, "resource_missing", "No such object."));
        pathValues[name] = value;
      }
      if (operation.checkParams) {
        const values = paramValues(operation, pathValues, url.searchParams, request.headers);
        const invalid =
          Object.entries(values).find(([, value]) => value.includes("\u0000")) !== undefined
            ? { param: null, message: "A parameter holds a NUL character." }
            : operation.checkParams(values);
        if (invalid) return send(fail(400, "parameter_invalid", invalid.message, invalid.param ?? undefined));
      }

      const idempotencyKey = operation.headerParams.includes("Idempotency-Key") ? request.headers.get("idempotency-key") : null;
      const bodyHash = createHash("sha256").update(raw).digest("hex");
      const context = { key, path: pathValues, query: url.searchParams, body, now, origin };
      // A read runs as it is. A write holds its key's row from the idempotency check to the
      // record of its answer: one key's writes run one at a time, so racing requests with one
      // Idempotency-Key get one object, and the object limit and a balance are read as they stand.
      if (operation.method === "get") return send(await slot(() => implementation.run({ db, ...context })));
      // One key's writes wait for each other here, before a connection is asked for, so that none
      // holds one while it waits for the row lock below (red team 3, R3-2); the row lock stays, for
      // a deployment of several processes.
      const answer = await inTurn(key.id, () => slot(() => db.transaction(async (tx) => {
        await tx.execute(sql`select ${sandboxKeys.id} from ${sandboxKeys} where ${sandboxKeys.id} = ${key.id} for update`);
        if (idempotencyKey !== null) {
          const replay = await findIdempotent(tx, key.id, idempotencyKey);
          if (replay) return replayed(replay, operation.id, bodyHash);
        }
        if (implementation.creates && (await objectCount(tx, key.id)) >= sandboxLimits.objectsPerKey) {
          return fail(
            403,
            "test_mode_limit",
            `A test key keeps at most ${sandboxLimits.objectsPerKey.toLocaleString("en-US")} objects, and this one is full: create a new test key.`,
          );
        }
        const answer = await implementation.run({ db: tx, ...context });
        if (idempotencyKey !== null && answer.status < 300) {
          await saveIdempotent(
            tx,
            key.id,
            idempotencyKey,
            { operation: operation.id, bodyHash, status: answer.status, response: answer.body },
            now,
          );
        }
        // The key's bytes, summed after the write and before its commit: past the budget, the
        // whole write is undone, a create's, an update's or an idempotency record's (red teams S1,
        // S2-1). A write that grows no key past it is kept, and the key's `bytes` follow it.
        if (answer.status < 300) {
          const { before, after } = await keyBytes(tx, key.id);
          if (after > sandboxLimits.bytesPerKey && after > before) throw new OverBudget();
        }
        return answer;
      }))).catch((error: unknown) => {
        if (error instanceof OverBudget)
          return fail(
            403,
            "test_mode_limit",
            `A test key keeps at most ${sandboxLimits.bytesPerKey / 1024 / 1024} MiB of data, and this request would take this one past it: create a new test key.`,
          );
        throw error;
      });
      return send(answer);
    } catch (error) {
      if (error instanceof SandboxBusy) return send(busy(error.seconds));
      logLead("error", "sandbox request failed", {}, error);
      return send(fail(500, "api_error", "Something went wrong on our side: retry with the same idempotency key."));
    }
  };
}

/** The first key of the advisory locks one network's key requests take ("SBXK"), the second being the network's hash. */
const networkLockSpace = 0x53_42_58_4b;

/** The network kept with the keys of clients whose address is unknown (a known one is a 43-character HMAC). */
export const unknownNetwork = "unknown";

/** Thrown in a key's write transaction to undo a create that takes the key past its byte budget. */
class OverBudget extends Error {}

function replayed(
  replay: { operation: string; bodyHash: string; status: number; response: unknown },
  operation: string,
  bodyHash: string,
): Answer {
  if (replay.operation !== operation || replay.bodyHash !== bodyHash) {
    return fail(
      400,
      "idempotency_key_reused",
      "This Idempotency-Key was already used with another request: send the same body, or a new key.",
      "Idempotency-Key",
    );
  }
  return { status: replay.status, body: replay.response, headers: { "Idempotent-Replayed": "true" } };
}

/** The test key a request sends (`Authorization: Bearer sk_test_...`), or undefined. */
function bearerSecret(request: Request): string | undefined {
  return /^Bearer\s+(sk_test_[A-Za-z0-9_-]{1,100})\s*$/i.exec(request.headers.get("authorization") ?? "")?.[1];
}

function decode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

function tooMany(seconds: number): Answer {
  return { ...fail(429, "rate_limited", "Too many requests."), headers: { "Retry-After": String(seconds) } };
}

/**
 * The whole sandbox has no room in this process (its places, its queue, a key's or a network's
 * turns, or its bucket on PGlite): not the client's own rate (red team 4, R4-4).
 */
function busy(seconds: number): Answer {
  return {
    ...fail(429, "sandbox_busy", "The sandbox is busy: retry after the Retry-After seconds."),
    headers: { "Retry-After": String(seconds) },
  };
}

function notAllowed(methods: string[]): Answer {
  return { ...fail(405, "method_not_allowed", `Use ${methods.join(" or ")} on this path.`), headers: { Allow: methods.join(", ") } };
}

/**
 * The request's body as JSON: undefined when empty; a 413 past `max` bytes (declared or read), a 400 when it is not JSON,
 * or when its stream failed part-way (red team 8, RT8-G: a request error, not a 500).
 */
async function readJson(request: Request, max: number): Promise<{ ok: true; value: unknown; raw: string } | { ok: false; answer: Answer }> {
  const tooLarge = { ok: false as const, answer: fail(413, "body_too_large", `The request body is larger than ${max} bytes.`) };
  const raw = await readBoundedText(request, max);
  if (raw === null) return tooLarge;
  if (raw === unreadableBody) return { ok: false, answer: fail(400, "body_invalid", "The request body could not be read to its end.") };
  if (raw.trim() === "") return { ok: true, value: undefined, raw };
  let value: unknown;
  try {
    value = JSON.parse(raw) as unknown;
  } catch {
    return { ok: false, answer: fail(400, "body_invalid", "The request body is not valid JSON.") };
  }
  // PostgreSQL's jsonb refuses the NUL character: refused here, as a request error. Looked for in the
  // parsed strings, not the text, where `"C:\\u0000dir"` (a backslash, then "u0000") is no NUL (red team 3, R3-6).
  if (holdsNul(value)) return { ok: false, answer: fail(400, "parameter_invalid", "The body holds a NUL character (\\u0000).") };
  // PostgreSQL's jsonb also refuses a lone UTF-16 surrogate ("\ud800"), which JSON.parse accepts.
  const broken = loneSurrogate(value);
  if (broken !== null)
    return { ok: false, answer: fail(400, "parameter_invalid", "A string holds a lone UTF-16 surrogate.", broken || undefined) };
  return { ok: true, value, raw };
}

/** Whether a string or property name in `value` holds the NUL character; no recursion, as `loneSurrogate`. */
function holdsNul(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === "string") {
      if (item.includes("\u0000")) return true;
    } else if (Array.isArray(item)) pending.push(...item);
    else if (item !== null && typeof item === "object") {
      for (const [name, element] of Object.entries(item)) {
        if (name.includes("\u0000")) return true;
        pending.push(element);
      }
    }
  }
  return false;
}

const surrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Where `value` holds a string or property name with a lone surrogate (the field, to two levels:
 * `metadata.x`; "" for the body itself); null when it holds none. No recursion and no long paths:
 * a 16 KiB body nests 8,000 deep.
 */
function loneSurrogate(value: unknown): string | null {
  const pending: [unknown, string, number][] = [[value, "", 0]];
  const below = (path: string, depth: number, name: string) => (depth >= 2 ? path : path ? `${path}.${name}` : name);
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, path, depth] = next;
    if (typeof item === "string") {
      if (surrogate.test(item)) return path;
    } else if (Array.isArray(item)) {
      item.forEach((element, index) => pending.push([element, below(path, depth, String(index)), depth + 1]));
    } else if (item !== null && typeof item === "object") {
      for (const [name, element] of Object.entries(item)) {
        if (surrogate.test(name)) return path;
        pending.push([element, below(path, depth, name), depth + 1]);
      }
    }
  }
  return null;
}
