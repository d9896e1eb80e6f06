import "server-only";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { ApiId } from "@/lib/openapi/types";

/** The OpenAPI document of an API as written in `content/openapi/<id>.yaml` (served at `/developer/<id>/openapi.yaml`). */
export function rawDocument(id: ApiId): Promise<string> {
  return readFile(join(process.cwd(), "content", "openapi", `${id}.yaml`), "utf8");
}
