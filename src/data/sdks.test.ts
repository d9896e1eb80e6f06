import { describe, expect, it } from "vitest";
import { integrations, integrationsFor, isMaintained, MAINTAINED_WITHIN_DAYS } from "./sdks";

describe("SDK and plugin directory", () => {
  it("lists the SDKs and plugins the docs promise", () => {
    expect(integrations.filter((item) => item.kind === "sdk").map((item) => item.platform)).toEqual([
      "PHP",
      "JavaScript",
      "Python",
      "Go",
      "C#",
      "Dart",
    ]);
    expect(integrations.filter((item) => item.kind === "plugin").map((item) => item.platform)).toEqual([
      "WooCommerce",
      "WordPress",
      "WHMCS",
      "Shopify-style app",
      "PrestaShop",
      "Odoo",
    ]);
  });

  it("uses .example repository addresses, valid dates and unique ids", () => {
    for (const item of integrations) {
      expect(new URL(item.repository).hostname).toMatch(/\.example$/);
      expect(Number.isNaN(Date.parse(item.releasedOn))).toBe(false);
    }
    expect(new Set(integrations.map((item) => item.id)).size).toBe(integrations.length);
  });

  it("marks an integration maintained only when its last release is recent", () => {
    const now = new Date("2026-11-21T00:00:00Z");
    expect(isMaintained("2026-11-01", now)).toBe(true);
    expect(isMaintained("2025-11-21", now)).toBe(MAINTAINED_WITHIN_DAYS >= 365);
    expect(isMaintained("2025-06-11", now)).toBe(false);
  });

  it("filters by API: plugins are for the payment gateway only", () => {
    expect(integrationsFor("pro").every((item) => item.kind === "sdk")).toBe(true);
    expect(integrationsFor("pay").length).toBe(integrations.length);
  });
});
