import { describe, expect, it, vi } from "vitest";
vi.mock("server-only", () => ({}));
import { highlight } from "./highlight";
import { loadApi } from "./load";
import { allOperations, sampleServer } from "./model";
import { KEY_ENV, operationSamples, sampleGrammar, sampleLangs } from "./samples";
import { applyEdits, rewriteSamples, sampleEdits, type SampleSetting } from "./sample-key";
import { site } from "@/config/site";
import { createRequire } from "node:module";

// A document of its own (jsdom, untyped here): the environment stays Node's, where the documents load.
const { JSDOM } = createRequire(import.meta.url)("jsdom") as { JSDOM: new (html: string) => { window: Window } };
const { document } = new JSDOM("").window;

const key = "sk_test_AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcd";
const setting: SampleSetting = { key, keyEnv: KEY_ENV, siteUrl: site.url, origin: "http://localhost:6201" };

describe("applyEdits", () => {
  it("replaces text that crosses segments, keeping one segment per node", () => {
    expect(applyEdits(["Bearer $", KEY_ENV, '"'], [{ start: 7, end: 8 + KEY_ENV.length, text: "sk_test_x" }])).toEqual([
      "Bearer sk_test_x",
      "",
      '"',
    ]);
    expect(applyEdits(["ab", "cd", "ef"], [{ start: 0, end: 1, text: "X" }, { start: 3, end: 5, text: "Y" }])).toEqual(["Xb", "cY", "f"]);
  });
});

describe("sampleEdits", () => {
  it("leaves the site's URL when the page is on it", () => {
    const text = `curl "${site.url}/sandbox/pay/v1/checkouts"`;
    expect(sampleEdits(text, { ...setting, origin: site.url })).toEqual([]);
  });
  it("leaves a variable that only starts with the key's name", () => {
    expect(sampleEdits(`$${KEY_ENV}_OLD`, setting)).toEqual([]);
  });
});

describe("the samples of both documents, as the page highlights them", () => {
  it("carry the key and the page's sandbox in every language, and come back when it is forgotten", async () => {
    for (const api of ["pay", "pro"] as const) {
      const model = await loadApi(api);
      const server = sampleServer(model);
      expect(server).toBe(`${site.url}/sandbox/${api}`);
      for (const operation of allOperations(model)) {
        const samples = operationSamples(operation, server);
        for (const lang of sampleLangs) {
          const html = await highlight(samples[lang], sampleGrammar[lang]);
          document.body.innerHTML = `<div data-sample="">${html}</div>`;
          const pre = document.querySelector("pre")!;
          const spans = pre.querySelectorAll("span").length;
          rewriteSamples(document, setting);
          const shown = pre.textContent!;
          const where = `${api} ${operation.id} ${lang}`;
          expect(shown, where).toContain(key);
          expect(shown, where).not.toContain(KEY_ENV);
          expect(shown, where).toContain(`http://localhost:6201/sandbox/${api}/`);
          expect(shown, where).not.toContain(site.url);
          // The same request as the server's sample with the key written in, highlighted as before.
          const expected = samples[lang]
            .replaceAll(site.url, setting.origin)
            .replace(`\${process.env.${KEY_ENV}}`, key)
            .replace(`getenv('${KEY_ENV}')`, `'${key}'`)
            .replace(`{os.environ['${KEY_ENV}']}`, key)
            .replace(`$${KEY_ENV}`, key);
          expect(shown, where).toBe(expected);
          expect(pre.querySelectorAll("span").length, where).toBe(spans);
          // Again (another key event): the same text, not the key twice.
          rewriteSamples(document, setting);
          expect(pre.textContent, where).toBe(expected);
          rewriteSamples(document, null);
          expect(pre.textContent, where).toBe(samples[lang]);
        }
      }
    }
  }, 60_000);

  it("leaves code outside the samples alone", async () => {
    document.body.innerHTML = `<div>${await highlight(`echo "$${KEY_ENV}"`, "bash")}</div>`;
    rewriteSamples(document, setting);
    expect(document.body.textContent).toBe(`echo "$${KEY_ENV}"`);
  });
});
