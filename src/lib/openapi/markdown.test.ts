import { describe, expect, it, vi } from "vitest";

vi.mock("server-only", () => ({}));

import type { ApiId } from "@/config/apis";
import type { Lang } from "@/config/languages";
import { site } from "@/config/site";
import { pageSize, rateLimits, testCards, webhookRetryMinutes, webhookTimeoutSeconds } from "@/data/developer-api";
import { formatterFor } from "@/i18n/format";
import { loadMessages } from "@/i18n/messages";
import { loadApi } from "./load";
import { markdownCopy, toMarkdown } from "./markdown";
import { allOperations, sampleServer } from "./model";
import { operationSamples } from "./samples";

/** The Markdown version of an API's docs as its route builds it, from the real messages of a language. */
async function markdownOf(api: ApiId, lang: Lang) {
  const { developer } = await loadMessages(lang);
  const model = await loadApi(api);
  const markdown = toMarkdown(model, lang, markdownCopy(developer, api), {
    openapiUrl: "https://example.test/openapi.yaml",
    pageUrl: (slug) => `https://example.test/ref/${slug}`,
    webhooksUrl: `https://example.test/developer/${api}/webhooks`,
    format: formatterFor(lang, "dz"),
  });
  return { markdown, model, developer, docs: developer.docs };
}

/** The text of one `##` section of a Markdown text, from its heading to the next `##` heading. */
function section(markdown: string, title: string): string {
  const start = markdown.indexOf(`\n## ${title}\n`);
  if (start < 0) return "";
  const end = markdown.indexOf("\n## ", start + 1);
  return markdown.slice(start, end < 0 ? undefined : end);
}

