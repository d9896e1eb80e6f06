import type { ApiId } from "@/config/apis";
import type { Lang } from "@/config/languages";
import { site } from "@/config/site";
import { pageSize, rateLimits, testCards, webhookRetryMinutes, webhookTimeoutSeconds, exampleEvent } from "@/data/developer-api";
import type { Format } from "@/i18n/format";
import type { Messages } from "@/i18n/messages";
import { withColon } from "@/i18n/typography";
import {
  authOperation,
  errorCodes,
  errorExample,
  firstOperation,
  hasTestCards,
  rateLimitModes,
  retryDelay,
  startSteps,
  testKeyRequest,
  verificationLabels,
} from "./guides";
import { allOperations, hasPagedList, sampleServer } from "./model";
import { operationSamples, sampleGrammar, sampleLabels, sampleLangs } from "./samples";
import { operationSlug } from "./slug";
import type { ApiModel, FieldRow, OperationModel } from "./types";
import { verificationSamples } from "./verification";

type Developer = Messages["developer"];
type Guide = { title: string; paragraphs: readonly string[] };

/**
 * Localized copy the Markdown version needs: the same messages (`messages/sections/developer`)
 * the docs page's guides read, brand names filled in and typeset where they were loaded.
 */
export type MarkdownCopy = {
  /** The API's own copy: hero, overview, getting started (with the test cards' labels on Pay). */
  page: {
    title: string;
    lead: string;
    overview: Guide;
    start: Pick<Developer["pay"]["start"], "title" | "lead" | "steps"> & { cards?: Developer["pay"]["start"]["cards"] };
  };
  /** The guides both APIs share, and the reference's labels. */
  docs: Pick<Developer["docs"], "hero" | "nav" | "reference" | "auth" | "errors" | "pagination" | "rateLimits" | "webhooks" | "sandbox">;
};

/** The Markdown copy of an API from the developer messages of one language. */
export function markdownCopy(developer: Developer, api: ApiId): MarkdownCopy {
  const { title, lead, overview, start } = developer[api];
  return {
    page: { title, lead, overview, start: { ...start, cards: hasTestCards(api) ? developer.pay.start.cards : undefined } },
    docs: developer.docs,
  };
}

/** What `toMarkdown` links to and how it writes numbers. */
export type MarkdownOptions = {
  /** Absolute address of the API's OpenAPI document. */
  openapiUrl: string;
  /** Absolute address of an operation's reference page, from its slug. */
  pageUrl: (slug: string) => string;
  /** Absolute address of the API's webhooks page (`/developer/{api}/webhooks`), linked under the guide's webhook step as on the HTML page. */
  webhooksUrl: string;
  /** The page's formatter (`formatterFor(lang, region)`), for the durations of the webhooks guide. */
  format: Pick<Format, "number">;
};

const fence = (lang: string, code: string) => `\`\`\`${lang}\n${code}\n\`\`\``;

/**
 * A label, its colon and what follows, in the language's typography (`withColon`): French puts
 * a narrow no-break space before the colon («Document OpenAPI (YAML) : https://…»).
 */
const labelled = (label: string, text: string, lang: Lang) => `${withColon(label, lang)} ${text}`;

/** A code block as the guides show one: its title (a tab or the block's header) in bold, then the fenced code. */
const titledFence = (title: string, lang: string, code: string) => `**${title}**\n\n${fence(lang, code)}`;

/** A cell of a GFM table: a pipe would end it, a line break would end the row. */
const cell = (text: string) => text.replace(/\|/g, "\\|").replace(/\n/g, " ");

/** A GFM table with the caption the HTML table has, in bold above it. */
function table(caption: string, head: readonly string[], rows: readonly (readonly string[])[]): string {
  const line = (cells: readonly string[]) => `| ${cells.map(cell).join(" | ")} |`;
  return [`**${caption}**`, "", line(head), line(head.map(() => "---")), ...rows.map(line)].join("\n");
}

/** Blocks that belong to a list item: indented to its text, blank lines left empty. */
const inItem = (block: string, width: number) => block.replace(/^(?=.)/gm, " ".repeat(width));

