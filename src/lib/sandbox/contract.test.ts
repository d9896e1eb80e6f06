import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { LeadStore } from "@/db/client";
import { apiIds, type ApiId } from "@/config/apis";
import { testEngines } from "../../../tests/support/db-engines";
import { sandboxOperations, type SandboxOperation } from "./document";
import { contractProblems, implementations, sandboxHandler } from "./handler";
import { sandboxRequest, type SandboxSent } from "../../../tests/support/sandbox-request";

vi.mock("server-only", () => ({}));

/**
 * The contract (SPEC 12): every operation of both documents, called through the sandbox's request
 * handler against a database of its own, without a key, with another API's key, with the
 * document's example, with a bad body or parameter and with an unknown id; every answer's status
 * is one its operation documents and its body is valid against that status's schema.
 */

let store: LeadStore;
// A clock that moves 50 ms at each request: 20 requests a second, under a key's limit of 25.
let clock = Date.parse("2026-11-28T10:00:00Z");
const handle = sandboxHandler({
  db: async () => store.db,
  now: () => new Date((clock += 50)),
  env: {},
  origin: "https://www.cirta.example",
});
const operations = {} as Record<ApiId, SandboxOperation[]>;

beforeAll(async () => {
  store = await testEngines[0]!.open();
  for (const api of apiIds) operations[api] = await sandboxOperations(api);
}, 60_000);
afterAll(async () => {
  await store?.close();
});

type Sent = SandboxSent;

async function call(path: string, { method = "GET", body, key = null, headers = {} }: Sent = {}) {
  const response = await handle(sandboxRequest(path, { method, body, key, headers }));
  // Whatever the answer: JSON, never stored, never a cookie.
  expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
  expect(response.headers.get("cache-control")).toBe("no-store");
  expect(response.headers.get("set-cookie")).toBeNull();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON read field by field, its shape checked by the document's schemas
  return { status: response.status, headers: response.headers, body: (await response.json()) as Record<string, any> };
}

async function newKey(api: ApiId): Promise<string> {
  const answer = await call("/keys", { method: "POST", body: { api } });
  expect(answer.status).toBe(201);
  return String(answer.body.secret_key);
}

/** Calls an operation and checks the answer against its document: a documented status, a body valid against that status's schema. */
async function callOperation(operation: SandboxOperation, path: string, sent: Sent = {}) {
  const answer = await call(`/${operation.api}${path}`, { method: operation.method.toUpperCase(), ...sent });
  expect([...operation.responses.keys()], `${operation.id} answered ${answer.status}`).toContain(answer.status);
  const check = operation.responses.get(answer.status);
  if (check) expect(check(answer.body), `${operation.id} ${answer.status}: ${JSON.stringify(answer.body)}`).toBeNull();
  if (answer.status >= 400) expect(answer.body.error.request_id).toMatch(/^req_/);
  return answer;
}

/** The document's example ids, replaced by the ids this key's objects really have. */
function withIds(value: unknown, ids: Map<string, string>): unknown {
  return JSON.parse(JSON.stringify(value ?? null), (_, item: unknown) =>
    typeof item === "string" && ids.has(item) ? ids.get(item) : item,
  );
}

const exampleIds = {
  customer: "cus_8fK2mQ",
  product: "prod_Q7cX1a",
  checkout: "chk_5tN8wE",
  payment_link: "plink_2Wq7Rt",
  topup: "top_6Vn2Kd",
  voucher_order: "vo_1Pk8Hs",
} as Record<string, string>;

function pathOf(operation: SandboxOperation, values: Record<string, string>): string {
  return operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(values[name] ?? "unknown"));
}

/** A body like the example, with its first field of the wrong type, and that field's name. */
function badBody(example: Record<string, unknown>): { body: Record<string, unknown>; field: string } {
  const [field, value] = Object.entries(example)[0]!;
  return { body: { ...example, [field]: typeof value === "string" ? 12345 : "not-a-number" }, field };
}

