import { createHmac } from "node:crypto";
import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import { and, eq, inArray, isNull, lte, sql } from "drizzle-orm";
import { site } from "@/config/site";
import { webhookRetryMinutes, webhookTimeoutSeconds } from "@/data/developer-api";
import type { Database } from "@/db/client";
import { sandboxWebhookAttempts, sandboxWebhookDeliveries, sandboxWebhookEndpoints } from "@/db/schema";
import { SIGNATURE_HEADER } from "@/lib/openapi/verification";
import { windowCounter } from "../limits";
import { checkEndpoint, systemResolver, type Resolved, type Resolver } from "./address";

/*
 * The sandbox's webhook deliveries (issue 42, point 4; docs/developer-section.md, "Sandbox",
 * "Webhooks"), sent by the lead worker's rounds (src/lib/leads/worker.ts) with the lead outbox's
 * pattern: each due delivery is claimed with a lease, sent outside any transaction, then marked
 * delivered, or given its next attempt on the docs' retry schedule (`webhookRetryMinutes`), or
 * given up on after the last retry. Every attempt is recorded: its time, the status code or the
 * kind of error, its duration.
 */

/** How long a claimed delivery is left to its sender before another round may take it: past the 10 s timeout. */
export const webhookLeaseMs = 60_000;

/**
 * The most one attempt lasts, its lookup included (red team 4, R4-3): the lookup's deadline, the
 * request's timeout and a margin, well below the lease, so that no other process claims a delivery
 * still in flight, and a round ends within it whatever its endpoints' name servers do.
 */
export const webhookAttemptMs = 20_000;

/** The hex HMAC-SHA256 of the raw body, keyed with the endpoint's `whsec_` secret: the docs' `signature` header. */
export function signature(payload: string, secret: string): string {
  return createHmac("sha256", secret).update(payload).digest("hex");
}

/**
 * When the attempt after `attempts` failed ones is due, counted from the failure: the docs' retry
 * schedule, one delay per retry; null after the last retry (given up on).
 */
export function nextAttemptAt(attempts: number, failedAt: Date): Date | null {
  const minutes = webhookRetryMinutes[attempts - 1];
  return minutes === undefined ? null : new Date(failedAt.getTime() + minutes * 60_000);
}

export type Outcome = { statusCode: number } | { error: string };

/**
 * The kind of a failed connection, as an attempt records it and the key reads it (red team 4,
 * R4-5): `timeout`, `tls_error`, `invalid_response` (not HTTP), else `connection_failed`, never
 * Node's own code (ECONNREFUSED, EHOSTUNREACH, ECONNRESET...), which would tell a key how a third
 * party's machine answers.
 */
export function errorKind(code: string | undefined): string {
  if (code === undefined) return "connection_failed";
  if (code === "timeout" || code === "ETIMEDOUT" || code === "ESOCKETTIMEDOUT") return "timeout";
  if (/^(ERR_TLS_|ERR_SSL_|EPROTO$|CERT_|UNABLE_TO_|DEPTH_ZERO_|SELF_SIGNED_|ERR_OSSL_|HOSTNAME_MISMATCH)/.test(code)) return "tls_error";
  if (code.startsWith("HPE_")) return "invalid_response";
  return "connection_failed";
}

/**
 * POSTs a signed body to an endpoint, connecting to `address`, the one checked, whatever the name
 * would resolve to now (no second resolution). No redirect is followed (Node's client follows
 * none); the whole exchange is cut at `timeoutMs`; only the status code is read, the body is left.
 */
