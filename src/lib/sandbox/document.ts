import Ajv2020, { type ErrorObject, type ValidateFunction } from "ajv/dist/2020";
import addFormats from "ajv-formats";
import { fullFormats } from "ajv-formats/dist/formats";
import { rawDocument } from "@/lib/content/openapi";
import { parseDocument } from "@/lib/openapi/load";
import type { ApiId } from "@/config/apis";

/**
 * The sandbox's reading of an API's OpenAPI document (SPEC 12): every operation with the
 * validators of its parameters, its body and its documented answers, compiled once with Ajv's
 * JSON Schema 2020-12 dialect, the one OpenAPI 3.1 uses. The document is the only source: what
 * an operation accepts and what it may answer comes from here, never from the handlers.
 */

type Node = Record<string, unknown>;
type Method = "get" | "post" | "put" | "patch" | "delete";
const methods: Method[] = ["get", "post", "put", "patch", "delete"];

/** A request that does not match the document: the field at fault (`amount`, `metadata.order_id`, `limit`) and why. */
export type Invalid = { param: string | null; message: string };

export type SandboxOperation = {
  api: ApiId;
  id: string;
  method: Method;
  /** The document's path, `/v1/checkouts/{checkout_id}`. */
  path: string;
  /** The path's template as a pattern; its groups are the path parameters, in order. */
  pattern: RegExp;
  pathParams: string[];
  /** Parameters in the query and the headers this operation documents, by location. */
  queryParams: string[];
  headerParams: string[];
  /** Checks path, query and header values together (query strings coerced to the schema's type); null when none can be wrong. */
  checkParams: ((values: Record<string, string>) => Invalid | null) | null;
  /** Null when the operation takes no body. */
  body: { required: boolean; check: (value: unknown) => Invalid | null } | null;
  /** Documented statuses, and the check of each one's JSON body (null for a status without one). */
  responses: Map<number, ((value: unknown) => Invalid | null) | null>;
};

/** ajv-formats' own RFC 3339 check (full mode), which `newAjv`'s adds to. */
const rfc3339 = (fullFormats["date-time"] as { validate: (value: string) => boolean }).validate;

function newAjv(coerceTypes: boolean) {
  // strict off: the documents carry OpenAPI's keywords (`example`) and ours (`x-fr`, `x-ar`) in their schemas.
  const ajv = new Ajv2020({ strict: false, allErrors: false, coerceTypes, validateFormats: true });
  addFormats(ajv);
  // RFC 3339 allows a leap second (`2026-12-31T23:59:60Z`), which JavaScript cannot read as an
  // instant: stored, it would be a date no page can show and every state check takes as past. A
  // `date-time` the sandbox takes must be both RFC 3339 and an instant JavaScript can read (review
  // pass 22, en 3.1; the wording, pass 24).
  ajv.addFormat("date-time", { type: "string", validate: (value: string) => rfc3339(value) && !Number.isNaN(Date.parse(value)) });
  return ajv;
}

/** The first error of a validation, as the field it names (`/metadata/order_id` is `metadata.order_id`). */
export function firstInvalid(errors: ErrorObject[] | null | undefined, prefix = ""): Invalid {
  const error = errors?.[0];
  if (!error) return { param: null, message: "Invalid request." };
  const missing = error.keyword === "required" ? String((error.params as { missingProperty?: string }).missingProperty ?? "") : "";
  const path = [...error.instancePath.split("/").filter(Boolean), ...(missing ? [missing] : [])]
    .map((part) => part.replace(/~1/g, "/").replace(/~0/g, "~"))
    .join(".");
  const param = path || prefix || null;
  const message = missing ? `${param} is required.` : `${param ?? "body"} ${error.message ?? "is invalid"}.`;
  return { param, message };
}

function checker(validate: ValidateFunction) {
  return (value: unknown) => (validate(value) ? null : firstInvalid(validate.errors));
}