describe.each(apiIds)("the %s sandbox answers every operation as its document says", (api) => {
  it("has an implementation for every operation and answers only documented statuses", () => {
    expect(contractProblems(api, operations[api])).toEqual([]);
  });

  it("answers every operation: no key, another API's key, the example, a bad request, an unknown id", async () => {
    const key = await newKey(api);
    const otherKey = await newKey(api === "pay" ? "pro" : "pay");
    const ids = new Map<string, string>();
    const examples = await import("yaml").then(async ({ parse }) => {
      const { rawDocument } = await import("@/lib/content/openapi");
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON read field by field, its shape checked by the document's schemas
      return parse(await rawDocument(api)) as Record<string, any>;
    });
    const exampleOf = (operation: SandboxOperation) => {
      const raw = examples.paths[operation.path][operation.method];
      const body = raw.requestBody?.content?.["application/json"]?.example as Record<string, unknown> | undefined;
      const query = new URLSearchParams();
      for (const parameter of [...(raw.parameters ?? [])]) {
        const resolved = parameter.$ref ? examples.components.parameters[parameter.$ref.split("/").pop()] : parameter;
        if (resolved.in === "query" && resolved.example !== undefined) query.set(resolved.name, String(resolved.example));
      }
      return { body, query };
    };
    // Creates first (in the document's order, products before prices), so that the others find objects.
    const ordered = [...operations[api]].sort(
      (a, b) => Number(b.method === "post" && b.pathParams.length === 0) - Number(a.method === "post" && a.pathParams.length === 0),
    );
    for (const operation of ordered) {
      const { body, query } = exampleOf(operation);
      const values = Object.fromEntries(operation.pathParams.map((name) => [name, ids.get(`param:${name}`) ?? "unknown"]));
      const path = pathOf(operation, values);
      const search = query.size > 0 ? `?${query}` : "";

      expect((await callOperation(operation, path + search, { body })).status, operation.id).toBe(401);
      expect((await callOperation(operation, path + search, { body, key: otherKey })).status, operation.id).toBe(401);
      expect((await callOperation(operation, path + search, { body, key: "sk_test_forged" })).status, operation.id).toBe(401);

      const answer = await callOperation(operation, path + search, { body: withIds(body, ids) ?? undefined, key });
      expect(answer.status, `${operation.id}: ${JSON.stringify(answer.body)}`).toBeLessThan(300);
      if (operation.method === "post" && operation.pathParams.length === 0 && typeof answer.body.id === "string") {
        const type = String(answer.body.object);
        ids.set(exampleIds[type]!, answer.body.id);
        const param = {
          customer: "customer_id",
          checkout: "checkout_id",
          payment_link: "payment_link_id",
          topup: "topup_id",
          voucher_order: "order_id",
        }[type];
        if (param) ids.set(`param:${param}`, answer.body.id);
      }

      if (operation.body && body) {
        const bad = badBody(withIds(body, ids) as Record<string, unknown>);
        const refused = await callOperation(operation, path, { body: bad.body, key });
        expect(refused.status, operation.id).toBe(400);
        expect(refused.body.error.param, operation.id).toBe(bad.field);
        expect((await callOperation(operation, path, { body: "{not json", key })).status, operation.id).toBe(400);
        expect((await callOperation(operation, path, { body: { big: "x".repeat(17_000) }, key })).status, operation.id).toBe(413);
      }
      for (const [name, value] of [
        ["limit", "0"],
        ["limit", "abc"],
        ["status", "unknown"],
        ["brand", "unknown"],
      ] as const) {
        if (!operation.queryParams.includes(name)) continue;
        const refused = await callOperation(operation, `${path}?${name}=${value}`, { key });
        expect(refused.status, `${operation.id} ${name}=${value}`).toBe(400);
        expect(refused.body.error.param).toBe(name);
      }
      if (operation.pathParams.length > 0) {
        const unknown = pathOf(operation, Object.fromEntries(operation.pathParams.map((name) => [name, "nope_123"])));
        const missing = await callOperation(operation, unknown, { body: withIds(body, ids) ?? undefined, key });
        expect(missing.status, operation.id).toBe(404);
        expect(missing.body.error.code).toBe("resource_missing");
      }
    }
    // The whole document was called.
    expect(new Set(ordered.map((operation) => operation.id))).toEqual(new Set(Object.keys(implementations[api])));
  });
});

describe("the contract check", () => {
  it("finds an operation without implementation, an implementation without operation, and an undocumented status", () => {
    const { getBalance, ...rest } = implementations.pay;
    expect(contractProblems("pay", operations.pay, rest)).toEqual(["pay: getBalance (GET /v1/balance) has no implementation"]);
    expect(contractProblems("pay", operations.pay, { ...implementations.pay, refundCheckout: getBalance! })).toEqual([
      "pay: refundCheckout is implemented but not in the document",
    ]);
    const lying = { ...implementations.pay, getBalance: { ...getBalance!, statuses: [200, 402] } };
    expect(contractProblems("pay", operations.pay, lying)).toEqual(["pay: getBalance can answer 402, which its document does not list"]);
  });
});