export function post(
  url: URL,
  address: Resolved,
  payload: string,
  secret: string,
  timeoutMs = webhookTimeoutSeconds * 1000,
): Promise<Outcome> {
  // Answered on the next tick, as a real lookup is: answered at once, a connect that fails at
  // once (ENETUNREACH) destroyed the socket inside `https.request`, which then threw (red team 4, R4-1).
  const pinned: LookupFunction = (_host, options, callback) =>
    process.nextTick(() => {
      // Node asks for every address when it may try several families (autoSelectFamily): the checked one only.
      if ((options as { all?: boolean }).all)
        (callback as unknown as (error: null, addresses: { address: string; family: number }[]) => void)(null, [
          { address: address.address, family: address.family },
        ]);
      else callback(null, address.address, address.family);
    });
  const client = url.protocol === "https:" ? https : http;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (outcome: Outcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(outcome);
    };
    let request: http.ClientRequest;
    try {
      request = client.request(url, {
        method: "POST",
        agent: false,
        lookup: pinned,
        headers: {
          "Content-Type": "application/json",
          "Content-Length": Buffer.byteLength(payload),
          "User-Agent": `${site.name}-Sandbox-Webhooks/1.0`,
          [SIGNATURE_HEADER]: signature(payload, secret),
        },
      });
    } catch (error) {
      // Whatever Node throws at once is a failed attempt like any other, never an escaped exception.
      resolve({ error: errorKind((error as NodeJS.ErrnoException).code) });
      return;
    }
    const timer = setTimeout(() => {
      finish({ error: "timeout" });
      request.destroy();
    }, timeoutMs);
    request.on("response", (response) => {
      finish({ statusCode: response.statusCode ?? 0 });
      // Not kept: the status code is all an attempt records.
      response.destroy();
    });
    request.on("error", (error: NodeJS.ErrnoException) => finish({ error: errorKind(error.code) }));
    request.end(payload);
  });
}

/**
 * Deliveries this process sends to one host a minute, whatever the keys (red team 4, R4-5): past
 * it, a delivery waits for the next minute, with no attempt counted, so that the sandbox cannot be
 * made to post to a third party at its whole request rate. `webhookHostCount` is the process's count.
 */
export const webhooksPerHostPerMinute = 30;
export const webhookHostCount = windowCounter(webhooksPerHostPerMinute, 60_000);

export type WebhookRound = { delivered: number; failed: number; gaveUp: number };
export type DeliverOptions = {
  /** Deliveries sent at most in one round. */
  limit?: number;
  /** The time of each attempt's end (and its duration's): the tests' fixed clock. */
  clock?: () => Date;
  resolve?: Resolver;
  env?: Record<string, string | undefined>;
  /** The sender: `post` (the tests may watch it). */
  send?: typeof post;
  /** The most one attempt lasts, its lookup included (`webhookAttemptMs`; the tests shorten it). */
  attemptMs?: number;
  /** Deliveries counted per destination host (`webhookHostCount`, the process's). */
  perHost?: ReturnType<typeof windowCounter>;
};

