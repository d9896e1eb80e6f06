import "server-only";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { ApiId } from "@/config/apis";
import { withBrand } from "@/i18n/messages";

/**
 * The OpenAPI document of an API as written in `content/openapi/<id>.yaml` (served at
 * `/developer/<id>/openapi.yaml`), with the brand tokens (`{payName}`, `{domain}`...)
 * filled from `src/config/site.ts` like messages and content.
 */
export async function rawDocument(id: ApiId): Promise<string> {
  return withBrand(await readFile(join(process.cwd(), "content", "openapi", `${id}.yaml`), "utf8"));
}
