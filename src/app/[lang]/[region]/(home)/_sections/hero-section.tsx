import Link from "next/link";
import { regionHref } from "@/i18n/region";
import { Button } from "@/components/ui/button";
import { Hero } from "@/components/sections/shared/hero";
import { HeroIllustration } from "@/components/sections/shared/hero-illustration";
import { pageTranslations } from "@/lib/page";

/** The home's hero: the site's shared `Hero` at its largest, with the phone illustration shown on phones too. */
export async function HeroSection() {
  const t = await pageTranslations("/", "hero");
  return (
    <Hero
      size="home"
      titleId="hero-title"
      eyebrow={t("eyebrow")}
      title={t("title")}
      lead={t("lead")}
      aside={<HeroIllustration />}
      asideOnPhones
      actions={
        <>
          <Button asChild variant="gold" size="lg">
            <Link href={regionHref("/app/download")} prefetch={false}>
              {t("primaryCta")}
            </Link>
          </Button>
          <Button asChild variant="outline" size="lg">
            <Link href={regionHref("/business/pay")} prefetch={false}>
              {t("secondaryCta")}
            </Link>
          </Button>
        </>
      }
    />
  );
}
