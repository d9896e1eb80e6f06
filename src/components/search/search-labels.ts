import "server-only";
import { getTranslations } from "next-intl/server";
import { SUGGESTIONS } from "@/lib/search/engine";
import type { SearchLabels } from "./search-form";

/** The search field's strings, translated on the server (the site ships no client messages). `{query}` is filled in the browser. */
export async function searchLabels(): Promise<SearchLabels> {
  const t = await getTranslations("search");
  return {
    label: t("label"),
    placeholder: t("placeholder"),
    submit: t("submit"),
    loading: t("loading"),
    failed: t("failed"),
    keys: t("keys"),
    seeAll: t("seeAll", { query: "{query}" }),
    noResults: t("noResults", { query: "{query}" }),
    counts: Array.from({ length: SUGGESTIONS + 1 }, (_, count) => t("count", { count })),
  };
}