/** `work`'s outcome, or a timeout once `ms` have passed (the work is left to end on its own, its outcome unread). */
function withDeadline(work: Promise<Outcome>, ms: number): Promise<Outcome> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<Outcome>((resolve) => {
    timer = setTimeout(() => resolve({ error: "timeout" }), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

/** Sends the deliveries due at `now` (see above): what became of them. */
export async function deliverWebhooksDue(
  db: Database,
  now: Date = new Date(),
  {
    limit = 20,
    clock = () => new Date(),
    resolve = systemResolver,
    env = process.env,
    send = post,
    attemptMs = webhookAttemptMs,
    perHost = webhookHostCount,
  }: DeliverOptions = {},
): Promise<WebhookRound> {
  const round: WebhookRound = { delivered: 0, failed: 0, gaveUp: 0 };
  const due = db
    .select({ id: sandboxWebhookDeliveries.id })
    .from(sandboxWebhookDeliveries)
    .where(
      and(
        isNull(sandboxWebhookDeliveries.deliveredAt),
        isNull(sandboxWebhookDeliveries.deadAt),
        lte(sandboxWebhookDeliveries.nextAttemptAt, now),
      ),
    )
    .orderBy(sandboxWebhookDeliveries.nextAttemptAt)
    .limit(limit)
    .for("update", { skipLocked: true });
  const claimed = await db
    .update(sandboxWebhookDeliveries)
    .set({ nextAttemptAt: new Date(now.getTime() + webhookLeaseMs), attempts: sql`${sandboxWebhookDeliveries.attempts} + 1` })
    .where(inArray(sandboxWebhookDeliveries.id, due))
    .returning({
      id: sandboxWebhookDeliveries.id,
      endpointId: sandboxWebhookDeliveries.endpointId,
      payload: sandboxWebhookDeliveries.payload,
      attempts: sandboxWebhookDeliveries.attempts,
    });
  if (claimed.length === 0) return round;
  const endpoints = await db
    .select({ id: sandboxWebhookEndpoints.id, url: sandboxWebhookEndpoints.url, secret: sandboxWebhookEndpoints.secret })
    .from(sandboxWebhookEndpoints)
    .where(inArray(sandboxWebhookEndpoints.id, [...new Set(claimed.map((entry) => entry.endpointId))]));
  const byId = new Map(endpoints.map((endpoint) => [endpoint.id, endpoint]));
  // Side by side: a round lasts at most one attempt's bound (`webhookAttemptMs`), however many
  // endpoints are slow; one entry's failure to record leaves the others' recorded (allSettled).
  const results = await Promise.allSettled(
    claimed.map(async (entry) => {
      const endpoint = byId.get(entry.endpointId);
      if (!endpoint) return; // removed meanwhile: its deliveries went with it
      // Past its host's count this minute: back to waiting, this claim not counted as an attempt.
      const host = URL.parse(endpoint.url)?.hostname ?? endpoint.url;
      const wait = perHost.take(host, now.getTime());
      if (wait > 0) {
        await db
          .update(sandboxWebhookDeliveries)
          .set({ attempts: sql`${sandboxWebhookDeliveries.attempts} - 1`, nextAttemptAt: new Date(now.getTime() + wait * 1000) })
          .where(eq(sandboxWebhookDeliveries.id, entry.id));
        return;
      }
      const started = clock();
      // Claimed past the schedule's attempts with none recorded (a process that stopped mid-round):
      // given up on, never claimed again (red team 4, R4-1).
      const exhausted = entry.attempts > webhookRetryMinutes.length + 1;
      // Checked again at each delivery: the name may answer another address now (DNS rebinding).
      // The whole attempt, lookup included, is bounded (R4-3); anything it throws is a failed
      // attempt, recorded and retried as any other (R4-1).
      const attempt = async (): Promise<Outcome> => {
        const checked = await checkEndpoint(endpoint.url, { resolve, env });
        return checked.ok ? send(checked.url, checked.address, entry.payload, endpoint.secret) : { error: checked.refusal.code };
      };
      const outcome: Outcome = exhausted
        ? { error: "gave_up" }
        : await withDeadline(
            attempt().catch(() => ({ error: "network_error" })),
            attemptMs,
          );
      const ended = clock();
      const ok = "statusCode" in outcome && outcome.statusCode >= 200 && outcome.statusCode < 300;
      const next = ok || exhausted ? null : nextAttemptAt(entry.attempts, ended);
      try {
        await db.transaction(async (tx) => {
          await tx.insert(sandboxWebhookAttempts).values({
            deliveryId: entry.id,
            at: started,
            statusCode: "statusCode" in outcome ? outcome.statusCode : null,
            error: "error" in outcome ? outcome.error : null,
            durationMs: Math.max(0, ended.getTime() - started.getTime()),
          });
          await tx
            .update(sandboxWebhookDeliveries)
            .set(ok ? { deliveredAt: ended } : next === null ? { deadAt: ended } : { nextAttemptAt: next })
            .where(eq(sandboxWebhookDeliveries.id, entry.id));
        });
      } catch (error) {
        // The delivery went meanwhile (its endpoint removed, its key purged, or past the key's
        // bound): nothing left to record it on (a foreign key violation). Anything else is an error.
        const code = (error as { code?: string; cause?: { code?: string } }).code ?? (error as { cause?: { code?: string } }).cause?.code;
        if (code !== "23503") throw error;
        return;
      }
      if (ok) round.delivered++;
      else if (next === null) round.gaveUp++;
      else round.failed++;
    }),
  );
  const failure = results.find((result): result is PromiseRejectedResult => result.status === "rejected");
  if (failure) throw failure.reason;
  return round;
}