function fields(rows: FieldRow[], lang: Lang, copy: MarkdownCopy): string {
  return rows
    .map((row) => {
      const item = `${"  ".repeat(row.depth)}- \`${row.name}\` (${row.type}, ${row.required ? copy.docs.reference.required : copy.docs.reference.optional})`;
      return row.description ? labelled(item, row.description[lang], lang) : item;
    })
    .join("\n");
}

function operation(
  op: OperationModel,
  lang: Lang,
  copy: MarkdownCopy,
  baseUrl: string,
  event: boolean,
  pageUrl: (slug: string) => string,
): string {
  const labels = copy.docs.reference;
  const parts = [
    `### [${op.summary[lang]}](${pageUrl(operationSlug(op.id))})`,
    "",
    `\`${event ? "POST" : op.method.toUpperCase()} ${op.path}\` (${labelled(labels.operationId, `\`${op.id}\``, lang)})`,
  ];
  if (op.description) parts.push("", op.description[lang]);
  if (op.parameters.length) {
    parts.push("", `#### ${labels.parameters}`, "");
    parts.push(
      op.parameters
        .map((p) => {
          const item = `- \`${p.name}\` (${p.in}, ${p.type}, ${p.required ? labels.required : labels.optional})`;
          return p.description ? labelled(item, p.description[lang], lang) : item;
        })
        .join("\n"),
    );
  }
  if (op.body?.fields.length) parts.push("", `#### ${event ? labels.payload : labels.requestBody}`, "", fields(op.body.fields, lang, copy));
  if (!event) {
    parts.push(
      "",
      `#### ${labels.responses}`,
      "",
      op.responses.map((r) => labelled(`- \`${r.status}\``, r.description[lang], lang)).join("\n"),
    );
    parts.push("", fence("bash", operationSamples(op, baseUrl).curl));
  }
  const example = event ? op.body?.example : op.responses.find((r) => r.status.startsWith("2"))?.example;
  if (example !== undefined) parts.push("", `#### ${labels.example}`, "", fence("json", JSON.stringify(example, null, 2)));
  return parts.join("\n");
}

/** A guide's request as the guides show it (`CurlSample`): the cURL command, then a link to its reference page for the other languages. */
function curlSample(op: OperationModel, copy: MarkdownCopy, baseUrl: string, pageUrl: (slug: string) => string): string {
  return [
    titledFence(sampleLabels.curl, sampleGrammar.curl, operationSamples(op, baseUrl).curl),
    "",
    `[${copy.docs.reference.otherLanguages}](${pageUrl(operationSlug(op.id))})`,
  ].join("\n");
}

/**
 * The guides of the docs page, in its order, each with what its HTML guide shows beside the
 * copy (`src/components/sections/developer/guides/`): the first request and the test cards,
 * the authenticated request, the status codes and error body, the page sizes (only where the
 * API has a paged list, as `hasPagedList` decides for the page), the rate limits, the
 * verification code and the retry schedule.
 */
