import { expect, test } from "@playwright/test";
import { readFileSync } from "node:fs";
import { parse } from "yaml";
import { arabicShare, expectPageEverywhere } from "./helpers";

const APIS = ["pay", "pro"] as const;

type Doc = {
  paths: Record<string, Record<string, { operationId: string }>>;
  webhooks: Record<string, Record<string, { operationId: string }>>;
};
const operationIds = (api: string) => {
  const doc = parse(readFileSync(`content/openapi/${api}.yaml`, "utf8")) as Doc;
  return [...Object.values(doc.paths), ...Object.values(doc.webhooks)].flatMap((item) => Object.values(item).map((op) => op.operationId));
};

/** The prose of <main>: code (which stays in English in every language by design) and tags removed. */
async function prose(request: { get: (url: string) => Promise<{ text(): Promise<string> }> }, url: string) {
  const html = await (await request.get(url)).text();
  const main = /<main[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? "";
  return main
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<pre[\s\S]*?<\/pre>/g, " ")
    .replace(/<code[^>]*>[\s\S]*?<\/code>/g, " ")
    .replace(/<(span|p) dir="ltr"[^>]*>[\s\S]*?<\/\1>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&[a-z#0-9]+;/gi, " ")
    .replace(/\s+/g, " ")
    .trim();
}

for (const api of APIS) {
  test.describe(`/developer/${api}`, () => {
    test("answers 200 in every region and language", async ({ request }) => {
      await expectPageEverywhere(request, `/developer/${api}`);
    });

    test("Arabic prose is Arabic and French differs from English", async ({ request }) => {
      const ar = await prose(request, `/dz/developer/${api}`);
      expect(arabicShare(ar), ar.slice(0, 400)).toBeGreaterThan(0.8);
      const en = await prose(request, `/developer/${api}?lang=en`);
      const fr = await prose(request, `/developer/${api}?lang=fr`);
      expect(fr).not.toBe(en);
      expect(en.length).toBeGreaterThan(5000);
    });

    test("every operation of the document has its anchor, summary and four code samples", async ({ request }) => {
      const html = await (await request.get(`/developer/${api}`)).text();
      expect(html.match(/<h1[\s>]/g)?.length).toBe(1);
      for (const id of operationIds(api)) {
        expect(html, id).toContain(`id="${id}"`);
        expect(html, id).toContain(`href="#${id}"`);
      }
      const restOperations = operationIds(api).filter((id) => !id.endsWith("Event"));
      for (const id of restOperations) {
        const radios = html.match(new RegExp(`<input[^>]*name="sample-${id}"[^>]*>`, "g")) ?? [];
        expect(
          radios.map((radio) => /value="(\w+)"/.exec(radio)?.[1]),
          id,
        ).toEqual(["curl", "javascript", "php", "python"]);
      }
    });

    test("every sidebar and menu link lands on an anchor of the page", async ({ request }) => {
      for (const url of [`/developer/${api}`, `/dz/developer/${api}`]) {
        const html = await (await request.get(url)).text();
        const ids = new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]));
        const hrefs = [...html.matchAll(/<a href="#([^"]+)" data-toc=""/g)].map((match) => match[1]!);
        expect(hrefs.length).toBeGreaterThan(20);
        for (const href of hrefs) expect(ids.has(href), `${url} #${href}`).toBe(true);
      }
    });

    test("code blocks are left-to-right on Arabic pages", async ({ request }) => {
      const html = await (await request.get(`/dz/developer/${api}`)).text();
      const highlighted = html.match(/<pre class="shiki/g)?.length ?? 0;
      expect(highlighted).toBeGreaterThan(10);
      expect(html.match(/<div dir="ltr" data-code-block=""/g)?.length).toBe(highlighted);
      expect(html).not.toMatch(/<div dir="rtl" data-code-block/);
    });
  });
}
