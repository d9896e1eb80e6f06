import { pageContext, type PageProps, pageTranslations, routeMetadata } from "@/lib/page";
import { Hero } from "@/components/sections/shared/hero";
import { DownloadButton } from "@/components/sections/app/download-button";
import { DownloadCta } from "@/components/sections/app/download-cta";
import { BuyCredit } from "./_sections/buy-credit";
import { CreditRules } from "./_sections/credit-rules";
import { EarningsExample } from "./_sections/earnings-example";

export const generateMetadata = routeMetadata("/app/reward");

/** /app/reward: CC rules, an earnings example from data, and how to buy CC. */
export default async function RewardPage(props: PageProps) {
  await pageContext(props);
  const t = await pageTranslations("/app/reward");
  return (
    <>
      <Hero eyebrow={t("hero.eyebrow")} title={t("hero.title")} lead={t("hero.lead")} actions={<DownloadButton />} />
      <CreditRules />
      <EarningsExample />
      <BuyCredit />
      <DownloadCta />
    </>
  );
}
