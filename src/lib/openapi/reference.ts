import "server-only";
import { notFound } from "next/navigation";
import { getLocale, getTranslations } from "next-intl/server";
import type { OwnMetadata } from "@/lib/page";
import { loadApi } from "./load";
import { referencePages, type ReferencePage } from "./model";
import type { ApiId } from "@/config/apis";
import type { ApiModel } from "./types";
import { pageMessages } from "@/lib/page";

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

/** Copy from the document (backticks mark code) as plain text, for titles and descriptions. */
const plain = (text: string) => text.replace(/`([^`]+)`/g, "$1");

/**
 * Title and description of a reference page in the page's language: the operation's summary and
 * description from the document's translations, around copy from `developer.docs.referencePage`.
 */
export async function referenceMetadata(api: ApiId, slug: string): Promise<OwnMetadata> {
  const { page } = await referencePage(api, slug);
  const t = await getTranslations("developer.docs.referencePage");
  const lang = await getLocale();
  const apiName = (await pageMessages(`/developer/${api}`)).title;
  const { operation } = page;
  const values = { operation: operation.summary[lang], api: apiName, description: plain(operation.description?.[lang] ?? "") };
  return {
    title: t("metaTitle", values),
    description: page.tag ? t("metaDescription", values) : t("eventMetaDescription", { ...values, event: operation.path }),
  };
}
