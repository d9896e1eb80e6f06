import type { Metadata } from "next";
import "./globals.css";
import { headers } from "next/headers";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { site } from "@/config/site";
import { isRegionId, type RegionId } from "@/config/regions";
import { isLang, type Lang } from "@/config/languages";
import { LANG_HEADER, REGION_HEADER } from "@/i18n/cookie";
import { regionHome } from "@/i18n/links";
import { Button } from "@/components/ui/button";
import { Logo } from "@/components/layout/logo";
import { Document } from "@/components/layout/document";

/**
 * The 404 page for every unknown path: localized, status 404, no header or
 * footer, a link back to the region's home. It is Next's global not-found:
 * rendered only for unmatched URLs (a `notFound()` call is not server-rendered,
 * see vercel/next.js#62228) and outside every page's tree, so reading the
 * request headers here keeps all pages static. The proxy sets the language
 * and region headers (overwriting any a client sent); they are validated again.
 * The language is then set as the request's, like `pageContext` does for pages.
 */
async function requestLocale(): Promise<{ lang: Lang; region: RegionId }> {
  const list = await headers();
  const lang = list.get(LANG_HEADER);
  const region = list.get(REGION_HEADER);
  const locale: { lang: Lang; region: RegionId } = { lang: isLang(lang) ? lang : "en", region: isRegionId(region) ? region : "global" };
  setRequestLocale(locale.lang);
  return locale;
}

export async function generateMetadata(): Promise<Metadata> {
  await requestLocale();
  const t = await getTranslations("metadata");
  return {
    metadataBase: new URL(site.url),
    title: `${t("notFound.title")} | ${site.name}`,
    description: t("notFound.description"),
    robots: { index: false },
  };
}

export default async function NotFound() {
  const { region } = await requestLocale();
  const t = await getTranslations("notFound");
  return (
    <Document>
      <main id="main" className="flex flex-1 flex-col items-center justify-center gap-6 px-6 py-24 text-center">
        <Logo />
        <p className="text-sm font-semibold tracking-widest text-accent uppercase">{t("code")}</p>
        <h1 className="max-w-xl text-4xl font-bold text-balance">{t("title")}</h1>
        <p className="max-w-lg text-lg text-ink-muted">{t("body")}</p>
        <Button asChild variant="gold" size="lg">
          <a href={regionHome(region)} data-testid="region-home">
            {t("backHome")}
          </a>
        </Button>
      </main>
    </Document>
  );
}
