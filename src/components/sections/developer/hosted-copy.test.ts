import { describe, expect, it } from "vitest";
import { createTranslator } from "next-intl";
import en from "@messages/sections/developer/en.json" with { type: "json" };
import fr from "@messages/sections/developer/fr.json" with { type: "json" };
import ar from "@messages/sections/developer/ar.json" with { type: "json" };
import { formatterFor } from "@/i18n/format";
import { keyExpiry } from "@/lib/sandbox/store";
import { checkoutCopyKeys, keyExpiryDay, linkExpiredAt, linkExpiry, linkStatus, linkUses } from "./hosted-copy";

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

  it("writes an expired link's day in full and its time apart, joined by each language's own words: «le … à …», not «le …, …» (review pass 21, fr 5.10; pass 22, fr 4.1, ar 5.2)", () => {
    const sentence = (messages: typeof en, lang: "en" | "fr" | "ar", expiresAt: string, region: "dz" | "ma" = "dz") => {
      const t = createTranslator({ locale: lang, messages: { paymentLink: messages.paymentLink }, namespace: "paymentLink" });
      return spaces(t("closed.expired", linkExpiredAt(formatterFor(lang, region), expiresAt)!));
    };
    expect(sentence(fr, "fr", at)).toBe("Il a expiré le 29 décembre 2026 à 15:27 (heure d’Alger).");
    // The first of a month as French writes it, and the day in Algiers, not the UTC day before.
    expect(sentence(fr, "fr", "2026-11-30T23:30:00Z")).toBe("Il a expiré le 1er décembre 2026 à 00:30 (heure d’Alger).");
    // No abbreviated month on the Moroccan site either, where «jui.» could be juin or juillet.
    expect(sentence(fr, "fr", "2026-06-15T10:00:00Z", "ma")).toBe("Il a expiré le 15 juin 2026 à 11:00 (heure d’Alger).");
    expect(sentence(en, "en", at)).toBe("It expired on 29 December 2026 at 3:27 pm (Algiers time).");
    // Arabic: the month in words, as the key box's sentence writes it (not the row's 29‏/12‏/2026).
    expect(sentence(ar, "ar", at)).toBe("انتهت صلاحيته في 29 ديسمبر 2026 على الساعة 3:27 م (بتوقيت الجزائر).");
    expect(linkExpiredAt(formatterFor("fr", "dz"), undefined)).toBeNull();
    expect(linkExpiredAt(formatterFor("fr", "dz"), "not a date")).toBeNull();
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

describe("a payment link's uses against its maximum", () => {
  const spaces = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");
  const uses = (messages: typeof en, lang: "en" | "fr" | "ar", count: number, max: number | null) => {
    const t = createTranslator({ locale: lang, messages: { paymentLink: messages.paymentLink }, namespace: "paymentLink" });
    return linkUses(formatterFor(lang, "dz"), (key, values) => t(key, values), count, max);
  };

  it("groups both figures as the language writes numbers, as the uses alone are (review pass 19: «1200 of 1000000»)", () => {
    expect(uses(en, "en", 1200, 1_000_000)).toBe("1,200 of 1,000,000");
    expect(uses(en, "en", 1200, null)).toBe("1,200");
    expect(spaces(uses(fr, "fr", 1200, 5000))).toBe("1 200 sur 5 000");
    expect(spaces(uses(fr, "fr", 1200, null))).toBe("1 200");
    // Western digits, ar-DZ's grouping (the site's rule for Arabic numbers), not the bare `ar` locale's.
    expect(uses(ar, "ar", 1200, 5000)).toBe("1.200 من 5.000");
    expect(uses(ar, "ar", 3, 10)).toBe("3 من 10");
  });
});

describe("the times the sandbox shows", () => {
  it("gives a key's expiry as the day in Algiers, not the UTC day before (pass 18's Arabic reader)", () => {
    // A key made at 23:30 UTC (00:30 in Algiers) on 29 November expires on 30 December in Algiers.
    const expires = keyExpiry(new Date("2026-11-29T23:30:00Z")).toISOString();
    expect(expires).toBe("2026-12-29T23:30:00.000Z");
    expect(keyExpiryDay(formatterFor("en", "dz"), expires)).toBe("30 December 2026");
    expect(keyExpiryDay(formatterFor("fr", "dz"), expires)).toBe("30 décembre 2026");
    expect(keyExpiryDay(formatterFor("en", "dz"), "not a date")).toBeNull();
    expect(keyExpiryDay(formatterFor("en", "dz"), undefined)).toBeNull();
  });

  it("names Algiers time beside every time it shows, in every language", () => {
    const zone = { en: "Algiers time", fr: "heure d’Alger", ar: "توقيت الجزائر" };
    for (const [lang, messages] of [["en", en], ["fr", fr], ["ar", ar]] as const) {
      const shown = [
        messages.docs.sandbox.key.expires,
        messages.docs.sandbox.webhooks.time,
        messages.checkout.expires,
        messages.paymentLink.expires,
        messages.paymentLink.closed.expired,
      ];
      for (const text of shown) expect(text.toLowerCase(), `${lang}: ${text}`).toContain(zone[lang].toLowerCase());
    }
  });
});

describe("the \"Returns to\" row of a payment link's checkout", () => {
  it("names the link's page in words, not this site's domain; a merchant's checkout keeps its hosts", () => {
    expect(checkoutCopyKeys(fromLink).returnsTo).toBe("returnsToLink");
    expect(checkoutCopyKeys(merchant).returnsTo).toBeNull();
    const t = createTranslator({ locale: "en", messages: { checkout: en.checkout }, namespace: "checkout" });
    expect(t("returnsToLink")).toBe("The payment link’s page, on this site");
  });
});

describe("who created the checkout or the link (true for a server's request and for Try it)", () => {
  it("says it was created with a test key, not that your server created it", () => {
    for (const messages of [en, fr, ar]) {
      expect(messages.checkout.lead).not.toMatch(/Your server|Votre serveur|خادمك/);
      expect(messages.paymentLink.lead).not.toMatch(/Your server|Votre serveur|خادمك/);
    }
    expect(en.checkout.lead).toMatch(/^This checkout was created with a test key\./);
    expect(en.paymentLink.lead).toMatch(/^This payment link was created with a test key\./);
  });
});
