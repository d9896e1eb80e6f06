import { describe, expect, it } from "vitest";
import { copyCorpus, mdxDocument, openapiNodes } from "../support/copy-corpus";
import { frontMatterProblems, openapiFieldProblems } from "../support/copy-checks";

/**
 * A translation has the fields of its English, each a non-empty string, read from the parsed
 * values (tests/support/copy-corpus.ts). Messages: `tests/unit/messages.test.ts` (the same keys
 * as en.json, none empty).
 */
describe("translated fields", () => {
  const { openapi, documents } = copyCorpus();

  it("reads every translated node of the OpenAPI documents", () => {
    expect(openapi.filter((node) => node.translations.fr).length).toBeGreaterThan(120);
  });

  it("every x-fr and x-ar mapping of the OpenAPI documents has exactly its English node's fields, each a non-empty string", () => {
    expect(openapi.flatMap(openapiFieldProblems)).toEqual([]);
  });

  it("every fr.mdx and ar.mdx has the front matter fields of its en.mdx (data the same, copy not empty) and a body", () => {
    const english = new Map(documents.filter((document) => document.lang === "en").map((document) => [document.ref, document]));
    expect(documents.length).toBe(english.size * 3);
    const problems = documents
      .filter((document) => document.lang !== "en")
      .flatMap((document) => {
        const en = english.get(document.ref);
        return en ? frontMatterProblems(en, document) : [`${document.file}: no en.mdx beside it`];
      });
    expect(problems).toEqual([]);
  });
});

describe("the field checks fail on", () => {
  it("a French description cut at its first comma (an unquoted flow mapping)", () => {
    const yaml = [
      "tags:",
      "  - name: Customers",
      "    description: People who pay you, saved to prefill payments.",
      "    x-fr: { name: Clients, description: Les personnes qui vous paient, enregistrées pour préremplir les paiements. }",
      '    x-ar: { name: الزبائن, description: "الأشخاص الذين يدفعون لك، محفوظون لملء المدفوعات مسبقًا." }',
    ].join("\n");
    expect(openapiFieldProblems(openapiNodes(yaml, "fixture.yaml")[0]!)).toEqual([
      "fixture.yaml:4 tags[0]: x-fr has “enregistrées pour préremplir les paiements.” with no value (a value cut at a comma?), which its English node has not",
    ]);
    // Quoted, it is whole.
    const quoted = yaml.replace(
      "description: Les personnes qui vous paient, enregistrées pour préremplir les paiements.",
      'description: "Les personnes qui vous paient, enregistrées pour préremplir les paiements."',
    );
    expect(openapiFieldProblems(openapiNodes(quoted, "fixture.yaml")[0]!)).toEqual([]);
  });

  it("a missing, empty, extra or one-language translation", () => {
    const yaml = [
      "paths:",
      "  /v1/a:",
      "    get:",
      "      summary: Get a",
      "      description: Returns a.",
      '      x-fr: { summary: "", description: Renvoie a., name: a }',
      "  /v1/b:",
      "    get:",
      "      summary: Get b",
      "      x-fr: { summary: Obtenir b }",
      "      x-ar:",
      "        summary: احصل على b",
      "        description: يعيد b.",
    ].join("\n");
    expect(openapiNodes(yaml, "f.yaml").flatMap(openapiFieldProblems)).toEqual([
      'f.yaml:6 paths./v1/a.get: x-fr.summary is not a non-empty string ("")',
      "f.yaml:6 paths./v1/a.get: x-fr has “name”, which its English node has not",
      "f.yaml:4 paths./v1/a.get: has no x-ar (its English: description, summary)",
      "f.yaml:13 paths./v1/b.get: x-ar has “description”, which its English node has not",
    ]);
  });

  it("a front matter field missing, changed data, or an empty body", () => {
    const en = mdxDocument('---\ntitle: "Terms"\nsummary: "The rules."\nupdated: "2026-11-02"\n---\nBody.\n', "content/legal/x/en.mdx");
    const fr = mdxDocument('---\ntitle: "Conditions"\nupdated: "2026-11-03"\n---\n', "content/legal/x/fr.mdx");
    expect(frontMatterProblems(en, fr)).toEqual([
      "content/legal/x/fr.mdx: front matter lacks “summary”",
      'content/legal/x/fr.mdx: front matter “updated” is "2026-11-03", in English "2026-11-02"',
      "content/legal/x/fr.mdx: the body is empty",
    ]);
  });
});
