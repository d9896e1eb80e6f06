import { describe, expect, it, vi } from "vitest";
import { langs } from "@/config/languages";
import { loadMessages } from "./messages";
import { frenchSpacing, NNBSP, typeset } from "./typography";
import { listSlugs, loadEntry } from "@/lib/content/collection";
import { helpFrontMatter } from "@/lib/app/help";
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

/** French prose mistakes left after loading: an ordinary or no-break space before a high sign, a bare guillemet. Code is ignored. */
function mistakes(text: string): string[] {
  const prose = text.replace(/```[\s\S]*?```|~~~[\s\S]*?~~~|`[^`\n]*`|\bhttps?:\/\/\S+/g, "");
  return [...prose.matchAll(/.{0,20}(?:[ \u00A0][:;?!]|«[ \u00A0]|«[^\u202F]|[ \u00A0]»|[^\u202F]»).{0,10}/g)].map((match) => match[0]);
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

  it("applies to French only", () => {
    expect(typeset({ a: ["Fees : none ?"] }, "en")).toEqual({ a: ["Fees : none ?"] });
    expect(typeset({ a: ["Frais : aucun ?"] }, "fr")).toEqual({ a: [`Frais${n}: aucun${n}?`] });
  });
});

describe("French copy as it is loaded", () => {
  it("every French message is spaced, and none of the other languages' is changed", async () => {
    const fr = strings(await loadMessages("fr"));
    const wrong = fr.flatMap(([key, text]) => mistakes(text).map((found) => `${key}: ${JSON.stringify(found)}`));
    expect(wrong).toEqual([]);
    expect(fr.filter(([, text]) => text.includes(n)).length).toBeGreaterThan(100);
    for (const lang of langs.filter((lang) => lang !== "fr")) {
      expect(strings(await loadMessages(lang)).filter(([, text]) => text.includes(`${n}:`))).toEqual([]);
    }
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
        for (const [field, text] of texts) expect(mistakes(text), `${collection}/${slug} ${field}`).toEqual([]);
        if (entry!.body.includes(n)) spaced++;
      }
    }
    expect(spaced).toBeGreaterThan(10);
  });

  it("the API reference's French text is spaced", async () => {
    for (const api of apiIds) {
      const doc = await loadApi(api);
      const french = strings(doc).filter(([key]) => key.endsWith(".fr"));
      expect(french.length, api).toBeGreaterThan(20);
      expect(french.flatMap(([key, text]) => mistakes(text).map((found) => `${api} ${key}: ${found}`))).toEqual([]);
    }
  });
});
