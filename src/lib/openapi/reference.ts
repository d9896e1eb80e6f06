import "server-only";
import { notFound } from "next/navigation";
import { loadApi } from "./load";
import { referencePages, type ReferencePage } from "./model";
import type { ApiId } from "@/config/apis";
import type { ApiModel } from "./types";

/**
 * The reference page of a slug. `dynamicParams = false` makes unknown slugs unmatched routes
 * once pre-rendered; while the site renders on demand Next still calls the page, so answer 404 here.
 */
export async function referencePage(api: ApiId, slug: string): Promise<{ model: ApiModel; page: ReferencePage }> {
  const model = await loadApi(api);
  const page = referencePages(model).find((item) => item.slug === slug);
  if (!page) notFound();
  return { model, page };
}
