import Link from "next/link";
import { getTranslations } from "next-intl/server";
import type { Lang } from "@/config/languages";
import type { RegionId } from "@/config/regions";
import { localHref } from "@/i18n/links";
import { Section } from "@/components/ui/section";
import { Button } from "@/components/ui/button";

/** Where to go next: news and careers. */
export async function AboutCtaSection({ lang, region }: { lang: Lang; region: RegionId }) {
  const t = await getTranslations({ locale: lang, namespace: "company.about.cta" });
  return (
    <Section title={t("title")} lead={t("body")} titleId="about-cta-title">
      <div className="flex flex-wrap gap-3">
        <Button asChild variant="gold" size="lg">
          <Link href={localHref(region, "/company/career")} prefetch={false}>{t("career")}</Link>
        </Button>
        <Button asChild variant="outline" size="lg">
          <Link href={localHref(region, "/company/news")} prefetch={false}>{t("news")}</Link>
        </Button>
      </div>
    </Section>
  );
}
