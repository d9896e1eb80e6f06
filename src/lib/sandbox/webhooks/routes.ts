import { sql } from "drizzle-orm";
import { z } from "zod";
import { pageSize } from "@/data/developer-api";
import { sandboxLimits } from "@/config/sandbox";
import type { Database } from "@/db/client";
import { sandboxKeys } from "@/db/schema";
import type { SandboxKey } from "../store";
import { fail, type Answer } from "../types";
import type { windowCounter } from "../limits";
import { checkEndpoint, LookupLimited, maxUrlLength, systemResolver, type Resolver } from "./address";
import { countedResolver } from "./lookups";
import { sampleEvent, sandboxEvents } from "./events";
import {
  createEndpoint,
  deleteEndpoint,
  endpointCount,
  endpointView,
  getDelivery,
  getEndpoint,
  listDeliveries,
  listEndpoints,
  queueToEndpoint,
  resendDelivery,
} from "./store";

/*
 * The sandbox's own webhook routes (issue 42, point 4; docs/developer-section.md, "Sandbox",
 * "Webhooks"), beside `/sandbox/keys`: not operations of the Pay or Pro documents, which describe
 * the live API, whose endpoints are managed in the dashboard. A test key of either API:
 *
 *   POST   /sandbox/webhook-endpoints                {"url", "events"?}  201, the secret once
 *   GET    /sandbox/webhook-endpoints                                    200, a list
 *   DELETE /sandbox/webhook-endpoints/{id}                               200
 *   POST   /sandbox/webhook-endpoints/{id}/test      {"type"}            202, a delivery
 *   GET    /sandbox/webhook-deliveries               ?limit&starting_after  200, newest first
 *   GET    /sandbox/webhook-deliveries/{id}                              200
 *   POST   /sandbox/webhook-deliveries/{id}/resend                       202, a new delivery
 */

export type WebhookContext = {
  db: Database;
  key: SandboxKey;
  now: Date;
  /** The path's id (`we_...`, `whd_...`), decoded. */
  id: string | null;
  query: URLSearchParams;
  body: unknown;
  resolve?: Resolver;
  /** The lookups counted per key (`sharedLookupCounter`, the process's, by default). */
  lookups?: ReturnType<typeof windowCounter>;
  env: Record<string, string | undefined>;
  /** What the route's `prepare` found, outside the process's places (the endpoint's URL, checked). */
  prepared?: unknown;
};

type Route = {
  pattern: RegExp;
  methods: Partial<Record<"GET" | "POST" | "DELETE", (context: WebhookContext) => Promise<Answer>>>;
  body?: boolean;
  /**
   * Work done before the request takes one of the process's places (src/lib/sandbox/gate.ts) and
   * its key's turn: a name's lookup, which holds no database (red team 4, R4-2). An answer ends the
   * request there; anything else is handed to the method as `prepared`.
   */
  prepare?: Partial<Record<"GET" | "POST" | "DELETE", (context: Omit<WebhookContext, "db" | "prepared">) => Promise<{ answer: Answer } | { prepared: unknown }>>>;
};

type NewEndpoint = { url: string; events: string[] };

const newEndpoint = z.object({ url: z.string().max(maxUrlLength), events: z.array(z.string().max(64)).min(1).max(20).optional() }).strict();
const testRequest = z.object({ type: z.string().max(64) }).strict();

/** Zod's first issue, as the documents' error names its field. */
function invalid(error: z.ZodError): Answer {
  const issue = error.issues[0]!;
  const param = issue.path.join(".") || (issue.code === "unrecognized_keys" ? issue.keys.join(", ") : "");
  return fail(400, "parameter_invalid", `${param || "body"}: ${issue.message}`, param || undefined);
}

/** Runs `work` holding the key's row, as the API's writes do: one key's writes one at a time (the endpoint count is not raced past). */
function locked(context: WebhookContext, work: (db: Database) => Promise<Answer>): Promise<Answer> {
  return context.db.transaction(async (tx) => {
    await tx.execute(sql`select ${sandboxKeys.id} from ${sandboxKeys} where ${sandboxKeys.id} = ${context.key.id} for update`);
    return work(tx);
  });
}

const noSuch = (noun: string) => fail(404, "resource_missing", `No such ${noun}.`);

