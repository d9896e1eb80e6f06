import { describe, expect, it } from "vitest";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { brandTokens, withBrand } from "@/i18n/messages";

type Tree = { [key: string]: string | Tree | Tree[] | string[] };
function flatten(tree: Tree | Tree[] | string[], prefix = ""): Record<string, string> {
  return Object.fromEntries(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === "string" ? [[`${prefix}${key}`, value]] : Object.entries(flatten(value, `${prefix}${key}.`)),
    ),
  );
}

/** Shared messages and every section's messages of one language, namespaced like the loader does. */
function load(lang: string): Tree {
  const root = join(process.cwd(), "messages");
  const tree: Tree = JSON.parse(readFileSync(join(root, `${lang}.json`), "utf8"));
  for (const section of readdirSync(join(root, "sections"))) {
    tree[section] = JSON.parse(readFileSync(join(root, "sections", section, `${lang}.json`), "utf8"));
  }
  return tree;
}
const en = load("en");
const fr = load("fr");
const ar = load("ar");
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}|<(\w+)>/g)].map((m) => m[1] ?? m[2]).sort();
/** Names that stay in Latin script in Arabic copy (SPEC: product and brand names may stay Latin). */
const latinNames =
  /Mobilis|Djezzy|Ooredoo|Idoom|Netflix|Xbox|PlayStation|Razer|PUBG Mobile|Free Fire|CIB|Edahabia|Visa|Mastercard|PayPal|Baridi Mob|Sonelgaz|Algérie Télécom|ADE|Seaal|Google Play|WhatsApp|Messenger|Instagram|Facebook|LinkedIn|WordPress|WooCommerce|PrestaShop|Shopify|API|REST|SDK|PIN|QR/g;
/** ICU syntax is not copy: `{count, plural,` and the plural categories `one {`, `=0 {`. */
const icuSyntax = /\{\w+, (?:plural|select|selectordinal),|(?:=\d+|zero|one|two|few|many|other) \{/g;
const arabicShare = (text: string) => {
  const letters =
    text
      .replace(icuSyntax, "")
      .replace(/\{\w+\}|<\/?\w+>/g, "")
      .replace(latinNames, "")
      .match(/\p{L}/gu) ?? [];
  return letters.length === 0 ? 1 : letters.filter((c) => /\p{Script=Arabic}/u.test(c)).length / letters.length;
};

const source = flatten(en);
const translations = { fr: flatten(fr), ar: flatten(ar) };

describe("messages", () => {
  for (const [lang, messages] of Object.entries(translations)) {
    it(`${lang}.json has exactly the keys of en.json`, () => {
      expect(Object.keys(messages).sort()).toEqual(Object.keys(source).sort());
    });
    it(`${lang}.json keeps every placeholder of en.json`, () => {
      for (const [key, text] of Object.entries(source)) expect([key, placeholders(messages[key] ?? "")]).toEqual([key, placeholders(text)]);
    });
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
    // the calculator's templates, and the running offer that makes an operation free: its title and last day).
    const pricing = ["firstMonth", "limit", "transactions", "refunds", "supremeFrom", "amount", "range", "from", "to", "title", "date"];
    // A lead form's consent sentence holds its link to the privacy notice; its error summary counts the fields.
    const forms = ["link", "count"];
    // The legal notice's hosting provider, a name from src/data/company.ts (`legalIdentity.host`).
    const legal = ["host"];
    const known = new Set([
      ...Object.keys(brandTokens),
      "year",
      "operation",
      "api",
      "description",
      "event",
      "query",
      "max",
      ...pricing,
      ...forms,
      ...legal,
    ]);
    for (const text of Object.values(source)) for (const name of placeholders(text)) expect(known).toContain(name);
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
