import { readFileSync } from "node:fs";
import { parse as parseYaml } from "yaml";
import { describe, expect, it, vi } from "vitest";
import { langs } from "@/config/languages";
import { loadMessages } from "./messages";
import { fillTemplate, frenchSpacing, NNBSP, typeset, withColon, withFigure, withPercent } from "./typography";
import { copyOf, whereOf } from "../../tests/support/copy-corpus";
import { arabicTypographyMistakes, frenchTypographyMistakes } from "../../tests/support/typography-check";
import { listSlugs, loadEntry } from "@/lib/content/collection";
import { helpFrontMatter } from "@/lib/content/help";
import { loadApi } from "@/lib/openapi/load";
import { apiIds } from "@/config/apis";

vi.mock("server-only", () => ({}));

const n = NNBSP;

/** Every string in a value, with its path. */
function strings(value: unknown, at = ""): [string, string][] {
  if (typeof value === "string") return [[at, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => strings(item, `${at}[${index}]`));
  if (value && typeof value === "object") return Object.entries(value).flatMap(([key, item]) => strings(item, at ? `${at}.${key}` : key));
  return [];
}

describe("French spacing", () => {
  it("puts a narrow no-break space before : ; ? ! and inside guillemets", () => {
    expect(frenchSpacing("Attention : les frais ; vraiment ? Oui !")).toBe(`Attention${n}: les frais${n}; vraiment${n}? Oui${n}!`);
    expect(frenchSpacing("Il dit «bonjour» puis « au revoir »")).toBe(`Il dit «${n}bonjour${n}» puis «${n}au revoir${n}»`);
    // A no-break space or a double space becomes one narrow space; a missing one is added before ; ? !
    expect(frenchSpacing("Note\u00A0: oui  ? Bravo!")).toBe(`Note${n}: oui${n}? Bravo${n}!`);
  });

  it("leaves code, URLs, times and ICU arguments alone", () => {
    const code =
      "Appelez `GET /v1/payments?limit=10 ; a ? b : c` puis\n```js\nif (a) { x ? y : z; }\n```\nVoir https://www.cirta.example/dz?lang=fr : ok";
    expect(frenchSpacing(code)).toBe(
      "Appelez `GET /v1/payments?limit=10 ; a ? b : c` puis\n```js\nif (a) { x ? y : z; }\n```\nVoir https://www.cirta.example/dz?lang=fr" +
        `${n}: ok`,
    );
    expect(frenchSpacing("Ouvert de 8:30 à 17:00")).toBe("Ouvert de 8:30 à 17:00");
    expect(frenchSpacing("{operation} : référence de l’{api}")).toBe(`{operation}${n}: référence de l’{api}`);
  });

  it("puts a narrow no-break space before % and units after a number, and between thousands", () => {
    expect(frenchSpacing("0 % de frais, puis 2,5% ou {rate} %")).toBe(`0${n}% de frais, puis 2,5${n}% ou {rate}${n}%`);
    expect(frenchSpacing("Ouvert de 8 h à 20 h, 30 min d’attente, 5 Mo")).toBe(`Ouvert de 8${n}h à 20${n}h, 30${n}min d’attente, 5${n}Mo`);
    expect(frenchSpacing("Dès 1 500 DA et jusqu’à 10\u00A0000 000 DA")).toBe(`Dès 1${n}500${n}DA et jusqu’à 10${n}000${n}000${n}DA`);
    // The sandbox's limits in binary units (review pass 14, fr): the figure never ends a line without its unit.
    expect(frenchSpacing("1 000 objets ou 1 Mio de données, 16 Kio par requête")).toBe(
      `1${n}000 objets ou 1${n}Mio de données, 16${n}Kio par requête`,
    );
    // Words that start like a unit, years and code are left alone.
    expect(frenchSpacing("Les 3 sites, 2 minutes, en 2024 et 2025")).toBe("Les 3 sites, 2 minutes, en 2024 et 2025");
    expect(frenchSpacing("Envoyez `amount: 1 500` puis 1 500 DA")).toBe(`Envoyez \`amount: 1 500\` puis 1${n}500${n}DA`);
  });

  it("spaces centimetres and «n°», and keeps a phone number whole (review pass 0, typography items 9-11)", () => {
    expect(frenchSpacing("Tenez le téléphone entre 15 et 20 cm ; 5 mm")).toBe(`Tenez le téléphone entre 15 et 20${n}cm${n}; 5${n}mm`);
    expect(frenchSpacing("la loi n° 18-07, la loi n°09-08, le N° {id}")).toBe(`la loi n°${n}18-07, la loi n°${n}09-08, le N°${n}{id}`);
    // A phone number is not a group of thousands: its spaces stay its own, made no-break, never narrow.
    const nb = "\u00A0";
    expect(frenchSpacing("comme 0550 12 34 56 ou +213 550 12 34 56.")).toBe(
      `comme 0550${nb}12${nb}34${nb}56 ou +213${nb}550${nb}12${nb}34${nb}56.`,
    );
    expect(frenchSpacing("Appelez le +213 21 123 456 : 1 500 DA")).toBe(`Appelez le +213${nb}21${nb}123${nb}456${n}: 1${n}500${n}DA`);
    // Words and amounts around them are left as they were.
    expect(frenchSpacing("Les cmd, 3 cmd, n°ble, 2024 12")).toBe("Les cmd, 3 cmd, n°ble, 2024 12");
    expect(frenchSpacing("Dès 1 500 DA")).toBe(`Dès 1${n}500${n}DA`);
    // The check finds what the pass fixes, and passes what it wrote.
    for (const raw of ["à 15 cm", "n° 18-07", "n°18-07", "+213 550 12 34 56"]) {
      expect(frenchTypographyMistakes(raw).length, raw).toBeLessThanOrEqual(1);
      expect(frenchTypographyMistakes(frenchSpacing(raw)), raw).toEqual([]);
    }
    expect(frenchTypographyMistakes("à 15 cm")).toHaveLength(1);
    expect(frenchTypographyMistakes("n° 18-07")).toHaveLength(1);
    expect(frenchTypographyMistakes(`+213\u00A0550${nb}12`)).toEqual([]);
  });

  it("joins a label and its colon, a name and its figure, as components need", () => {
    expect(withColon("Équipe", "fr")).toBe(`Équipe${n}:`);
    expect(withColon("Team", "en")).toBe("Team:");
    expect(withColon("الفريق", "ar")).toBe("الفريق:");
    expect(withFigure("Confort", `1${n}500${n}DA`)).toBe(`Confort\u00A01${n}500${n}DA`);
    expect(withPercent("1,5", "fr")).toBe(`1,5${n}%`);
    expect(withPercent("1.5", "en")).toBe("1.5%");
    expect(withPercent("1.5", "ar")).toBe("1.5%");
  });

  it("fills a component's template with its amounts, each kept on the line of the word before it (review pass 2: the fee calculator)", () => {
    const amount = `5${n}000${n}000\u00A0DA`;
    expect(fillTemplate("Gratuit jusqu’à {amount}", { amount }, ["amount"])).toBe(`Gratuit jusqu’à\u00A0${amount}`);
    expect(fillTemplate("de {from} à {to}", { from: "500\u00A0DA", to: amount }, ["from", "to"])).toBe(
      `de\u00A0500\u00A0DA à\u00A0${amount}`,
    );
    expect(fillTemplate("from {from} to {to}", { from: "500\u00A0DA", to: "5,000\u00A0DA" }, ["from", "to"])).toBe(
      "from\u00A0500\u00A0DA to\u00A05,000\u00A0DA",
    );
    expect(fillTemplate("من {from} إلى {to}", { from: "1", to: "2" }, ["from", "to"])).toBe("من\u00A01 إلى\u00A02");
    // A sentence of amounts is not one figure: the line may break before it; an unknown name stays as written.
    expect(fillTemplate("pour un volume mensuel {range}", { range: `allant jusqu’à\u00A0${amount}` }, ["amount"])).toBe(
      `pour un volume mensuel allant jusqu’à\u00A0${amount}`,
    );
    expect(fillTemplate("{amount} {other}", { amount: "1" }, ["amount"])).toBe("1 {other}");
  });

  it("applies to French only", () => {
    expect(typeset({ a: ["Fees : none ?"] }, "en")).toEqual({ a: ["Fees : none ?"] });
    expect(typeset({ a: ["Frais : aucun ?"] }, "fr")).toEqual({ a: [`Frais${n}: aucun${n}?`] });
  });
});

describe("French copy as it is loaded", () => {
  it("every French message is spaced, and none of the other languages' is changed", async () => {
    const fr = strings(await loadMessages("fr"));
    const wrong = fr.flatMap(([key, text]) => frenchTypographyMistakes(text).map((found) => `${key}: ${JSON.stringify(found)}`));
    expect(wrong).toEqual([]);
    expect(fr.filter(([, text]) => text.includes(n)).length).toBeGreaterThan(100);
    for (const lang of langs.filter((lang) => lang !== "fr")) {
      expect(strings(await loadMessages(lang)).filter(([, text]) => text.includes(`${n}:`))).toEqual([]);
    }
  });

  it("each language's messages are worked out once and shared by every later render", async () => {
    for (const lang of langs) {
      const first = await loadMessages(lang);
      expect(await loadMessages(lang), lang).toBe(first);
    }
    expect(await loadMessages("fr")).not.toBe(await loadMessages("en"));
  });

  it("every French article, job post and legal document is spaced, front matter and body", () => {
    const collections = ["help", "news", "career", ...["app", "business", "developer"].map((section) => `legal/${section}`)];
    const anything = helpFrontMatter.passthrough().partial();
    let spaced = 0;
    for (const collection of collections) {
      for (const slug of listSlugs(collection)) {
        const entry = loadEntry(collection, slug, "fr", anything);
        expect(entry, `${collection}/${slug}`).not.toBeNull();
        const texts = [...strings(entry!.data), ["body", entry!.body] as [string, string]];
        for (const [field, text] of texts) expect(frenchTypographyMistakes(text), `${collection}/${slug} ${field}`).toEqual([]);
        if (entry!.body.includes(n)) spaced++;
      }
    }
    expect(spaced).toBeGreaterThan(10);
  });

  it("reports a breakable space before %, a unit or between thousands", () => {
    expect(frenchTypographyMistakes("0 % de frais")).toHaveLength(1);
    expect(frenchTypographyMistakes("de 8 h à 20 h")).toHaveLength(1);
    expect(frenchTypographyMistakes("1 500 DA")).toHaveLength(1);
    // A label a component glues to its colon (the career page's facts before withColon).
    expect(frenchTypographyMistakes("Équipe:\nIngénierie", { rendered: true })).toHaveLength(1);
    expect(frenchTypographyMistakes(`${withColon("Équipe", "fr")}\nIngénierie`, { rendered: true })).toEqual([]);
    // Rendered text: a breakable space where a no-break one is due fails; CLDR's no-break space in
    // a formatted amount or percentage does not (no line breaks there), and neither does the narrow one.
    for (const breakable of ["0 % de frais", "de 8 h à 20 h", "1 500 DA", "1,5%", "Visa : bientôt"]) {
      expect(frenchTypographyMistakes(breakable, { rendered: true }), breakable).toHaveLength(1);
    }
    expect(frenchTypographyMistakes("4\u00A0%, 1\u202F500\u00A0DA, 0\u202F% de frais, Lieu\u202F:", { rendered: true })).toEqual([]);
    expect(frenchTypographyMistakes(frenchSpacing("0 % de frais, de 8 h à 20 h, 1 500 DA"))).toEqual([]);
  });

  it("the API reference's French text is spaced", async () => {
    for (const api of apiIds) {
      const doc = await loadApi(api);
      const french = strings(doc).filter(([key]) => key.endsWith(".fr"));
      expect(french.length, api).toBeGreaterThan(20);
      expect(french.flatMap(([key, text]) => frenchTypographyMistakes(text).map((found) => `${api} ${key}: ${found}`))).toEqual([]);
    }
    // Parsing both OpenAPI documents takes a few seconds on a busy machine.
  }, 30_000);

  it("the API reference's French and Arabic text is whole: an unquoted comma in `{ description: a, b }` would start a stray key", () => {
    const stray: string[] = [];
    const walk = (node: unknown, at: string) => {
      if (Array.isArray(node)) return node.forEach((item, index) => walk(item, `${at}[${index}]`));
      if (!node || typeof node !== "object") return;
      for (const [key, value] of Object.entries(node)) {
        if ((key === "x-fr" || key === "x-ar") && value && typeof value === "object") {
          for (const [field, text] of Object.entries(value)) {
            if (!["name", "summary", "description"].includes(field) || typeof text !== "string") stray.push(`${at}.${key}: ${field}`);
          }
        } else walk(value, `${at}.${key}`);
      }
    };
    for (const api of apiIds) walk(parseYaml(readFileSync(`content/openapi/${api}.yaml`, "utf8")), api);
    expect(stray).toEqual([]);
    // What the check is for: the value ends at the comma and the rest becomes a key with no value.
    expect(parseYaml("x-fr: { description: Nombre de codes, de 1 à 10. }")).toEqual({
      "x-fr": { description: "Nombre de codes", "de 1 à 10.": null },
    });
  });
});

/** Arabic typography, checked in the copy itself (there is no Arabic pass at load). */
describe("Arabic typography", () => {
  it("reports each rule", () => {
    expect(arabicTypographyMistakes("هل لديك حساب?")).toHaveLength(1);
    expect(arabicTypographyMistakes("البطاقات, والقسائم; والفواتير")).toHaveLength(2);
    expect(arabicTypographyMistakes("ادفع ١٥٠٠ د.ج")).toHaveLength(1);
    expect(arabicTypographyMistakes("1500 دج")).toHaveLength(1);
    expect(arabicTypographyMistakes("مبالغ بالدينار (دج)")).toHaveLength(1);
    expect(arabicTypographyMistakes("هل لديك حساب؟ ادفع 1500 د.ج، ثم `GET /v1/a?b=1, c`")).toEqual([]);
  });

  /** The developer pages' copy: their messages, their legal documents and the API reference. */
  const developer = (file: string) => /^messages\/sections\/developer\/|^content\/legal\/developer\/|^content\/openapi\//.test(file);

  it("every Arabic message and content file uses Arabic punctuation, Western digits and د.ج", () => {
    const texts = copyOf("ar").filter((unit) => !developer(unit.file));
    expect(texts.length).toBeGreaterThan(500);
    const wrong = texts.flatMap((unit) => arabicTypographyMistakes(unit.text).map((found) => `${whereOf(unit)}: ${found}`));
    expect(wrong).toEqual([]);
  });

  it("the developer pages and the API reference use Arabic punctuation and Western digits too (DZD is their currency code)", () => {
    const texts = copyOf("ar").filter((unit) => developer(unit.file));
    expect(texts.filter((unit) => unit.source === "openapi").length).toBeGreaterThan(100);
    const wrong = texts.flatMap((unit) =>
      arabicTypographyMistakes(unit.text)
        .filter((found) => !found.startsWith("a dinar"))
        .map((found) => `${whereOf(unit)}: ${found}`),
    );
    expect(wrong).toEqual([]);
  });
});

describe("French copy as written", () => {
  it("every French string reads right once spaced (percent, units, thousands): messages, content and the API reference", () => {
    const wrong = copyOf("fr").flatMap((unit) =>
      frenchTypographyMistakes(frenchSpacing(unit.text)).map((found) => `${whereOf(unit)}: ${JSON.stringify(found)}`),
    );
    expect(wrong).toEqual([]);
  });
});
