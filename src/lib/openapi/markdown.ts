import type { Lang } from "@/config/languages";
import { withColon } from "@/i18n/typography";
import { allOperations, sampleServer } from "./model";
import { operationSamples } from "./samples";
import { operationSlug } from "./slug";
import type { ApiModel, FieldRow, OperationModel } from "./types";

/** Localized copy the Markdown version needs (from `messages/sections/developer`). */
export type MarkdownCopy = {
  title: string;
  lead: string;
  guides: { title: string; paragraphs: string[] }[];
  labels: {
    servers: string;
    parameters: string;
    requestBody: string;
    responses: string;
    example: string;
    events: string;
    payload: string;
    required: string;
    optional: string;
    openapi: string;
  };
};

const fence = (lang: string, code: string) => `\`\`\`${lang}\n${code}\n\`\`\``;

/**
 * A label, its colon and what follows, in the language's typography (`withColon`): French puts
 * a narrow no-break space before the colon («Document OpenAPI (YAML) : https://…»).
 */
const labelled = (label: string, text: string, lang: Lang) => `${withColon(label, lang)} ${text}`;

function fields(rows: FieldRow[], lang: Lang, copy: MarkdownCopy): string {
  return rows
    .map((row) => {
      const item = `${"  ".repeat(row.depth)}- \`${row.name}\` (${row.type}, ${row.required ? copy.labels.required : copy.labels.optional})`;
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
  const parts = [
    `### [${op.summary[lang]}](${pageUrl(operationSlug(op.id))})`,
    "",
    `\`${event ? "POST" : op.method.toUpperCase()} ${op.path}\` (${labelled("id", `\`${op.id}\``, lang)})`,
  ];
  if (op.description) parts.push("", op.description[lang]);
  if (op.parameters.length) {
    parts.push("", `#### ${copy.labels.parameters}`, "");
    parts.push(
      op.parameters
        .map((p) => {
          const item = `- \`${p.name}\` (${p.in}, ${p.type}, ${p.required ? copy.labels.required : copy.labels.optional})`;
          return p.description ? labelled(item, p.description[lang], lang) : item;
        })
        .join("\n"),
    );
  }
  if (op.body?.fields.length)
    parts.push("", `#### ${event ? copy.labels.payload : copy.labels.requestBody}`, "", fields(op.body.fields, lang, copy));
  if (!event) {
    parts.push(
      "",
      `#### ${copy.labels.responses}`,
      "",
      op.responses.map((r) => labelled(`- \`${r.status}\``, r.description[lang], lang)).join("\n"),
    );
    parts.push("", fence("bash", operationSamples(op, baseUrl).curl));
  }
  const example = event ? op.body?.example : op.responses.find((r) => r.status.startsWith("2"))?.example;
  if (example !== undefined) parts.push("", `#### ${copy.labels.example}`, "", fence("json", JSON.stringify(example, null, 2)));
  return parts.join("\n");
}

/**
 * The docs as Markdown, in one file: guides, then every operation and event with cURL
 * samples. Each operation's heading links to its reference page (`pageUrl(slug)`). The colons
 * this function writes follow the language's typography (`withColon`); the copy it is given is
 * already typeset where it was loaded.
 */
export function toMarkdown(model: ApiModel, lang: Lang, copy: MarkdownCopy, openapiUrl: string, pageUrl: (slug: string) => string): string {
  const baseUrl = sampleServer(model);
  const out = [`# ${copy.title}`, "", copy.lead, "", labelled(copy.labels.openapi, openapiUrl, lang), "", `## ${copy.labels.servers}`, ""];
  out.push(model.servers.map((server) => labelled(`- ${server.description[lang]}`, `\`${server.url}\``, lang)).join("\n"));
  for (const guide of copy.guides) out.push("", `## ${guide.title}`, "", guide.paragraphs.join("\n\n"));
  for (const tag of model.tags) {
    out.push("", `## ${tag.name[lang]}`);
    if (tag.description) out.push("", tag.description[lang]);
    for (const op of tag.operations) out.push("", operation(op, lang, copy, baseUrl, false, pageUrl));
  }
  out.push("", `## ${copy.labels.events}`);
  for (const event of model.webhooks) out.push("", operation(event, lang, copy, baseUrl, true, pageUrl));
  return `${out.join("\n")}\n`;
}

export { allOperations };
