import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { brandTokens, withBrand } from "@/i18n/messages";
import { copyCorpus } from "../support/copy-corpus";
import { icuLiteralText, icuPlaceholders } from "../support/copy-facts";

/**
 * Every message of a language from the parsed corpus (tests/support/copy-corpus.ts), keyed as the
 * loader namespaces them: `home.hero.title`, a section's `app.wallet.items[0].title`.
 */
function messagesOf(lang: "en" | "fr" | "ar"): Record<string, string> {
  return Object.fromEntries(
    copyCorpus()
      .messages.filter((unit) => unit.lang === lang)
      .map((unit) => {
        const section = /^messages\/sections\/([^/]+)\//.exec(unit.file)?.[1];
        return [section ? `${section}.${unit.key}` : unit.key, unit.text];
      }),
  );
}
/** Names that stay in Latin script in Arabic copy (SPEC: product and brand names may stay Latin). */
const latinNames =
  /Mobilis|Djezzy|Ooredoo|Idoom|Netflix|Xbox|PlayStation|Razer|PUBG Mobile|Free Fire|CIB|Edahabia|Visa|Mastercard|PayPal|Baridi Mob|Sonelgaz|Algérie Télécom|ADE|Seaal|Google Play|WhatsApp|Messenger|Instagram|Facebook|LinkedIn|WordPress|WooCommerce|PrestaShop|Shopify|API|REST|SDK|PIN|QR/g;
/** The share of Arabic letters in a message's text: its literal parts as the ICU parser reads them (no arguments, plural syntax or tags), Latin names left out. */
const arabicShare = (text: string) => {
  const letters = icuLiteralText(text).replace(latinNames, "").match(/\p{L}/gu) ?? [];
  return letters.length === 0 ? 1 : letters.filter((c) => /\p{Script=Arabic}/u.test(c)).length / letters.length;
};

const source = messagesOf("en");
const translations = { fr: messagesOf("fr"), ar: messagesOf("ar") };

describe("messages", () => {
  for (const [lang, messages] of Object.entries(translations)) {
    it(`${lang}.json has exactly the keys of en.json`, () => {
      expect(Object.keys(messages).sort()).toEqual(Object.keys(source).sort());
    });
    // Placeholders, tags and brand tokens are facts: tests/unit/copy-facts.test.ts compares them, read through the ICU parser.
  }

  it("has no empty message in any language", () => {
    for (const messages of [source, translations.fr, translations.ar]) {
      for (const [key, text] of Object.entries(messages)) expect([key, text.trim().length > 0]).toEqual([key, true]);
    }
  });

  it("writes Arabic copy in Arabic (brand and card names may stay Latin)", () => {
    const weak = Object.entries(translations.ar).filter(
      ([, text]) => text.replace(/\{\w+\}/g, "").trim().length > 12 && arabicShare(text) < 0.6,
    );
    expect(weak).toEqual([]);
  });

  it("translates French copy rather than repeating the English", () => {
    const same = Object.entries(translations.fr).filter(
      ([key, text]) => text === source[key] && /\p{L}+\s+\p{L}+/u.test(text.replace(/\{\w+\}/g, "")),
    );
    expect(same).toEqual([]);
  });

  it("uses only brand tokens the site config defines (plus ICU arguments)", () => {
    // Arguments the code passes: the footer's year; an API reference page's operation, API, description and event name;
    // the search page's query and its length cap; the pricing page's figures from data (src/lib/pricing/copy-values.ts,
    // the calculator's templates, and the running offer that makes an operation free: its title and last day; whether every
    // plan includes free payouts, which picks the title of “What the price includes”).
    const pricing = [
      "firstMonth",
      "limit",
      "transactions",
      "refunds",
      "supremeFrom",
      "amount",
      "range",
      "from",
      "to",
      "title",
      "date",
      "lowest",
    ];
    // A lead form's consent sentence holds its link to the privacy notice; its error summary counts the fields.
    const forms = ["link", "count"];
    // The legal notice's hosting provider, a name from src/data/company.ts (`legalIdentity.host`).
    const legal = ["host"];
    // The news list's reading time (`{minutes, plural, …}`).
    const news = ["minutes"];
    // The API docs' key box (the key, masked) and Try it (the answer's status): templates their islands fill; a payment link's uses on its page,
    // and the day and time it expired (`linkExpiredAt`, review pass 21).
    const sandbox = ["key", "status", "uses", "day", "time"];
    const known = new Set([
      ...Object.keys(brandTokens),
      "year",
      "operation",
      "api",
      "description",
      "event",
      "query",
      "max",
      // Filled in the browser by the webhooks page (a delivery's date and event type; a refused URL's host).
      "date",
      "type",
      "host",
      ...pricing,
      ...forms,
      ...legal,
      ...news,
      ...sandbox,
    ]);
    // Names read through the ICU parser: arguments, plural and select arguments, rich-text tags.
    for (const text of Object.values(source)) for (const name of icuPlaceholders(text)) expect(known).toContain(name);
  });

  it("fills brand names from the site config", () => {
    const filled = withBrand({ a: "{brand} and {payName}", b: { c: "© <year></year> {brand}" } });
    expect(filled).toEqual({ a: "Cirta and Cirta Pay", b: { c: "© <year></year> Cirta" } });
  });
});

describe("claims that agree with the text under them", () => {
  it("the lost-phone lock is done from a browser, as its card says, not 'in one tap'", () => {
    for (const [lang, pattern] of [
      ["en", /one tap/i],
      ["fr", /un geste/i],
      ["ar", /بلمسة/],
    ] as const) {
      const app = JSON.parse(readFileSync(join(process.cwd(), "messages", "sections", "app", `${lang}.json`), "utf8"));
      const card = app.wallet.security.items.at(-1) as { title: string; body: string };
      expect(card.body, lang).toMatch(/web|الويب/i);
      expect(card.title, lang).not.toMatch(pattern);
    }
  });
});