export const webhookRoutes: Route[] = [
  {
    pattern: /^\/webhook-endpoints$/,
    body: true,
    prepare: {
      // Read and checked, the URL's name resolved, before a place of the process is held: a slow
      // or silent name server holds the request that asked (up to `lookupDeadlineMs`), never the
      // sandbox's one place on PGlite nor the key's other writes (red team 4, R4-2).
      async POST(context) {
        if (context.body === undefined) return { answer: fail(400, "parameter_missing", 'A JSON body is required: {"url": "https://..."}.') };
        const parsed = newEndpoint.safeParse(context.body);
        if (!parsed.success) return { answer: invalid(parsed.error) };
        const types = [...(await sandboxEvents(context.key.api)).keys()];
        const events = parsed.data.events ?? types;
        const unknown = events.find((type) => !types.includes(type));
        if (unknown !== undefined)
          return {
            answer: fail(
              400,
              "parameter_invalid",
              `events: ${unknown} is not an event of the ${context.key.api} API (${types.join(", ")}).`,
              "events",
            ),
          };
        // Each lookup counted for the key (red team 5, RT5-6): at its 5 endpoints, refused URLs
        // included, a key makes the sandbox ask at most `webhookLookupsPerKeyPerMinute` names a minute.
        const resolve = countedResolver(context.resolve ?? systemResolver, context.key.id, {
          lookups: context.lookups,
          network: context.key.network ?? null,
          now: () => context.now.getTime(),
        });
        let checked: Awaited<ReturnType<typeof checkEndpoint>>;
        try {
          checked = await checkEndpoint(parsed.data.url, { resolve, env: context.env });
        } catch (error) {
          if (!(error instanceof LookupLimited)) throw error;
          return {
            answer: {
              ...fail(429, "rate_limited", "Too many webhook URLs looked up for this test key: retry after the Retry-After seconds."),
              headers: { "Retry-After": String(error.seconds) },
            },
          };
        }
        if (!checked.ok) {
          // The reason (and the host at fault) beside the message: the webhooks page says it in its language.
          const { code, message, ...detail } = checked.refusal;
          return { answer: { status: 400, body: { error: { code, message, param: "url", ...detail } } } };
        }
        return { prepared: { url: checked.url.href, events: [...new Set(events)] } satisfies NewEndpoint };
      },
    },
    methods: {
      async GET(context) {
        const data = (await listEndpoints(context.db, context.key.id)).map((endpoint) => endpointView(endpoint));
        return { status: 200, body: { object: "list", has_more: false, data } };
      },
      async POST(context) {
        const { url, events } = context.prepared as NewEndpoint;
        return locked(context, async (db) => {
          if ((await endpointCount(db, context.key.id)) >= sandboxLimits.webhookEndpointsPerKey)
            return fail(
              403,
              "test_mode_limit",
              `This test key has ${sandboxLimits.webhookEndpointsPerKey} webhook endpoints, the most a test key keeps: delete one first.`,
            );
          const { endpoint, secret } = await createEndpoint(db, context.key.id, url, events, context.now);
          return { status: 201, body: endpointView(endpoint, secret) };
        });
      },
    },
  },
  {
    pattern: /^\/webhook-endpoints\/([^/]+)$/,
    methods: {
      // Holding the key's row, as the other writes: never while the worker's settle queues an event to it (red team 6a, RT6a-5).
      async DELETE(context) {
        return locked(context, async (db) => {
          const deleted = await deleteEndpoint(db, context.key.id, context.id!);
          return deleted ? { status: 200, body: { id: context.id, object: "webhook_endpoint", deleted: true } } : noSuch("webhook endpoint");
        });
      },
    },
  },
  {
    pattern: /^\/webhook-endpoints\/([^/]+)\/test$/,
    body: true,
    methods: {
      async POST(context) {
        const parsed = testRequest.safeParse(context.body ?? {});
        if (!parsed.success) return invalid(parsed.error);
        const events = await sandboxEvents(context.key.api);
        const definition = events.get(parsed.data.type);
        if (!definition)
          return fail(
            400,
            "parameter_invalid",
            `type must be an event of the ${context.key.api} API (${[...events.keys()].join(", ")}).`,
            "type",
          );
        return locked(context, async (db) => {
          const endpoint = await getEndpoint(db, context.key.id, context.id!);
          if (!endpoint) return noSuch("webhook endpoint");
          const id = await queueToEndpoint(db, context.key.id, endpoint.id, sampleEvent(definition, context.now), context.now);
          return { status: 202, body: await getDelivery(db, context.key.id, id) };
        });
      },
    },
  },
  {
    pattern: /^\/webhook-deliveries$/,
    methods: {
      async GET(context) {
        const limitText = context.query.get("limit");
        const limit = limitText === null ? pageSize.default : Number(limitText);
        if (!Number.isInteger(limit) || limit < 1 || limit > pageSize.max)
          return fail(400, "parameter_invalid", `limit must be an integer from 1 to ${pageSize.max}.`, "limit");
        const startingAfter = context.query.get("starting_after") ?? undefined;
        const page = await listDeliveries(context.db, context.key.id, { limit, startingAfter });
        if (!page) return fail(400, "resource_missing", `No such delivery: ${startingAfter}.`, "starting_after");
        return { status: 200, body: { object: "list", has_more: page.hasMore, data: page.data } };
      },
    },
  },
  {
    pattern: /^\/webhook-deliveries\/([^/]+)$/,
    methods: {
      async GET(context) {
        const delivery = await getDelivery(context.db, context.key.id, context.id!);
        return delivery ? { status: 200, body: delivery } : noSuch("delivery");
      },
    },
  },
  {
    pattern: /^\/webhook-deliveries\/([^/]+)\/resend$/,
    methods: {
      async POST(context) {
        return locked(context, async (db) => {
          const id = await resendDelivery(db, context.key.id, context.id!, context.now);
          return id ? { status: 202, body: await getDelivery(db, context.key.id, id) } : noSuch("delivery");
        });
      },
    },
  },
];

/** The route of a path under `/sandbox`, with its id; null when none is a webhook route. */
export function webhookRoute(path: string): { route: Route; id: string | null } | null {
  for (const route of webhookRoutes) {
    const match = route.pattern.exec(path);
    if (match) return { route, id: match[1] ?? null };
  }
  return null;
}
