import { afterEach, describe, expect, it, vi } from "vitest";
import { translatedLangs } from "@/config/languages";
import en from "../../messages/sections/developer/en.json";
import fr from "../../messages/sections/developer/fr.json";
import ar from "../../messages/sections/developer/ar.json";
import { integrations, integrationsFor, isMaintained, sdkPageKeys, textIn } from "./sdks";

describe("SDK and plugin directory", () => {
  it("lists the SDKs and plugins the docs promise", () => {
    expect(integrations.filter((item) => item.kind === "sdk").map((item) => textIn(item.platform, "en"))).toEqual([
      "PHP",
      "JavaScript",
      "Python",
      "Go",
      "C#",
      "Dart",
    ]);
    expect(integrations.filter((item) => item.kind === "plugin").map((item) => textIn(item.platform, "en"))).toEqual([
      "WooCommerce",
      "WordPress",
      "WHMCS",
      "Shopify-style app",
      "PrestaShop",
      "Odoo",
    ]);
  });

  it("names each API's SDK page after what it lists: no plugin, no plugins in its title or its link", () => {
    const sdks = { en: en.docs.sdks, fr: fr.docs.sdks, ar: ar.docs.sdks };
    // Pay has plugins, Pro has none (its title was "SDKs and plugins" on a page without one).
    expect(integrationsFor("pay").some((item) => item.kind === "plugin")).toBe(true);
    expect(integrationsFor("pro").some((item) => item.kind === "plugin")).toBe(false);
    expect(sdks.en[sdkPageKeys("pay").title]).toBe("SDKs and plugins");
    expect(sdks.en[sdkPageKeys("pro").title]).toBe("SDKs");
    expect(sdks.en[sdkPageKeys("pro").browse]).not.toMatch(/plugin/i);
    for (const lang of translatedLangs) {
      expect(sdks[lang][sdkPageKeys("pro").title]).not.toBe(sdks[lang][sdkPageKeys("pay").title]);
      expect(sdks[lang][sdkPageKeys("pro").browse]).not.toBe(sdks[lang][sdkPageKeys("pay").browse]);
    }
  });

  it("uses .example repository addresses, valid dates and unique ids", () => {
    for (const item of integrations) {
      expect(new URL(item.repository).hostname).toMatch(/\.example$/);
      expect(Number.isNaN(Date.parse(item.releasedOn))).toBe(false);
    }
    expect(new Set(integrations.map((item) => item.id)).size).toBe(integrations.length);
  });

  it("marks an integration maintained only when its last release is at most a year old", () => {
    const now = new Date("2026-11-21T00:00:00Z");
    expect(isMaintained("2026-11-11", now)).toBe(true); // 10 days old
    expect(isMaintained("2025-11-21", now)).toBe(true); // exactly 365 days old
    expect(isMaintained("2025-11-20", now)).toBe(false); // 366 days old
    expect(isMaintained("2025-06-11", now)).toBe(false); // about 17 months old
    expect(isMaintained("2023-11-21", now)).toBe(false); // 3 years old
  });

  describe("without an explicit date, judges against today's clock", () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it("uses the current date", () => {
      vi.useFakeTimers();
      vi.setSystemTime(new Date("2026-11-21T12:00:00Z"));
      expect(isMaintained("2026-11-11")).toBe(true);
      expect(isMaintained("2023-11-21")).toBe(false);
      vi.setSystemTime(new Date("2029-01-01T00:00:00Z"));
      expect(isMaintained("2026-11-11")).toBe(false);
    });
  });

  it("filters by API: plugins are for the payment gateway only", () => {
    expect(integrationsFor("pro").map((item) => textIn(item.platform, "en"))).toEqual(["PHP", "JavaScript", "Python", "Go"]);
    expect(integrationsFor("pay").map((item) => textIn(item.platform, "en"))).toEqual([
      "PHP",
      "JavaScript",
      "Python",
      "Go",
      "C#",
      "Dart",
      "WooCommerce",
      "WordPress",
      "WHMCS",
      "Shopify-style app",
      "PrestaShop",
      "Odoo",
    ]);
  });
});
