import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { site } from "@/config/site";
import { pageContext, type PageProps } from "@/lib/page";
import { NotFoundView } from "@/components/layout/not-found-view";

/**
 * The 404 page, pre-rendered once per language and region. The proxy rewrites
 * every path that is neither a page nor a file here with status 404
 * (src/proxy.ts), so no 404 is rendered per request. Not in the route registry:
 * it has no public address, no canonical and is never indexed.
 */
export async function generateMetadata(props: PageProps): Promise<Metadata> {
  await pageContext(props);
  const t = await getTranslations("metadata");
  return { title: { absolute: `${t("notFound.title")} | ${site.name}` }, description: t("notFound.description"), robots: { index: false } };
}

export default async function PageNotFound(props: PageProps) {
  const { region } = await pageContext(props);
  return <NotFoundView region={region} />;
}
