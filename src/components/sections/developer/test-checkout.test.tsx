import { renderToReadableStream } from "react-dom/server";
import { createTranslator } from "next-intl";
import { describe, expect, it, vi } from "vitest";
import type { Lang } from "@/config/languages";
import { formatterFor } from "@/i18n/format";
import { loadMessages, messagesAt } from "@/i18n/messages";
import { TestCheckout } from "./test-checkout";

// The page's language, as the layouts would set it for next-intl (the banner names it itself).
const current: { lang: Lang } = { lang: "en" };
vi.mock("next-intl/server", () => ({
  getTranslations: async (options: string | { locale: Lang; namespace: string }) => {
    const [locale, namespace] = typeof options === "string" ? [current.lang, options] : [options.locale, options.namespace];
    return createTranslator({ locale, messages: messagesAt(await loadMessages(locale), namespace) as never });
  },
}));
vi.mock("@/i18n/format-server", () => ({ getFormat: async () => formatterFor(current.lang, "dz") }));
// The test cards' table is the Pay guide's, tested there.
vi.mock("@/components/sections/developer/guides/test-cards", () => ({ TestCards: () => null }));

const checkout = {
  id: "chk_AAAAAAAAAAAAAAAA",
  object: "checkout",
  status: "open",
  amount: 4500,
  currency: "DZD",
  expires_at: "2026-11-28T11:00:00Z",
  success_url: "https://shop.example/ok",
  failure_url: "https://shop.example/ko",
};

/** The page rendered on the server, its async parts (the banner) awaited, as Next renders it. */
async function render(lang: Lang, notice: "wait" | "busy" | null) {
  current.lang = lang;
  const stream = await renderToReadableStream(<TestCheckout checkout={checkout} status="open" lang={lang} region="dz" notice={notice} />);
  await stream.allReady;
  const html = await new Response(stream).text();
  const t = createTranslator({ locale: lang, messages: messagesAt(await loadMessages(lang), "developer.checkout") as never });
  return { html, t: t as unknown as (key: string) => string };
}

const escaped = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;");

describe("a test checkout's page, sent back by its form (review pass 21, en 5.1)", () => {
  it.each(["en", "fr", "ar"] as const)("in %s, says to wait a minute past the client's counts, and that the sandbox is busy past the process's room", async (lang) => {
    const fresh = await render(lang, null);
    expect(fresh.html).not.toContain('data-testid="checkout-notice"');
    const waited = await render(lang, "wait");
    expect(waited.html).toContain(escaped(waited.t("notice.wait")));
    expect(waited.html).not.toContain(escaped(waited.t("notice.busy")));
    const busy = await render(lang, "busy");
    expect(busy.html).toContain(escaped(busy.t("notice.busy")));
    expect(busy.html).not.toContain(escaped(busy.t("notice.wait")));
    expect(waited.t("notice.wait")).not.toBe(waited.t("notice.busy"));
  });
});
