import { langs, type Lang } from "@/config/languages";
import type { RegionId } from "@/config/regions";
import { describe, expect, it, vi } from "vitest";
import { gzipSync } from "node:zlib";

vi.mock("server-only", () => ({}));

const { fold } = await import("./normalize");
const { cleanQuery, MAX_QUERY_LENGTH, snippet } = await import("./engine");
const { serverSearcher, searchIndexFile } = await import("./server");
const { searchDocuments, plainCopy } = await import("./documents");

/** The hrefs of the first `n` results of a query. */
async function top(lang: Lang, query: string, region: RegionId = "dz", n = 3): Promise<string[]> {
  return (await serverSearcher(lang, region))(query, n).map((hit) => hit.href);
}

describe("site search (the index built from the registry, messages, content and OpenAPI)", () => {
  it("finds an Arabic page from a query written with other diacritics and alef forms than its text", async () => {
    // The page says "دفع فاتورة بمسحها" and "وثّق حسابك"; the queries add harakat, write إ for ا, ة for ه.
    expect(await top("ar", "دَفْعُ فاتُورةٍ")).toContain("/dz/app/help/bill-scanning");
    expect(await top("ar", "إشحن خط أوريدو Ooredoo")).toContain("/dz/app/help/ooredoo-top-up");
    expect(await top("ar", "اسعار")).toContain("/dz/business/pay/pricing");
  });

  it("finds a French page from a query without accents", async () => {
    expect(await top("fr", "verifier compte")).toContain("/dz/app/help/account-verification");
    expect(await top("fr", "calculateur frais", "global")).toContain("/business/pay/pricing");
  });

  it("finds an English page from a query with a one-letter typo", async () => {
    expect(await top("en", "verifcation", "global")).toContain("/app/help/account-verification");
    expect(await top("en", "refnd", "global")).toEqual(
      expect.arrayContaining([expect.stringMatching(/^\/business\/pay\/(pricing|help)$/)]),
    );
  });

  it("finds product names written in Latin script on Arabic pages", async () => {
    const hits = await top("ar", "cirta pay", "dz", 5);
    expect(hits.length).toBeGreaterThan(0);
    for (const href of hits) expect(href).toMatch(/^\/dz\/(business|developer)\/pay/);
  });

  it("finds API operations and help answers, and links within the visitor's region", async () => {
    expect(await top("en", "create checkout", "global", 1)).toEqual(["/developer/pay/reference/create-checkout"]);
    expect(await top("en", "create checkout", "ma", 1)).toEqual(["/ma/developer/pay/reference/create-checkout"]);
    // A legal section links to its heading.
    expect((await top("en", "analytics cookies", "global", 1))[0]).toMatch(/^\/(app|business|developer)\/cookie#/);
  });

  it("marks the matched words in the snippet, and nothing else", async () => {
    const [hit] = (await serverSearcher("en", "global"))("scanning bill", 1);
    expect(hit?.snippet.filter((_, index) => index % 2).map((word) => word.toLowerCase())).toEqual(expect.arrayContaining(["bill"]));
    for (const word of hit?.snippet.filter((_, index) => index % 2) ?? []) expect(fold(word)).toMatch(/^(bill|scan)/);
  });

  it("answers nothing to empty and very long queries, and reads markup or garbled input as the words in it", async () => {
    const search = await serverSearcher("en", "global");
    // The last: a word the index holds, past the length cap: never read.
    expect(search("pricing").length).toBeGreaterThan(0);
    for (const query of ["", "   ", "x".repeat(10_000), `${"x".repeat(10_000)} pricing`]) {
      expect(search(query), JSON.stringify(query.slice(0, 40))).toEqual([]);
    }
    // Markup is no more than its words ("script", "alert"...): the same hits, none carrying markup back.
    for (const [query, words] of [
      ["<script>alert(1)</script>", "script alert 1 script"],
      ["\"'><img src=x onerror=alert(1)>", "img src x onerror alert 1"],
      // Direction controls are ignored; a broken escape is its letters and digits.
      ["\u202e\u2066pricing", "pricing"],
      ["%E0%A4%A", "E0 A4 A"],
    ] as const) {
      const hits = search(query);
      // Words the index holds: two empty answers would prove nothing.
      expect(hits.length, query).toBeGreaterThan(0);
      expect(hits, query).toEqual(search(words));
      expect(JSON.stringify(hits), query).not.toMatch(/<script|<img|onerror=/);
    }
  });

  it("keeps the index of each language under 150 KB gzip", async () => {
    for (const lang of langs) {
      const bytes = gzipSync(JSON.stringify(await searchIndexFile(lang))).length;
      expect(bytes, lang).toBeLessThan(150 * 1024);
    }
  });

  it("indexes every kind of page: marketing pages, FAQ answers, help, news, jobs, legal sections and API operations", async () => {
    const kinds = new Set((await searchDocuments("fr")).map((doc) => doc.kind));
    expect([...kinds].sort()).toEqual(["api", "career", "faq", "help", "legal", "news", "page"]);
  });
});

describe("copy as the page shows it", () => {
  it("fills ICU arguments, takes the select or plural branch of a value (else other), drops what has no value", () => {
    const refunds = "{refunds, select, free {Refunds are free.} other {A refund costs a fee.}} The fee is kept.";
    expect(plainCopy(refunds, { refunds: "free" })).toBe("Refunds are free. The fee is kept.");
    expect(plainCopy(refunds)).toBe("A refund costs a fee. The fee is kept.");
    expect(plainCopy("{count, plural, one {# result} other {# results}}", { count: "3" })).toBe("3 results");
    expect(plainCopy("Up to {limit} a month, <b>{year}</b>", { limit: "DZD 400,000" })).toBe("Up to DZD 400,000 a month,");
  });

  it("leaves no ICU syntax in any indexed text", async () => {
    for (const lang of langs) {
      for (const doc of await searchDocuments(lang)) {
        if (doc.kind === "api") continue; // paths such as /v1/checkouts/{checkout_id} are the API's own
        expect(`${doc.title} ${doc.text}`, `${lang} ${doc.path}`).not.toMatch(/[{}]|\b(select|plural),/);
      }
    }
  });

  it("quotes the pricing FAQ's figures from the data, as the page does", async () => {
    const faq = (await searchDocuments("en")).filter((doc) => doc.kind === "faq" && doc.path === "/business/pay/pricing");
    expect(faq.map((doc) => doc.text).join(" ")).toMatch(/Refunds are free on every plan\./);
    expect(faq.map((doc) => doc.text).join(" ")).toMatch(/400,000\s?DA/);
  });
});

describe("queries", () => {
  it("drops control and bidi override characters, folds whitespace and caps the length", () => {
    expect(cleanQuery("  a\u202eb\u2066c\n d ")).toBe("a b c d");
    expect(cleanQuery("x".repeat(10_000))).toHaveLength(MAX_QUERY_LENGTH);
    expect(cleanQuery(["first", "second"])).toBe("first");
    expect(cleanQuery(undefined)).toBe("");
  });

  it("cuts a snippet around the first match", () => {
    const text = `${"word ".repeat(60)}payment links ${"tail ".repeat(40)}`;
    const parts = snippet(text, new Set(["payment"]), (word) => word);
    expect(parts[1]).toBe("payment");
    expect(parts[0]?.startsWith("… ")).toBe(true);
    expect(parts.join("").length).toBeLessThan(200);
  });
});
