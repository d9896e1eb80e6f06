import { Bell, Fingerprint, Lock, ShieldCheck } from "@/components/icons/lucide";
import { pageContext, pageMessages, type PageProps, pageTranslations, routeMetadata } from "@/lib/page";
import { Hero } from "@/components/sections/shared/hero";
import { StepsSection } from "@/components/sections/shared/steps";
import { DownloadButton } from "@/components/sections/app/download-button";
import { DownloadCta } from "@/components/sections/app/download-cta";
import { FeatureGrid } from "@/components/sections/app/feature-grid";
import { LinkedCards } from "./_sections/linked-cards";

export const generateMetadata = routeMetadata("/app/wallet");

/** /app/wallet: linked cards, balance, how linking works, security. */
export default async function WalletPage(props: PageProps) {
  await pageContext(props);
  const t = await pageTranslations("/app/wallet");
  const wallet = await pageMessages("/app/wallet");
  return (
    <>
      <Hero eyebrow={t("hero.eyebrow")} title={t("hero.title")} lead={t("hero.lead")} actions={<DownloadButton />} />
      <LinkedCards />
      <FeatureGrid title={t("balance.title")} titleId="balance-title" items={wallet.balance.items} tone="muted" />
      <StepsSection title={t("linking.title")} titleId="linking-title" items={wallet.linking.items} />
      <FeatureGrid
        title={t("security.title")}
        titleId="security-title"
        items={wallet.security.items}
        tone="muted"
        icons={[Fingerprint, Lock, Bell, ShieldCheck]}
      />
      <DownloadCta />
    </>
  );
}
