import type { OperationModel } from "./types";

/** An object's id as the documents write them (`cus_8fK2mQ`, `prod_Q1w2E3`): a prefix, `_`, letters and digits with a digit or a capital. */
const objectId = /^[a-z]{2,6}_(?=[A-Za-z0-9]*[0-9A-Z])[A-Za-z0-9]{4,}$/;

/**
 * The body "Try it" fills in (docs/developer-section.md, "Try it"): the document's example,
 * without the optional top-level fields that name another object by id. Those ids are the
 * document's, which no test key holds: sent as they are, the request would answer `400 No such
 * customer` where the example means to show a success. Required references stay (a price needs
 * its product: the answer then says which id to create first).
 */
export function tryItBody(operation: OperationModel): string | null {
  if (!operation.body) return null;
  const example = operation.body.example;
  if (!example || typeof example !== "object" || Array.isArray(example)) return JSON.stringify(example ?? {}, null, 2);
  const required = new Set(operation.body.fields.filter((field) => field.depth === 0 && field.required).map((field) => field.name));
  const kept = Object.entries(example as Record<string, unknown>).filter(
    ([name, value]) => required.has(name) || typeof value !== "string" || !objectId.test(value),
  );
  return JSON.stringify(Object.fromEntries(kept), null, 2);
}
