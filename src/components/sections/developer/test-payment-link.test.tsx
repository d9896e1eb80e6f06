import { renderToStaticMarkup } from "react-dom/server";
import { createTranslator } from "next-intl";
import { describe, expect, it, vi } from "vitest";
import type { Lang } from "@/config/languages";
import { formatterFor } from "@/i18n/format";
import { loadMessages, messagesAt } from "@/i18n/messages";
import { TestPaymentLink } from "./test-payment-link";

// The page's language, as the layouts would set it for next-intl.
const current: { lang: Lang } = { lang: "en" };
vi.mock("next-intl/server", () => ({
  getTranslations: async (namespace: string) => {
    const messages = await loadMessages(current.lang);
    return createTranslator({ locale: current.lang, messages: messagesAt(messages, namespace) as never });
  },
}));
vi.mock("@/i18n/format-server", () => ({ getFormat: async () => formatterFor(current.lang, "dz") }));
// The closed page's button is on the page's region, which the layouts set: the Algerian site here.
vi.mock("@/i18n/region", async (original) => ({ ...(await original<typeof import("@/i18n/region")>()), regionHref: (path: string) => `/dz${path}` }));
// The banner is a server component of its own (async): its copy is the checkout page's, tested there.
vi.mock("@/components/sections/developer/test-checkout", () => ({ TestModeBanner: () => null }));

const link = {
  id: "plink_AAAAAAAAAAAAAAAA",
  object: "payment_link",
  name: "Robe kabyle",
  amount: 4500,
  currency: "DZD",
  uses: 0,
  max_uses: null,
};

async function render(lang: Lang, props: Partial<Parameters<typeof TestPaymentLink>[0]> = {}) {
  current.lang = lang;
  const messages = await loadMessages(lang);
  const t = createTranslator({ locale: lang, messages: messagesAt(messages, "developer.paymentLink") as never });
  const html = renderToStaticMarkup(await TestPaymentLink({ link, name: "Robe kabyle", state: "active", lang, region: "dz", ...props }));
  return { html, t: t as unknown as (key: string, values?: Record<string, unknown>) => string };
}

const escaped = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;");

describe("a payment link's page (red team 5)", () => {
  it.each(["en", "fr", "ar"] as const)(
    "in %s, says why its Pay sent the visitor back, above the form, and a day on shows its own heading, not the name",
    async (lang) => {
      const fresh = await render(lang);
      expect(fresh.html).toContain("<bdi>Robe kabyle</bdi>");
      expect(fresh.html).not.toContain('data-testid="link-notice"');
      const waited = await render(lang, { notice: "wait" });
      expect(waited.html).toContain(escaped(waited.t("notice.wait")));
      expect(waited.html).toContain('action="/sandbox/link/plink_AAAAAAAAAAAAAAAA"');
      const held = await render(lang, { notice: "held" });
      expect(held.html).toContain(escaped(held.t("notice.held", { max: 20 })));
      const busy = await render(lang, { notice: "busy" });
      expect(busy.html).toContain(escaped(busy.t("notice.busy")));
      const later = await render(lang, { name: null });
      expect(later.html).not.toContain("Robe kabyle");
      expect(later.html).toContain(escaped(later.t("nameHidden")));
      expect(later.html).toMatch(new RegExp(`<h1[^>]*>${escaped(later.t("meta.title")).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}</h1>`));
    },
  );

  it.each(["en", "fr", "ar"] as const)(
    "in %s, says an expired link expired, with its day and time, or in a whole sentence without them when its expires_at is no instant (review pass 22, en 3.1)",
    async (lang) => {
      const dated = await render(lang, { state: "expired", link: { ...link, expires_at: "2026-12-29T14:27:00Z" } });
      expect(dated.html).toContain(escaped(dated.t("closed.title")));
      expect(dated.html).not.toContain(escaped(dated.t("closed.expiredUndated")));
      expect(dated.html).toContain("2026");
      for (const expiresAt of ["2026-12-31T23:59:60Z", "not a date"]) {
        const undated = await render(lang, { state: "expired", link: { ...link, expires_at: expiresAt } });
        expect(undated.html).toContain(escaped(undated.t("closed.title")));
        expect(undated.html).toContain(escaped(undated.t("closed.expiredUndated")));
        expect(undated.html).not.toContain(escaped(undated.t("closed.expired", { day: "", time: "" })));
        expect(undated.html).not.toContain("2026");
      }
    },
  );
});
