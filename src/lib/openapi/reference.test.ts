import { describe, expect, it, vi } from "vitest";

vi.mock("server-only", () => ({}));

import { referenceSlugs } from "@/lib/content/openapi";
import { allPages } from "@/lib/content/pages";
import { loadApi } from "./load";
import { allOperations, referencePages } from "./model";
import { toMarkdown, type MarkdownCopy } from "./markdown";
import { operationSlug, referencePath } from "./slug";
import { apiIds } from "@/config/apis";

describe("the API reference pages", () => {
  it("names an operation's page after its operation id", () => {
    expect(operationSlug("createCheckout")).toBe("create-checkout");
    expect(operationSlug("getBalance")).toBe("get-balance");
    expect(operationSlug("voucherOrderFulfilledEvent")).toBe("voucher-order-fulfilled-event");
    expect(referencePath("pay", "create-checkout")).toBe("/developer/pay/reference/create-checkout");
  });

  for (const api of apiIds) {
    it(`${api}: one page per operation and event, the registry's list is the model's, slugs unique`, async () => {
      const model = await loadApi(api);
      const slugs = referenceSlugs(api);
      expect(slugs).toEqual(referencePages(model).map((page) => page.slug));
      const operations = [...allOperations(model), ...model.webhooks];
      expect(operations.length).toBeGreaterThan(3);
      expect(slugs.length).toBe(operations.length);
      expect([...slugs].sort()).toEqual(operations.map((operation) => operationSlug(operation.id)).sort());
      expect(new Set(slugs).size).toBe(slugs.length);
      for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      for (const slug of slugs) expect(allPages()).toContain(`/developer/${api}/reference/${slug}`);
    }, 30_000);
  }

  it("links each operation of the Markdown version to its reference page", async () => {
    const model = await loadApi("pro");
    const label = "x";
    const copy: MarkdownCopy = {
      title: "Pro",
      lead: "lead",
      guides: [],
      labels: {
        servers: label,
        parameters: label,
        requestBody: label,
        responses: label,
        example: label,
        events: "Events",
        payload: label,
        required: label,
        optional: label,
        openapi: label,
      },
    };
    const markdown = toMarkdown(model, "en", copy, "https://example.test/openapi.yaml", (slug) => `https://example.test/ref/${slug}`);
    for (const operation of [...allOperations(model), ...model.webhooks]) {
      expect(markdown).toContain(`\n### [${operation.summary.en}](https://example.test/ref/${operationSlug(operation.id)})\n`);
      expect(markdown).toContain(`(id: \`${operation.id}\`)`);
    }
  }, 30_000);
});