function guides(model: ApiModel, lang: Lang, copy: MarkdownCopy, options: MarkdownOptions): string[] {
  const { docs, page } = copy;
  const { format, pageUrl } = options;
  const baseUrl = sampleServer(model);
  const section = (title: string, ...blocks: string[]) => ["", `## ${title}`, ...blocks.flatMap((block) => ["", block])];
  const out: string[] = [];

  out.push(...section(page.overview.title, ...page.overview.paragraphs));

  const first = firstOperation(model);
  const steps = startSteps.map((step, index) => {
    const marker = `${index + 1}. `;
    // A heading and a sentence: the title ends with its own full stop, so the body keeps its capital in every language.
    const blocks = [`${marker}**${page.start.steps[step].title}.** ${page.start.steps[step].body}`];
    if (step === "keys") blocks.push(inItem(titledFence(sampleLabels.curl, sampleGrammar.curl, testKeyRequest(model.id)), marker.length));
    if (step === "webhook") blocks.push(inItem(`[${copy.docs.sandbox.webhooks.open}](${options.webhooksUrl})`, marker.length));
    if (step === "live")
      blocks.push(inItem(`[${site.links.developerDashboard.replace(/^https:\/\//, "")}](${site.links.developerDashboard})`, marker.length));
    if (step === "create" && first) blocks.push(inItem(curlSample(first, copy, baseUrl, pageUrl), marker.length));
    if (step === "pay" && page.start.cards) {
      const cards = page.start.cards;
      const outcomes = { paid: cards.paid, failed: cards.failed, insufficientFunds: cards.insufficientFunds };
      const rows = testCards.map((card) => [card.network, `\`${card.number}\``, outcomes[card.outcome]]);
      blocks.push(inItem(table(cards.caption, [cards.network, cards.number, cards.outcome], rows), marker.length));
    }
    return blocks.join("\n\n");
  });
  out.push(...section(page.start.title, page.start.lead, ...steps));

  const authRequest = authOperation(model);
  out.push(...section(docs.auth.title, ...docs.auth.paragraphs, ...(authRequest ? [curlSample(authRequest, copy, baseUrl, pageUrl)] : [])));

  const { errors } = docs;
  const example = errorExample(model);
  out.push(
    ...section(
      errors.title,
      ...errors.paragraphs,
      table(
        errors.statusCaption,
        [errors.status, errors.meaning],
        errorCodes(model).map((code) => [`\`${code}\``, errors.codes[code]]),
      ),
      ...(example !== undefined ? [titledFence("400", "json", JSON.stringify(example, null, 2))] : []),
    ),
  );

  if (hasPagedList(model)) {
    const { pagination } = docs;
    out.push(
      ...section(
        pagination.title,
        ...pagination.paragraphs,
        [
          labelled(`- **${pagination.defaultSize} (\`limit\`)**`, String(pageSize.default), lang),
          labelled(`- **${pagination.maxSize}**`, String(pageSize.max), lang),
        ].join("\n"),
      ),
    );
  }

  const limits = docs.rateLimits;
  out.push(
    ...section(
      limits.title,
      ...limits.paragraphs,
      table(
        limits.caption,
        [limits.mode, limits.requests],
        rateLimitModes.map((mode) => [limits[mode], String(rateLimits[mode])]),
      ),
    ),
  );

  const { webhooks } = docs;
  const verification = verificationSamples(exampleEvent[model.id]);
  out.push(
    ...section(
      webhooks.title,
      ...webhooks.paragraphs,
      [
        `### ${webhooks.verifyTitle}`,
        ...sampleLangs.map((sample) => titledFence(verificationLabels[sample], sampleGrammar[sample], verification[sample])),
      ].join("\n\n"),
      table(
        webhooks.retriesCaption,
        [webhooks.attempt, webhooks.delay],
        webhookRetryMinutes.map((minutes, index) => [String(index + 1), retryDelay(format, minutes)]),
      ),
      labelled(webhooks.timeout, format.number(webhookTimeoutSeconds, "seconds"), lang),
    ),
  );
  return out;
}

/**
 * The docs page as Markdown, in one file: the guides with what they show (requests, tables,
 * code), then every operation and event with cURL samples. Each request links to its reference
 * page (`pageUrl(slug)`). The colons this function writes follow the language's typography
 * (`withColon`); the copy it is given is already typeset where it was loaded.
 */
export function toMarkdown(model: ApiModel, lang: Lang, copy: MarkdownCopy, options: MarkdownOptions): string {
  const baseUrl = sampleServer(model);
  const { docs, page } = copy;
  const out = [
    `# ${page.title}`,
    "",
    page.lead,
    "",
    labelled(docs.hero.openapi, options.openapiUrl, lang),
    "",
    `## ${docs.hero.servers}`,
    "",
  ];
  out.push(model.servers.map((server) => labelled(`- ${server.description[lang]}`, `\`${server.url}\``, lang)).join("\n"));
  out.push(...guides(model, lang, copy, options));
  for (const tag of model.tags) {
    out.push("", `## ${tag.name[lang]}`);
    if (tag.description) out.push("", tag.description[lang]);
    for (const op of tag.operations) out.push("", operation(op, lang, copy, baseUrl, false, options.pageUrl));
  }
  out.push("", `## ${docs.nav.events}`);
  for (const event of model.webhooks) out.push("", operation(event, lang, copy, baseUrl, true, options.pageUrl));
  return `${out.join("\n")}\n`;
}

export { allOperations };
