import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import type { Lang } from "@/i18n/languages";
import type { RegionId } from "@/config/regions";
import { pageMetadata } from "@/lib/seo";
import { HeroSection } from "@/components/sections/home/hero-section";
import { ProductsSection } from "@/components/sections/home/products-section";
import { WhySection } from "@/components/sections/home/why-section";
import { DownloadSection } from "@/components/sections/home/download-section";
import { ComingSoonSection } from "@/components/sections/home/coming-soon-section";

type Props = { params: Promise<{ lang: string; region: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang, region } = (await params) as { lang: Lang; region: RegionId };
  const t = await getTranslations({ locale: lang, namespace: "metadata" });
  const key = region === "ma" ? "homeMa" : "home";
  return pageMetadata({ lang, region, path: "/", title: t(`${key}.title`), description: t(`${key}.description`), absoluteTitle: true });
}

/** Home: composes sections only. Morocco gets its coming-soon landing. */
export default async function HomePage({ params }: Props) {
  const { lang, region } = (await params) as { lang: Lang; region: RegionId };
  setRequestLocale(lang);
  if (region === "ma") return <ComingSoonSection lang={lang} />;
  return (
    <>
      <HeroSection lang={lang} region={region} />
      <ProductsSection lang={lang} region={region} />
      <WhySection lang={lang} />
      <DownloadSection lang={lang} region={region} />
    </>
  );
}
