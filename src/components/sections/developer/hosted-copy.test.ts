import { describe, expect, it } from "vitest";
import { createTranslator } from "next-intl";
import en from "@messages/sections/developer/en.json" with { type: "json" };
import fr from "@messages/sections/developer/fr.json" with { type: "json" };
import ar from "@messages/sections/developer/ar.json" with { type: "json" };
import { formatterFor } from "@/i18n/format";
import { checkoutCopyKeys, linkExpiry, linkStatus } from "./hosted-copy";

/*
 * What the test payment page says about where the browser goes, for a merchant's checkout and for
 * a payment link's (whose success and failure URLs are the link's own page on this site), and how a
 * payment link's page writes its expiry.
 */

const merchant = { id: "chk_1", object: "checkout", success_url: "https://shop.example/ok", failure_url: "https://shop.example/ko" };
const fromLink = { ...merchant, payment_link: "plink_1", success_url: "https://cirta.dz/dz/developer/link/plink_1", failure_url: "https://cirta.dz/dz/developer/link/plink_1" };

function page(messages: typeof en, checkout: typeof merchant) {
  const t = createTranslator({ locale: "en", messages: { checkout: messages.checkout }, namespace: "checkout" });
  const keys = checkoutCopyKeys(checkout);
  return { text: [t(keys.lead), t(keys.payHint), t(keys.expireHint)].join(" "), back: t(keys.back), leaves: keys.leaves };
}

describe("the test payment page of a payment link's checkout", () => {
  it("says the browser goes back to the payment link's page, and its button stays on this site (pass 17, en 1)", () => {
    const link = page(en, fromLink);
    expect(link.text).toContain("goes back to the payment link’s page");
    expect(link.text).not.toMatch(/your (success|failure) page/);
    expect(link.back).toBe("Back to the payment link");
    expect(link.leaves).toBe(false);
    expect(page(fr, fromLink).text).toContain("la page du lien de paiement");
    expect(page(fr, fromLink).text).not.toMatch(/votre page (de confirmation|d’échec)/);
    expect(page(ar, fromLink).text).toContain("صفحة رابط الدفع");
    expect(page(ar, fromLink).text).not.toContain("الصفحة التي حددتها");
  });

  it("keeps the merchant's success and failure pages, and the leaving sentence, for any other checkout", () => {
    const own = page(en, merchant);
    expect(own.text).toContain("your success or failure page");
    expect(own.back).toBe("Back to your site");
    expect(own.leaves).toBe(true);
  });
});

describe("a payment link's expiry on its page", () => {
  const at = "2026-12-29T14:27:33Z";
  const spaces = (text: string | null) => text?.replace(/[\u00a0\u202f]/g, " ") ?? null;

  it("is in Algiers time on the 24-hour clock in French, as the test payment page writes a checkout's (pass 17, fr 2)", () => {
    expect(spaces(linkExpiry(formatterFor("fr", "dz"), at))).toBe("29 déc. 2026, 15:27");
    expect(linkExpiry(formatterFor("ar", "dz"), at)).toMatch(/3:27 م$/);
    expect(linkExpiry(formatterFor("fr", "dz"), undefined)).toBeNull();
    expect(linkExpiry(formatterFor("fr", "dz"), "not a date")).toBeNull();
  });
});

describe("a payment link's status", () => {
  it("says so when its key is full, and invites no payment then (pass 18: the page said \"Accepts payments\" above \"no checkout can be created\")", () => {
    expect(linkStatus("active", false)).toEqual({ key: "states.active", lead: true });
    expect(linkStatus("active", true)).toEqual({ key: "states.full", lead: false });
    for (const state of ["used", "inactive", "expired"] as const) expect(linkStatus(state, true)).toEqual({ key: `states.${state}`, lead: false });
    for (const messages of [en, fr, ar]) expect(messages.paymentLink.states.full).not.toBe(messages.paymentLink.states.active);
  });
});
