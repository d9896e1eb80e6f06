import "server-only";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { parse as parseYaml } from "yaml";
import { compileErrors, dereference, validate } from "@readme/openapi-parser";
import { buildModel } from "./model";
import type { ApiId, ApiModel } from "./types";

/** Where the OpenAPI documents live. */
export function documentPath(id: ApiId): string {
  return join(process.cwd(), "content", "openapi", `${id}.yaml`);
}

/** The document as written in the repository (served at `/developer/<id>/openapi.yaml`). */
export function rawDocument(id: ApiId): Promise<string> {
  return readFile(documentPath(id), "utf8");
}

/**
 * Parses and validates an OpenAPI 3.1 document, then resolves its `$ref`s.
 * Throws with every validation error, so a broken document fails the build.
 */
export async function parseDocument(source: string, name = "document"): Promise<Record<string, unknown>> {
  const document = parseYaml(source) as Record<string, unknown>;
  const result = await validate(structuredClone(document) as never);
  if (!result.valid) throw new Error(`OpenAPI ${name} is invalid:\n${compileErrors(result)}`);
  return (await dereference(structuredClone(document) as never)) as unknown as Record<string, unknown>;
}

const cache = new Map<ApiId, Promise<ApiModel>>();

/** The validated, dereferenced model of an API, read once per process. */
export function loadApi(id: ApiId): Promise<ApiModel> {
  let model = cache.get(id);
  if (!model) {
    model = rawDocument(id).then(async (source) => buildModel(id, await parseDocument(source, `${id}.yaml`)));
    cache.set(id, model);
  }
  return model;
}
