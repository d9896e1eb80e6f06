import "server-only";
import { parse as parseYaml } from "yaml";
import { compileErrors, dereference, validate } from "@readme/openapi-parser";
import { rawDocument } from "@/lib/content/openapi";
import { buildModel } from "./model";
import type { ApiId } from "@/config/apis";
import type { ApiModel } from "./types";

/** An OpenAPI document as the parser types it (the parser does not export the type). */
type ApiDocument = Exclude<Parameters<typeof dereference>[0], string>;

/**
 * Parses and validates an OpenAPI 3.1 document, then resolves its `$ref`s.
 * Throws with every validation error, so a broken document fails the build.
 */
export async function parseDocument(source: string, name = "document"): Promise<Record<string, unknown>> {
  // YAML parses to `unknown`: the validator is what tells whether it is an OpenAPI document.
  const document = parseYaml(source) as ApiDocument;
  const result = await validate(structuredClone(document));
  if (!result.valid) throw new Error(`OpenAPI ${name} is invalid:\n${compileErrors(result)}`);
  const resolved: object = await dereference(structuredClone(document));
  return resolved as Record<string, unknown>;
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