/** The prose of a Markdown text: fenced blocks, inline code and URLs left out (they keep their own colons). */
const prose = (markdown: string) =>
  markdown
    .replace(/```[\s\S]*?```/g, "")
    .replace(/`[^`\n]*`/g, "CODE")
    .replace(/\bhttps?:\/\/\S+/g, "URL");

describe("the Markdown version of the API docs", () => {
  it("links the guide's webhook step to the API's webhooks page, as the HTML guide does (pass 16: “the webhooks page” could not be found)", async () => {
    for (const api of ["pay", "pro"] as const) {
      const { markdown, developer } = await markdownOf(api, "en");
      const step = markdown.slice(markdown.indexOf(`**${developer[api].start.steps.webhook.title}.**`));
      expect(step.slice(0, step.indexOf("\n5. "))).toContain(`[${developer.docs.sandbox.webhooks.open}](https://example.test/developer/${api}/webhooks)`);
    }
  }, 30_000);

  it("writes its colons the French way in French: a narrow no-break space before, a space after", async () => {
    const { markdown } = await markdownOf("pay", "fr");
    expect(markdown).toContain("\nDocument OpenAPI (YAML)\u202f: https://example.test/openapi.yaml\n");
    expect(markdown).toMatch(/\n- Mode production\u202f: `https:\/\//);
    expect(markdown).toMatch(/\n- `limit` \(query, integer, facultatif\)\u202f: \S/);
    expect(markdown).toMatch(/\n- `401`\u202f: \S/);
    expect(markdown).toContain("(Identifiant de l’opération\u202f: `createCheckout`)");
    // A getting-started step: its title as a sentence, then the body with its capital (no colon before a capital).
    expect(markdown).toContain("\n1. **Obtenez une clé de test.** Envoyez");
    expect(markdown).toMatch(/\n- \*\*Maximum\*\*\u202f: 100\n/);
    // No colon glued to the word before it, anywhere in the prose this function writes or is given.
    const glued = prose(markdown)
      .split("\n")
      .filter((line) => /[^\s\u202f\u00a0]:/.test(line));
    expect(glued).toEqual([]);
  }, 30_000);

  it("keeps the English colons as English writes them", async () => {
    const { markdown } = await markdownOf("pay", "en");
    expect(markdown).toContain("\nOpenAPI document (YAML): https://example.test/openapi.yaml\n");
    expect(markdown).toMatch(/\n- `401`: \S/);
    expect(markdown).toContain("(Operation id: `createCheckout`)");
    expect(markdown).toContain("\nTimeout of one delivery: 10 seconds\n");
    expect(markdown).not.toContain("\u202f");
  }, 30_000);

  for (const lang of ["en", "ar"] as const) {
    it(`${lang}: has the pagination guide and its page sizes on Pay, where the HTML page has them, and not on Pro`, async () => {
      const pay = await markdownOf("pay", lang);
      const pagination = section(pay.markdown, pay.docs.pagination.title);
      for (const paragraph of pay.docs.pagination.paragraphs) expect(pagination).toContain(paragraph);
      expect(pagination).toContain(`**${pay.docs.pagination.defaultSize} (\`limit\`)**: ${pageSize.default}\n`);
      expect(pagination).toContain(`**${pay.docs.pagination.maxSize}**: ${pageSize.max}\n`);

      const pro = await markdownOf("pro", lang);
      expect(pro.markdown).not.toContain(`\n## ${pro.docs.pagination.title}\n`);
      expect(pro.markdown).not.toContain(pro.docs.pagination.paragraphs[0]);
      expect(pro.markdown).not.toContain("starting_after");
    }, 30_000);

    for (const api of ["pay", "pro"] as const) {
      it(`${lang}, ${api}: the getting-started guide runs its sample request, in the step that says "below"`, async () => {
        const { markdown, model, developer } = await markdownOf(api, lang);
        const start = developer[api].start;
        const guide = section(markdown, start.title);
        const first = allOperations(model).find((operation) => operation.id === (api === "pay" ? "createCheckout" : "createTopup"));
        expect(first).toBeDefined();
        const curl = operationSamples(first!, sampleServer(model)).curl;
        // The request sits inside the list item of its step: indented by the width of "2. ".
        const create = guide.slice(guide.indexOf("\n2. "), guide.indexOf("\n3. "));
        expect(create).toContain(`**${start.steps.create.title}.**`);
        expect(create.replace(/^ {3}/gm, "")).toContain(`\`\`\`bash\n${curl}\n\`\`\``);
        expect(create).toContain(`(https://example.test/ref/create-${api === "pay" ? "checkout" : "topup"})`);
        expect(guide).toContain(`(${site.links.developerDashboard})`);
      }, 30_000);

      it(`${lang}, ${api}: the errors guide lists the status codes of its API, and its 400 body`, async () => {
        const { markdown, docs } = await markdownOf(api, lang);
        const errors = section(markdown, docs.errors.title);
        expect(errors).toContain(`**${docs.errors.statusCaption}**\n\n| ${docs.errors.status} | ${docs.errors.meaning} |\n| --- | --- |\n`);
        const listed = (code: string) =>
          errors.includes(`\n| \`${code}\` | ${docs.errors.codes[code as keyof typeof docs.errors.codes]} |`);
        for (const code of ["400", "401", "404", "429", "500"]) expect(listed(code), code).toBe(true);
        // 402 is Pro's balance; 409, a state only Pay's objects have.
        expect(listed("402")).toBe(api === "pro");
        expect(listed("409")).toBe(api === "pay");
        expect(errors).toMatch(/\*\*400\*\*\n\n```json\n\{\n {2}"error": \{\n {4}"code": /);
      }, 30_000);

      it(`${lang}, ${api}: the test cards only on Pay, as on the HTML page`, async () => {
        const { markdown, developer } = await markdownOf(api, lang);
        const guide = section(markdown, developer[api].start.title);
        const pay = guide.slice(guide.indexOf("\n3. "), guide.indexOf("\n4. "));
        if (api === "pay") {
          const cards = developer.pay.start.cards;
          expect(pay).toContain(
            `   **${cards.caption}**\n\n   | ${cards.network} | ${cards.number} | ${cards.outcome} |\n   | --- | --- | --- |\n`,
          );
          for (const card of testCards) expect(pay).toContain(`   | ${card.network} | \`${card.number}\` | ${cards[card.outcome]} |\n`);
        } else {
          // Pro takes no card: its step 3 is the top-up's status.
          for (const card of testCards) expect(markdown).not.toContain(card.number);
        }
      }, 30_000);

      it(`${lang}, ${api}: the rate limits and the webhook retry schedule, formatted in the language`, async () => {
        const { markdown, docs } = await markdownOf(api, lang);
        const limits = section(markdown, docs.rateLimits.title);
        expect(limits).toContain(
          `**${docs.rateLimits.caption}**\n\n| ${docs.rateLimits.mode} | ${docs.rateLimits.requests} |\n| --- | --- |\n`,
        );
        expect(limits).toContain(`\n| ${docs.rateLimits.live} | ${rateLimits.live} |\n| ${docs.rateLimits.test} | ${rateLimits.test} |\n`);

        const webhooks = section(markdown, docs.webhooks.title);
        const format = formatterFor(lang, "dz");
        expect(webhooks).toContain(
          `**${docs.webhooks.retriesCaption}**\n\n| ${docs.webhooks.attempt} | ${docs.webhooks.delay} |\n| --- | --- |\n`,
        );
        const rows = webhooks.split("\n").filter((line) => /^\| \d+ \| /.test(line));
        expect(rows).toHaveLength(webhookRetryMinutes.length);
        // Whole hours as hours: the fourth retry, after 120 minutes, reads "2 hours".
        expect(rows[0]).toBe(`| 1 | ${format.number(1, "minutes")} |`);
        expect(rows[3]).toBe(`| 4 | ${format.number(2, "hours")} |`);
        expect(rows[6]).toBe(`| 7 | ${format.number(24, "hours")} |`);
        if (lang === "en") expect(rows.slice(2, 4)).toEqual(["| 3 | 30 minutes |", "| 4 | 2 hours |"]);
        expect(webhooks).toContain(`\n${docs.webhooks.timeout}: ${format.number(webhookTimeoutSeconds, "seconds")}\n`);
        expect(webhooks).toContain(`### ${docs.webhooks.verifyTitle}`);
        expect(webhooks).toContain("```php\n<?php");
      }, 30_000);
    }
  }
});
