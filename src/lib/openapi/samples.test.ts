import { describe, expect, it } from "vitest";
import { operationSamples, phpValue, pythonValue } from "./samples";
import type { OperationModel } from "./types";

const text = (en: string) => ({ en, fr: en, ar: en });
const base = "https://sandbox.pay.cirta.example";

const listCheckouts: OperationModel = {
  id: "listCheckouts",
  method: "get",
  path: "/v1/checkouts",
  tag: "Checkouts",
  summary: text("List checkouts"),
  description: null,
  parameters: [
    { name: "limit", in: "query", required: false, type: "integer", description: null, example: 20 },
    { name: "starting_after", in: "query", required: false, type: "string", description: null, example: undefined },
    { name: "status", in: "query", required: false, type: "string", description: null, example: "paid" },
  ],
  body: null,
  responses: [],
};

const createCheckout: OperationModel = {
  ...listCheckouts,
  id: "createCheckout",
  method: "post",
  parameters: [{ name: "Idempotency-Key", in: "header", required: false, type: "string", description: null, example: "order-1042" }],
  body: {
    required: true,
    fields: [],
    example: { amount: 4500, currency: "DZD", locale: "ar", metadata: { order_id: "1042" }, customer: null },
  },
};

const retrieveCheckout: OperationModel = {
  ...listCheckouts,
  id: "retrieveCheckout",
  path: "/v1/checkouts/{checkout_id}",
  parameters: [{ name: "checkout_id", in: "path", required: true, type: "string", description: null, example: "chk_5tN8wE" }],
};

describe("code samples", () => {
  it("a GET puts example query parameters in the URL and sends no body", () => {
    const samples = operationSamples(listCheckouts, base);
    const url = `${base}/v1/checkouts?limit=20&status=paid`;
    expect(samples.curl).toBe(`curl -X GET "${url}" \\\n  -H "Authorization: Bearer $CIRTA_SECRET_KEY"`);
    expect(samples.javascript).toContain(`fetch("${url}"`);
    expect(samples.javascript).toContain(`method: "GET"`);
    expect(samples.javascript).not.toContain("body:");
    expect(samples.php).toContain(`curl_init('${url}')`);
    expect(samples.php).not.toContain("CURLOPT_POSTFIELDS");
    expect(samples.python).toContain(`requests.get(\n    "${url}"`);
    expect(samples.python).not.toContain("json=");
  });

  it("a POST sends the example body as JSON, with its headers, in every language", () => {
    const samples = operationSamples(createCheckout, base);
    expect(samples.curl).toContain(`-X POST "${base}/v1/checkouts"`);
    expect(samples.curl).toContain(`-H "Content-Type: application/json"`);
    expect(samples.curl).toContain(`-H "Idempotency-Key: order-1042"`);
    expect(JSON.parse(/-d '([\s\S]*)'$/.exec(samples.curl)![1]!)).toEqual(createCheckout.body!.example);
    expect(samples.javascript).toContain(`"Idempotency-Key": "order-1042"`);
    expect(samples.javascript).toContain(`body: JSON.stringify({\n    "amount": 4500,`);
    expect(samples.php).toContain(`CURLOPT_CUSTOMREQUEST => 'POST'`);
    expect(samples.php).toContain(`'amount' => 4500,`);
    expect(samples.php).toContain(`'customer' => null,`);
    expect(samples.python).toContain(`requests.post(`);
    expect(samples.python).toContain(`"Idempotency-Key": "order-1042"`);
    expect(samples.python).toContain(`"customer": None,`);
    for (const code of Object.values(samples)) expect(code).toContain("CIRTA_SECRET_KEY");
  });

  it("a path parameter is replaced by its example", () => {
    const samples = operationSamples(retrieveCheckout, base);
    for (const code of Object.values(samples)) {
      expect(code).toContain(`${base}/v1/checkouts/chk_5tN8wE`);
      expect(code).not.toContain("{checkout_id}");
    }
  });

  it("writes PHP and Python literals that keep types", () => {
    expect(phpValue({ a: [1, true], b: {}, c: "it's" })).toBe(
      `[\n    'a' => [\n        1,\n        true,\n    ],\n    'b' => new stdClass(),\n    'c' => 'it\\'s',\n]`,
    );
    expect(pythonValue({ ok: false, none: null })).toBe(`{\n    "ok": False,\n    "none": None,\n}`);
  });
});
