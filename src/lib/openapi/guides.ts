import type { ApiId } from "@/config/apis";
import { site } from "@/config/site";
import type { Format } from "@/i18n/format";
import { allOperations } from "./model";
import { sampleLabels, type SampleLang } from "./samples";
import type { ApiModel, OperationModel } from "./types";

/**
 * What the docs page's guides show beside their copy, worked out once for the HTML guides
 * (`src/components/sections/developer/guides/`) and the Markdown version (`markdown.ts`), so
 * that both say the same thing.
 */

/** The getting-started guide's five steps, in order (message keys of `developer.<api>.start.steps`). */
export const startSteps = ["keys", "create", "pay", "webhook", "live"] as const;
export type StartStep = (typeof startSteps)[number];

/**
 * The getting-started guide's first request (its "keys" step): a test key from the site's own
 * sandbox, with no account (`POST /sandbox/keys`, docs/developer-section.md, "Sandbox").
 */
export function testKeyRequest(api: ApiId): string {
  return [`curl -X POST "${site.url}/sandbox/keys" \\`, `  -H "Content-Type: application/json" \\`, `  -d '{"api": "${api}"}'`].join("\n");
}

/** The operation each API's first-five-minutes guide runs. */
const firstOperationId = { pay: "createCheckout", pro: "createTopup" } as const satisfies Record<ApiId, string>;

/** The getting-started guide's request (its "create" step): a checkout on Pay, a top-up on Pro. */
export function firstOperation(model: ApiModel): OperationModel | undefined {
  return allOperations(model).find((operation) => operation.id === firstOperationId[model.id]);
}

/** Whether the getting-started guide's "pay" step lists the sandbox cards (`testCards`): Pay's only; Pro takes no card. */
export function hasTestCards(api: ApiId): api is "pay" {
  return api === "pay";
}

/** The authentication guide's request: the API's first `GET`. */
export function authOperation(model: ApiModel): OperationModel | undefined {
  return allOperations(model).find((operation) => operation.method === "get");
}

/** The errors guide's status codes, in order (keys of `developer.docs.errors.codes`). */
const statusCodes = ["400", "401", "402", "403", "404", "409", "413", "429", "500"] as const;
export type StatusCode = (typeof statusCodes)[number];
/**
 * Codes listed only where an operation of the API returns them (402 is {proName}'s balance; 409, a
 * state {proName}'s objects do not have; 403, the test key's object limit, and 413, a body too large,
 * where the document lists them).
 */
const operationCodes: ReadonlySet<string> = new Set(["402", "403", "409", "413"]);

/** The status codes the errors guide lists for an API: every code but those of `operationCodes`, which only where an operation returns them. */
export function errorCodes(model: ApiModel): StatusCode[] {
  const responses = allOperations(model).flatMap((operation) => operation.responses);
  return statusCodes.filter((code) => !operationCodes.has(code) || responses.some((response) => response.status === code));
}

/** The errors guide's example error body: the first `400` response of the API with an example. */
export function errorExample(model: ApiModel): unknown {
  return allOperations(model)
    .flatMap((operation) => operation.responses)
    .find((response) => response.status === "400" && response.example)?.example;
}

/** The rate-limits guide's rows, in order (keys of `rateLimits` and of `developer.docs.rateLimits`). */
export const rateLimitModes = ["live", "test"] as const;

/** One delay of the webhook retry schedule in the page's language: whole hours read better as hours ("2 hours" rather than "120 minutes"). */
export function retryDelay(format: Pick<Format, "number">, minutes: number): string {
  return minutes >= 60 && minutes % 60 === 0 ? format.number(minutes / 60, "hours") : format.number(minutes, "minutes");
}

/** Labels of the webhook verification samples: the shell one computes a signature with openssl, the JavaScript one runs on Node.js. */
export const verificationLabels = { ...sampleLabels, curl: "Shell (openssl)", javascript: "Node.js" } as const satisfies Record<
  SampleLang,
  string
>;
