import { describe, expect, it } from "vitest";
import { copyCorpus, englishOf, messageUnits, openapiNodes, openapiUnits, type CopyUnit } from "../support/copy-corpus";
import { factProblems, factsOf } from "../support/copy-checks";
import { factDifference, markdownFacts, messageFacts, numberValue, plainFacts, proseFacts } from "../support/copy-facts";

/**
 * Facts are the same in every language: each French and Arabic string has the numbers, amounts,
 * percentages, dates, times, durations, addresses, URLs, code spans, placeholders and brand tokens
 * of its English counterpart, as multisets (tests/support/copy-facts.ts has the rules). Messages
 * key by key, content files field by field and body by body, the API reference node by node.
 */
const { units } = copyCorpus();
const translated = (source: CopyUnit["source"][]) => units.filter((unit) => unit.lang !== "en" && source.includes(unit.source));
const problems = (list: CopyUnit[]) =>
  list.flatMap((unit) => {
    const en = englishOf(unit);
    // A unit without English is reported by the field checks (messages.test.ts, copy-structure.test.ts).
    return en ? factProblems(en, unit) : [];
  });

describe("facts in every language", () => {
  it("reads facts in the copy", () => {
    const facts = units.filter((unit) => unit.lang === "en").flatMap(factsOf);
    expect(facts.length).toBeGreaterThan(400);
    for (const kind of [/^\d+ DA$/, /%$/, /^date /, /^time /, / day$/, /^code /, /^url /, /^email /, /^phone /, /^\{\w+\}$/, /^<\w+>$/])
      expect(
        facts.some((fact) => kind.test(fact)),
        String(kind),
      ).toBe(true);
  });

  it("every French and Arabic message has the facts of its English message", () => {
    expect(problems(translated(["message"]))).toEqual([]);
  });

  it("every fr.mdx and ar.mdx has the facts of its en.mdx, field by field and in its body", () => {
    expect(problems(translated(["front matter", "body"]))).toEqual([]);
  });

  it("every x-fr and x-ar text of the API reference has the facts of its English", () => {
    expect(problems(translated(["openapi"]))).toEqual([]);
  });
});