/** The operations of a dereferenced document, with their validators. */
export function compileOperations(api: ApiId, document: Node): SandboxOperation[] {
  const bodies = newAjv(false);
  const params = newAjv(true);
  const paths = (document.paths ?? {}) as Record<string, Node>;
  return Object.entries(paths).flatMap(([path, item]) =>
    methods.flatMap((method) => {
      const operation = item[method] as Node | undefined;
      if (!operation) return [];
      const parameters = [...((item.parameters as Node[]) ?? []), ...((operation.parameters as Node[]) ?? [])];
      const pathParams = [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]!);
      const escaped = path.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\\?\{[^}]+\\?\}/g, "([^/]+)");
      const paramSchema = {
        type: "object",
        properties: Object.fromEntries(parameters.map((parameter) => [key(parameter), parameter.schema ?? {}])),
        required: parameters.filter((parameter) => parameter.required === true).map(key),
      };
      const canFail = parameters.some((parameter) => {
        const schema = (parameter.schema ?? {}) as Node;
        // A path id typed as any string cannot be wrong: a wrong one is a 404, not a 400.
        return !(
          parameter.in === "path" &&
          schema.type === "string" &&
          Object.keys(schema).every((name) => name === "type" || name.startsWith("x-") || name === "description")
        );
      });
      const validateParams = params.compile(paramSchema);
      const names = new Map(parameters.map((parameter) => [key(parameter), String(parameter.name)]));
      const requestBody = operation.requestBody as Node | undefined;
      const bodySchema = ((requestBody?.content as Node | undefined)?.["application/json"] as Node | undefined)?.schema;
      const responses = new Map<number, ((value: unknown) => Invalid | null) | null>();
      for (const [status, response] of Object.entries((operation.responses ?? {}) as Record<string, Node>)) {
        const schema = ((response.content as Node | undefined)?.["application/json"] as Node | undefined)?.schema;
        responses.set(Number(status), schema ? checker(bodies.compile(schema as object)) : null);
      }
      return [
        {
          api,
          id: String(operation.operationId),
          method,
          path,
          pattern: new RegExp(`^${escaped}$`),
          pathParams,
          queryParams: parameters.filter((parameter) => parameter.in === "query").map((parameter) => String(parameter.name)),
          headerParams: parameters.filter((parameter) => parameter.in === "header").map((parameter) => String(parameter.name)),
          checkParams: canFail
            ? (values: Record<string, string>) => {
                // Coercion writes into the object it checks: a copy, so the caller's strings stay strings.
                const copy: Record<string, unknown> = { ...values };
                if (validateParams(copy)) return null;
                const invalid = firstInvalid(validateParams.errors);
                const name = invalid.param ? (names.get(invalid.param.split(".")[0]!) ?? invalid.param) : null;
                return { param: name, message: invalid.message.replace(invalid.param ?? "", name ?? "") };
              }
            : null,
          body: bodySchema ? { required: requestBody?.required === true, check: checker(bodies.compile(bodySchema as object)) } : null,
          responses,
        } satisfies SandboxOperation,
      ];
    }),
  );
}

/** A parameter's key in the object its values are checked in: its name, with its location for a header (names of headers are any case). */
function key(parameter: Node): string {
  return parameter.in === "header" ? `header:${String(parameter.name).toLowerCase()}` : String(parameter.name);
}

/** The values of an operation's parameters, keyed as `checkParams` reads them. */
export function paramValues(
  operation: SandboxOperation,
  path: Record<string, string>,
  query: URLSearchParams,
  headers: Pick<Headers, "get">,
): Record<string, string> {
  const values: Record<string, string> = { ...path };
  for (const name of operation.queryParams) {
    const value = query.get(name);
    if (value !== null) values[name] = value;
  }
  for (const name of operation.headerParams) {
    const value = headers.get(name);
    if (value !== null) values[`header:${name.toLowerCase()}`] = value;
  }
  return values;
}

const cache = new Map<ApiId, Promise<SandboxOperation[]>>();

/** An API's operations, read from its document once per process. */
export function sandboxOperations(api: ApiId): Promise<SandboxOperation[]> {
  let operations = cache.get(api);
  if (!operations) {
    operations = rawDocument(api).then(async (source) => compileOperations(api, await parseDocument(source, `${api}.yaml`)));
    operations.catch(() => cache.delete(api));
    cache.set(api, operations);
  }
  return operations;
}
