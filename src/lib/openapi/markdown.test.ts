import { describe, expect, it, vi } from "vitest";

vi.mock("server-only", () => ({}));

import { loadApi } from "./load";
import { toMarkdown, type MarkdownCopy } from "./markdown";

const copy = (lang: "en" | "fr"): MarkdownCopy => {
  const fr = lang === "fr";
  return {
    title: "Pay",
    lead: "lead",
    guides: [],
    labels: {
      servers: fr ? "Serveurs" : "Servers",
      parameters: fr ? "Paramètres" : "Parameters",
      requestBody: fr ? "Corps de la requête" : "Request body",
      responses: fr ? "Réponses" : "Responses",
      example: fr ? "Exemple" : "Example",
      events: fr ? "Événements" : "Events",
      payload: fr ? "Contenu" : "Payload",
      required: fr ? "obligatoire" : "required",
      optional: fr ? "facultatif" : "optional",
      openapi: fr ? "Document OpenAPI (YAML)" : "OpenAPI document (YAML)",
    },
  };
};

/** The prose of a Markdown text: fenced blocks, inline code and URLs left out (they keep their own colons). */
const prose = (markdown: string) =>
  markdown
    .replace(/```[\s\S]*?```/g, "")
    .replace(/`[^`\n]*`/g, "CODE")
    .replace(/\bhttps?:\/\/\S+/g, "URL");

describe("the Markdown version of the API docs", () => {
  it("writes its colons the French way in French: a narrow no-break space before, a space after", async () => {
    const model = await loadApi("pay");
    const markdown = toMarkdown(model, "fr", copy("fr"), "https://example.test/openapi.yaml", (slug) => `https://example.test/ref/${slug}`);
    expect(markdown).toContain("\nDocument OpenAPI (YAML)\u202f: https://example.test/openapi.yaml\n");
    expect(markdown).toMatch(/\n- Mode production\u202f: `https:\/\//);
    expect(markdown).toMatch(/\n- `limit` \(query, integer, facultatif\)\u202f: \S/);
    expect(markdown).toMatch(/\n- `401`\u202f: \S/);
    expect(markdown).toContain("(id\u202f: `createCheckout`)");
    // No colon glued to the word before it, anywhere in the prose this function writes or is given.
    const glued = prose(markdown)
      .split("\n")
      .filter((line) => /[^\s\u202f\u00a0]:/.test(line));
    expect(glued).toEqual([]);
  }, 30_000);

  it("keeps the English colons as English writes them", async () => {
    const model = await loadApi("pay");
    const markdown = toMarkdown(model, "en", copy("en"), "https://example.test/openapi.yaml", (slug) => `https://example.test/ref/${slug}`);
    expect(markdown).toContain("\nOpenAPI document (YAML): https://example.test/openapi.yaml\n");
    expect(markdown).toMatch(/\n- `401`: \S/);
    expect(markdown).toContain("(id: `createCheckout`)");
    expect(markdown).not.toContain("\u202f");
  }, 30_000);
});
