import { expect, test } from "@playwright/test";
import { readFileSync } from "node:fs";
import { parse } from "yaml";
import { arabicShare } from "./helpers";
import { operationSlug } from "../../src/lib/openapi/slug";

const APIS = ["pay", "pro"] as const;

type Doc = {
  paths: Record<string, Record<string, { operationId: string }>>;
  webhooks: Record<string, Record<string, { operationId: string }>>;
};
const doc = (api: string) => parse(readFileSync(`content/openapi/${api}.yaml`, "utf8")) as Doc;
const endpointIds = (api: string) => Object.values(doc(api).paths).flatMap((item) => Object.values(item).map((op) => op.operationId));
const eventIds = (api: string) => Object.values(doc(api).webhooks).flatMap((item) => Object.values(item).map((op) => op.operationId));
const operationIds = (api: string) => [...endpointIds(api), ...eventIds(api)];
const reference = (api: string, id: string) => `/developer/${api}/reference/${operationSlug(id)}`;

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
    test("Arabic prose is Arabic and French differs from English, on the docs page and a reference page", async ({ request }) => {
      for (const [path, min] of [[`/developer/${api}`, 5000], [reference(api, endpointIds(api)[1]!), 300]] as const) {
        // The language is explicit: the requests share a cookie jar, and `?lang=` sets the cookie.
        const ar = await prose(request, `/dz${path}?lang=ar`);
        expect(arabicShare(ar), ar.slice(0, 400)).toBeGreaterThan(0.8);
        const en = await prose(request, `${path}?lang=en`);
        const fr = await prose(request, `${path}?lang=fr`);
        expect(fr).not.toBe(en);
        expect(en.length, path).toBeGreaterThan(min);
      }
    });

    test("the docs page lists every operation under its old anchor, linked to its reference page", async ({ request }) => {
      const html = await (await request.get(`/developer/${api}`)).text();
      expect(html.match(/<h1[\s>]/g)?.length).toBe(1);
      for (const id of operationIds(api)) {
        const entry = new RegExp(`<li id="${id}" data-moved=""[^>]*><a href="${reference(api, id)}"`);
        expect(html, id).toMatch(entry);
      }
    });

    test("every operation has its reference page: one h1, its anchor, four code samples for an endpoint", async ({ request }) => {
      for (const id of operationIds(api)) {
        const response = await request.get(reference(api, id));
        expect(response.status(), id).toBe(200);
        const html = await response.text();
        expect(html.match(/<h1[\s>]/g)?.length, id).toBe(1);
        expect(html, id).toContain(`<article id="${id}"`);
        if (!endpointIds(api).includes(id)) continue;
        const radios = html.match(new RegExp(`<input[^>]*name="sample-${id}"[^>]*>`, "g")) ?? [];
        expect(
          radios.map((radio) => /value="(\w+)"/.exec(radio)?.[1]),
          id,
        ).toEqual(["curl", "javascript", "php", "python"]);
      }
    });

    test("every contents link lands on an anchor of its page", async ({ request }) => {
      const pages = new Map<string, Set<string>>();
      const ids = async (path: string) => {
        if (!pages.has(path)) {
          const html = await (await request.get(path)).text();
          pages.set(path, new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]!)));
        }
        return pages.get(path)!;
      };
      for (const url of [`/developer/${api}`, `/dz/developer/${api}`, reference(api, endpointIds(api)[0]!), `/dz${reference(api, eventIds(api)[0]!)}`]) {
        const html = await (await request.get(url)).text();
        const navs = [...html.matchAll(/<nav aria-label="[^"]*" class="\[&amp;_a\][\s\S]*?<\/nav>/g)].map((match) => match[0]);
        expect(navs.length, url).toBe(2);
        const hrefs = [...navs[0]!.matchAll(/<a href="([^"]+)"/g)].map((match) => match[1]!);
        expect(hrefs.length, url).toBeGreaterThan(12);
        for (const href of hrefs) {
          const [path, hash] = href.split("#");
          const target = path || url.split("?")[0]!;
          if (hash) expect((await ids(target)).has(hash), `${url} -> ${href}`).toBe(true);
          else expect((await request.get(target)).status(), `${url} -> ${href}`).toBe(200);
        }
      }
    });

    test("code blocks are left-to-right on Arabic pages", async ({ request }) => {
      for (const path of [`/dz/developer/${api}`, `/dz${reference(api, endpointIds(api)[0]!)}`]) {
        const html = await (await request.get(path)).text();
        const highlighted = html.match(/<pre class="shiki/g)?.length ?? 0;
        expect(highlighted, path).toBeGreaterThan(4);
        expect(html.match(/<div dir="ltr" data-code-block=""/g)?.length, path).toBe(highlighted);
        expect(html).not.toMatch(/<div dir="rtl" data-code-block/);
      }
    });
  });
}