describe("the facts of a text", () => {
  it("reads 1 500, 1.500 and 1,500 as 1500, and a decimal comma or point as a decimal", () => {
    for (const written of ["1500", "1 500", "1\u202F500", "1\u00A0500", "1.500", "1,500"]) expect(numberValue(written), written).toBe(1500);
    expect(numberValue("4,500.00")).toBe(4500);
    expect(numberValue("4 500,00")).toBe(4500);
    expect(numberValue("4.500,00")).toBe(4500);
    expect(numberValue("2,5")).toBe(2.5);
    expect(numberValue("2.5")).toBe(2.5);
    expect(numberValue("2500,50")).toBe(2500.5);
    expect(numberValue("0.125")).toBe(0.125);
    expect(numberValue("10 000 000")).toBe(10_000_000);
    expect(numberValue("10 20")).toBeNull();
  });

  it("gives an amount, a percentage and a duration the same fact in the three languages", () => {
    expect(proseFacts("From 1,500 DA, 2.5% per payment, paid within 48 hours")).toEqual(["1500 DA", "2.5%", "48 hour"]);
    expect(proseFacts("Dès 1 500 DA, 2,5 % par paiement, versé sous 48 heures")).toEqual(["1500 DA", "2.5%", "48 hour"]);
    expect(proseFacts("ابتداءً من 1.500 د.ج، ‏2.5% لكل عملية، خلال 48 ساعة")).toEqual(["1500 DA", "2.5%", "48 hour"]);
    // Arabic-Indic digits, the Arabic thousands and decimal separators and the Arabic percent sign.
    expect(proseFacts("١٬٥٠٠ د.ج و٢٫٥٪")).toEqual(["1500 DA", "2.5%"]);
    expect(proseFacts("1 to 10 million DZD")).toEqual(["1000000 DA", "10000000 DA"]);
    expect(proseFacts("من مليون إلى 10 ملايين د.ج")).toEqual(["1000000 DA", "10000000 DA"]);
  });

  it("reads a date, a time of day, an address, a URL and a phone number whatever the words", () => {
    const en = proseFacts(
      "Until 31 December 2024, 8:00 to 20:00, write to privacy@cirta.example or call +213 550 12 34 56, see https://www.cirta.example/dz.",
    );
    expect(en).toEqual([
      "email privacy@cirta.example",
      "url https://www.cirta.example/dz",
      "phone 213550123456",
      "date 2024-12-31",
      "time 8:00",
      "time 20:00",
    ]);
    expect(
      proseFacts(
        "Jusqu’au 31 décembre 2024, de 8 h à 20 h, écrivez à privacy@cirta.example ou appelez le +213 550 12 34 56, voir https://www.cirta.example/dz.",
      ).sort(),
    ).toEqual([...en].sort());
    expect(
      proseFacts(
        "حتى 31 ديسمبر 2024، من 8:00 إلى 20:00، راسلنا على privacy@cirta.example أو اتصل بـ \u2066+213 550 12 34 56\u2069، انظر https://www.cirta.example/dz.",
      ).sort(),
    ).toEqual([...en].sort());
    expect(proseFacts("December 31, 2024")).toEqual(["date 2024-12-31"]);
    expect(proseFacts("le 1er juin 2026 et le 2 جويلية")).toEqual(["date 2026-06-01", "date --07-02"]);
    // A law's date as the Official Journal writes it, «سنة» before the year: the same date as the English.
    expect(proseFacts("القانون رقم 18-07 المؤرخ في 10 يونيو سنة 2018")).toEqual(proseFacts("Law 18-07 of 10 June 2018"));
    expect(proseFacts("10 يونيو سنة 2018")).toEqual(["date 2018-06-10"]);
    expect(proseFacts("يونيو سنة 2018")).toEqual(["date 2018-06"]);
  });

  it("lets Arabic say one and two with the noun (يومين، سنة واحدة), and a unit be implied in one language", () => {
    expect(factDifference(proseFacts("within 2 days, kept 1 year"), proseFacts("خلال يومين، ويُحفظ سنة واحدة"))).toEqual({
      missing: [],
      extra: [],
    });
    expect(factDifference(proseFacts("never longer than two hours"), proseFacts("لا تتجاوز ساعتين"))).toEqual({ missing: [], extra: [] });
    expect(factDifference(proseFacts("aged 19 or over"), proseFacts("âgée d’au moins 19 ans"))).toEqual({ missing: [], extra: [] });
    // A number in words in one language and in digits in the other is reported: the copy writes the same in both.
    expect(factDifference(proseFacts("in two steps"), proseFacts("en 2 étapes"))).toEqual({ missing: [], extra: ["2"] });
  });

  it("reads code spans as the site's Inline splits them, and Markdown through the MDX parser", () => {
    expect(plainFacts("The request is `pending` until {payName} answers, at most 10 seconds.")).toEqual([
      "10 second",
      "code pending",
      "{payName}",
    ]);
    // A list's numbers are Markdown, not facts; a link's target and inline code are; `**1 500** DA` is one amount.
    expect(
      markdownFacts("1. Open [the page](/app/reward).\n2. Pay **1 500** DA with `POST /v1/pay`.\n\n```bash\ncurl -d amount=1500\n```\n"),
    ).toEqual(["1500 DA", "code POST /v1/pay", "code curl -d amount=1500", "url /app/reward"]);
  });

  it("reads a message's placeholders and tags through the ICU parser, plural branches once", () => {
    expect(messageFacts("{count, plural, one {# payment of {amount}} other {# payments of {amount}}} — <link>{brand}</link>")).toEqual([
      "#",
      "<link>",
      "{amount}",
      "{brand}",
      "{count}",
    ]);
    // Arabic has more plural branches, and a dual without `#`: the same facts.
    expect(
      messageFacts(
        "{minutes, plural, one {دقيقة واحدة للقراءة} two {دقيقتان للقراءة} few {# دقائق للقراءة} many {# دقيقةً للقراءة} other {# دقيقة للقراءة}}",
      ).filter((fact) => !fact.startsWith("~")),
    ).toEqual(messageFacts("{minutes, plural, one {# minute read} other {# minutes read}}"));
  });
});

describe("the facts check fails on", () => {
  const pair = (en: string, other: string, lang: "fr" | "ar" = "fr") => [
    messageUnits(JSON.stringify({ fee: en }), "messages/en.json", "en")[0]!,
    messageUnits(JSON.stringify({ fee: other }), `messages/${lang}.json`, lang)[0]!,
  ];

  it("an amount changed in one language", () => {
    const [en, fr] = pair("The terminal costs 1,500 DA a month.", "Le terminal coûte 1 600 DA par mois.");
    expect(factProblems(en!, fr!)).toEqual(["messages/fr.json:1 fee: lacks “1500 DA”; adds “1600 DA” (against messages/en.json:1 fee)"]);
    const [, same] = pair("The terminal costs 1,500 DA a month.", "Le terminal coûte 1 500 DA par mois.");
    expect(factProblems(en!, same!)).toEqual([]);
  });

  it("a placeholder missing in Arabic", () => {
    const [en, ar] = pair(
      "{count, plural, one {# payment} other {# payments}} of {amount}",
      "{count, plural, one {عملية واحدة} other {# عمليات}}",
      "ar",
    );
    expect(factProblems(en!, ar!)).toEqual(["messages/ar.json:1 fee: lacks “{amount}” (against messages/en.json:1 fee)"]);
  });

  it("a French description cut at its first comma", () => {
    const yaml = [
      "components:",
      "  parameters:",
      "    Limit:",
      "      description: Number of items per page, from 1 to 100.",
      "      x-fr: { description: Nombre d’éléments par page, de 1 à 100. }",
      "      x-ar: { description: عدد العناصر في الصفحة، من 1 إلى 100. }",
    ].join("\n");
    const [en, fr, ar] = openapiUnits(openapiNodes(yaml, "fixture.yaml"));
    expect(factProblems(en!, fr!)).toEqual([
      "fixture.yaml:5 components.parameters.Limit.x-fr.description: lacks “1”, “100” (against fixture.yaml:4 components.parameters.Limit.description)",
    ]);
    expect(factProblems(en!, ar!)).toEqual([]);
  });
});
