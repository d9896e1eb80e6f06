import { langs } from "@/config/languages";
import { site } from "@/config/site";
import { describe, expect, it, vi } from "vitest";
import { readFileSync } from "node:fs";
import { parse } from "yaml";
import { createConfig, lintFromString } from "@redocly/openapi-core";

vi.mock("server-only", () => ({}));

import { rawDocument } from "@/lib/content/openapi";
import { loadApi, parseDocument } from "./load";
import { allOperations, hasPagedList, sampleServer } from "./model";
import { isTranslated } from "./localize";
import { apiIds } from "@/config/apis";

describe("the OpenAPI documents", () => {
  for (const id of apiIds) {
    it(`${id}.yaml is a valid OpenAPI 3.1 document`, async () => {
      const source = await rawDocument(id);
      expect((parse(source) as { openapi: string }).openapi).toBe("3.1.0");
      // Resolves (a document that fails validation rejects, see below) to the parsed document itself.
      await expect(parseDocument(source, id)).resolves.toMatchObject({
        openapi: "3.1.0",
        info: { title: { pay: "Cirta Pay API", pro: "Cirta Pro API" }[id] },
      });
      // Validation is CPU-bound: on a busy machine it takes longer than the default 5 s.
    }, 30_000);

    it(`${id}: as served, it passes Redocly's recommended rules, warnings included`, async () => {
      // An independent validator (Redocly's linter, not written here) on the document as served.
      const config = await createConfig({ extends: ["recommended"] });
      const problems = await lintFromString({ source: await rawDocument(id), absoluteRef: `/developer/${id}/openapi.yaml`, config });
      expect(
        problems.map((problem) => `${problem.severity} ${problem.ruleId}: ${problem.message} (${problem.location[0]?.pointer})`),
      ).toEqual([]);
    }, 30_000);

    it(`${id}: as served, it has a license, and every operation says what an unauthenticated call gets (401)`, async () => {
      const document = parse(await rawDocument(id)) as {
        info: { license?: { name?: string; url?: string } };
        security?: unknown[];
        paths: Record<string, Record<string, { responses?: Record<string, unknown> }>>;
      };
      expect(document.info.license?.name).toBeTruthy();
      // Brand tokens filled: an absolute address of our own terms.
      expect(document.info.license?.url).toMatch(/^https:\/\/www\.[a-z0-9.-]+\/developer\/term$/);
      expect(document.security?.length).toBeGreaterThan(0);
      expect(Object.keys(document.paths).length).toBeGreaterThan(1);
      const missing = Object.entries(document.paths).flatMap(([path, item]) =>
        Object.entries(item)
          .filter(([, operation]) => operation.responses && !("401" in operation.responses))
          .map(([method]) => `${method.toUpperCase()} ${path}`),
      );
      expect(missing).toEqual([]);
    });

    it(`${id}: every operation and event has a unique id, a summary in en, fr and ar, and examples`, async () => {
      const document = parse(readFileSync(`content/openapi/${id}.yaml`, "utf8")) as {
        paths: Record<string, Record<string, unknown>>;
        webhooks: Record<string, Record<string, unknown>>;
      };
      const raw = [...Object.values(document.paths), ...Object.values(document.webhooks)].flatMap((item) => Object.values(item));
      expect(raw.length, "operations and events in the document").toBeGreaterThan(3);
      for (const operation of raw)
        expect([(operation as { operationId: string }).operationId, isTranslated(operation, "summary")]).toEqual([
          (operation as { operationId: string }).operationId,
          true,
        ]);

      const model = await loadApi(id);
      const operations = [...allOperations(model), ...model.webhooks];
      expect(operations.length).toBe(raw.length);
      const ids = operations.map((operation) => operation.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const operation of operations) {
        expect(operation.id).toMatch(/^[a-zA-Z][a-zA-Z0-9]+$/);
        for (const lang of langs)
          expect(operation.summary[lang].length, `${operation.id} ${lang}`).toBeGreaterThan(3);
        expect(operation.summary.ar, operation.id).toMatch(/\p{Script=Arabic}/u);
        expect(operation.summary.fr, operation.id).not.toBe(operation.summary.en);
        const success = operation.responses.find((response) => response.status.startsWith("2"));
        const example = operation.method === "post" && !operation.path.startsWith("/") ? operation.body?.example : success?.example;
        if (operation.path.startsWith("/")) expect(success?.example, `${operation.id} example response`).toBeDefined();
        else expect(example, `${operation.id} example payload`).toBeDefined();
        if (operation.body && operation.path.startsWith("/")) expect(operation.body.example, `${operation.id} example body`).toBeDefined();
        for (const parameter of operation.parameters.filter((item) => item.in === "path"))
          expect(parameter.example, `${operation.id} ${parameter.name}`).toBeDefined();
      }
    });

    it(`${id}: every field description has French and Arabic text`, async () => {
      const model = await loadApi(id);
      const rows = [...allOperations(model), ...model.webhooks].flatMap((operation) => [
        ...operation.parameters,
        ...(operation.body?.fields ?? []),
        ...operation.responses.flatMap((response) => response.fields),
      ]);
      const untranslated = rows.filter(
        (row) => row.description && (row.description.ar === row.description.en || !/\p{Script=Arabic}/u.test(row.description.ar)),
      );
      expect(untranslated.map((row) => row.name)).toEqual([]);
    });

    it(`${id}: has a live and a test server, the site's own sandbox, and samples use the test one`, async () => {
      const model = await loadApi(id);
      expect(model.servers.map((server) => server.mode).sort()).toEqual(["live", "test"]);
      expect(sampleServer(model)).toBe(`${site.url}/sandbox/${id}`);
    });
  }

  it("a guide is shown only for the API it describes: pagination and 409 on Pay, neither on Pro (review pass 4, 5.7)", async () => {
    const [pay, pro] = [await loadApi("pay"), await loadApi("pro")];
    const statuses = (model: typeof pay) => new Set(allOperations(model).flatMap((operation) => operation.responses.map((response) => response.status)));
    expect(hasPagedList(pay)).toBe(true);
    expect(hasPagedList(pro)).toBe(false);
    expect(statuses(pay).has("409")).toBe(true);
    expect(statuses(pro).has("409")).toBe(false);
  });

  it("rejects a broken document", async () => {
    const source = (await rawDocument("pay")).replace(
      "operationId: getBalance\n      tags: [Balance]\n",
      "operationId: getBalance\n      tags: Balance\n",
    );
    await expect(parseDocument(source, "broken")).rejects.toThrow(/invalid/);
  });

  it("rejects a document with an unresolvable $ref", async () => {
    const source = (await rawDocument("pro")).replace('$ref: "#/components/schemas/Operator"', '$ref: "#/components/schemas/Nope"');
    await expect(parseDocument(source, "broken")).rejects.toThrow();
  });
});
