import { readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { parse as parseYaml } from "yaml";
import { operationSlug } from "@/lib/openapi/slug";
import type { ApiId } from "@/config/apis";
import { withBrand } from "@/i18n/messages";

// The one reader of the OpenAPI documents in content/openapi/: the raw text the reference is built
// from (src/lib/openapi/load.ts) and, synchronously, the slugs of its pages.

/**
 * The OpenAPI document of an API as written in `content/openapi/<id>.yaml` (served at
 * `/developer/<id>/openapi.yaml`), with the brand tokens (`{payName}`, `{domain}`...)
 * filled from `src/config/site.ts` like messages and content.
 */
export async function rawDocument(id: ApiId): Promise<string> {
  return withBrand(await readFile(join(process.cwd(), "content", "openapi", `${id}.yaml`), "utf8"));
}

type Operation = { operationId?: string; tags?: string[] };
const METHODS = ["get", "post", "put", "patch", "delete"] as const;

/**
 * Slugs of an API's reference pages, one per operation of `content/openapi/<api>.yaml`,
 * in reference order: tag by tag as the document lists its tags, then the webhook events.
 * Synchronous, so the route registry's expansion (`sitePages()`), the site maps and the
 * tests list the pages without loading the full model; the pages render from the
 * validated model (`loadApi`), and a unit test checks both give the same list.
 */
export function referenceSlugs(api: ApiId): string[] {
  const document = parseYaml(readFileSync(join(process.cwd(), "content", "openapi", `${api}.yaml`), "utf8")) as {
    tags?: { name: string }[];
    paths?: Record<string, Record<string, Operation>>;
    webhooks?: Record<string, Record<string, Operation>>;
  };
  const operations = (items: Record<string, Record<string, Operation>> | undefined) =>
    Object.values(items ?? {}).flatMap((item) => METHODS.flatMap((method) => (item[method] ? [item[method]] : [])));
  const endpoints = operations(document.paths);
  return [
    ...(document.tags ?? []).flatMap((tag) => endpoints.filter((operation) => operation.tags?.[0] === tag.name)),
    ...operations(document.webhooks),
  ].map((operation) => operationSlug(String(operation.operationId)));
}
