import { pageContext, routeMetadata, type PageProps } from "@/lib/page";
import { AppHero } from "@/components/sections/app/app-hero";
import { AppCta } from "@/components/sections/app/app-cta";
import { CreditRules } from "@/components/sections/app/credit-rules";
import { EarningsExample } from "@/components/sections/app/earnings-example";
import { BuyCredit } from "@/components/sections/app/buy-credit";

export const generateMetadata = routeMetadata("/app/reward");

/** /app/reward: CC rules, an earnings example from data, and how to buy CC. */
export default async function RewardPage(props: PageProps) {
  const { lang, region } = await pageContext(props);
  return (
    <>
      <AppHero lang={lang} region={region} pick={(m) => m.reward.hero} />
      <CreditRules lang={lang} />
      <EarningsExample lang={lang} region={region} />
      <BuyCredit lang={lang} />
      <AppCta lang={lang} region={region} />
    </>
  );
}
