import Ajv2020 from "ajv/dist/2020";
import addFormats from "ajv-formats";
import type { ApiId } from "@/config/apis";
import { rawDocument } from "@/lib/content/openapi";
import { parseDocument } from "@/lib/openapi/load";
import { firstInvalid, type Invalid } from "../document";
import { eventBody } from "./store";

/*
 * The events the sandbox sends (issue 42, point 4): the `webhooks` of each API document, with the
 * check of each one's request body (the schema a receiver can rely on) and its example, the sample
 * a "Send test event" sends. The documents are the only source, as for the operations.
 */

export type EventDefinition = { type: string; check: (value: unknown) => Invalid | null; example: Record<string, unknown> };

type Node = Record<string, unknown>;

/** The event types and their checks, read from a dereferenced document's `webhooks`. */
export function compileEvents(document: Node): Map<string, EventDefinition> {
  const ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: true });
  addFormats(ajv);
  const events = new Map<string, EventDefinition>();
  for (const [type, item] of Object.entries((document.webhooks ?? {}) as Record<string, Node>)) {
    const media = (((item.post as Node).requestBody as Node).content as Node)["application/json"] as Node;
    const validate = ajv.compile(media.schema as object);
    events.set(type, {
      type,
      check: (value) => (validate(value) ? null : firstInvalid(validate.errors)),
      example: structuredClone(media.example as Record<string, unknown>),
    });
  }
  return events;
}

const cache = new Map<ApiId, Promise<Map<string, EventDefinition>>>();

/** An API's events, read from its document once per process. */
export function sandboxEvents(api: ApiId): Promise<Map<string, EventDefinition>> {
  let events = cache.get(api);
  if (!events) {
    events = rawDocument(api).then(async (source) => compileEvents(await parseDocument(source, `${api}.yaml`)));
    events.catch(() => cache.delete(api));
    cache.set(api, events);
  }
  return events;
}

/**
 * What an object of the document's example looks like after each event (a shared example, such as
 * Pay's `CheckoutEvent`, shows one type: the others get the status their type means).
 */
const sampleChanges: Record<string, Record<string, unknown>> = {
  "checkout.paid": { status: "paid" },
  "checkout.failed": { status: "failed", failure_code: "card_declined" },
  "checkout.canceled": { status: "canceled" },
  "checkout.expired": { status: "expired" },
  "topup.succeeded": { status: "succeeded", failure_code: null },
  "topup.failed": { status: "failed", failure_code: "operator_refused" },
};

/** The test event of a type: the document's example, with a new id, the time of sending and the type's status. */
export function sampleEvent(definition: EventDefinition, now: Date) {
  const data = { ...(definition.example.data as Record<string, unknown>), ...sampleChanges[definition.type] };
  return eventBody(definition.type, data, now);
}
