import { describe, expect, it, vi } from "vitest";

vi.mock("server-only", () => ({}));

import { referenceSlugs } from "@/lib/content/openapi";
import { allPages } from "@/lib/content/pages";
import { loadApi } from "./load";
import { allOperations, referencePages } from "./model";
import { markdownCopy, toMarkdown } from "./markdown";
import { loadMessages } from "@/i18n/messages";
import { formatterFor } from "@/i18n/format";
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
    const markdown = toMarkdown(model, "en", markdownCopy((await loadMessages("en")).developer, "pro"), {
      openapiUrl: "https://example.test/openapi.yaml",
      pageUrl: (slug) => `https://example.test/ref/${slug}`,
      webhooksUrl: "https://example.test/developer/pro/webhooks",
      format: formatterFor("en", "dz"),
    });
    for (const operation of [...allOperations(model), ...model.webhooks]) {
      expect(markdown).toContain(`\n### [${operation.summary.en}](https://example.test/ref/${operationSlug(operation.id)})\n`);
      expect(markdown).toContain(`(Operation id: \`${operation.id}\`)`);
    }
  }, 30_000);
});
