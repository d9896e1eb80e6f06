import { Bell, Fingerprint, Lock, ShieldCheck } from "lucide-react";
import { pageContext, routeMetadata, type PageProps } from "@/lib/page";
import { AppHero } from "@/components/sections/app/app-hero";
import { AppCta } from "@/components/sections/app/app-cta";
import { FeatureGrid } from "@/components/sections/app/feature-grid";
import { LinkedCards } from "@/components/sections/app/linked-cards";
import { StepsBlock } from "@/components/sections/app/steps-block";

export const generateMetadata = routeMetadata("/app/wallet");

/** /app/wallet: linked cards, balance, how linking works, security. */
export default async function WalletPage(props: PageProps) {
  const { lang, region } = await pageContext(props);
  return (
    <>
      <AppHero lang={lang} region={region} pick={(m) => m.wallet.hero} />
      <LinkedCards lang={lang} />
      <FeatureGrid lang={lang} pick={(m) => m.wallet.balance} id="balance-title" tone="muted" />
      <StepsBlock lang={lang} pick={(m) => m.wallet.linking} id="linking-title" />
      <FeatureGrid
        lang={lang}
        pick={(m) => m.wallet.security}
        id="security-title"
        tone="muted"
        icons={[Fingerprint, Lock, Bell, ShieldCheck]}
      />
      <AppCta lang={lang} region={region} />
    </>
  );
}
