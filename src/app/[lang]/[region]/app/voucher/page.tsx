import { pageContext, pageMessages, type PageProps, pageTranslations, routeMetadata } from "@/lib/page";
import { Hero } from "@/components/sections/shared/hero";
import { StepsSection } from "@/components/sections/shared/steps";
import { DownloadButton } from "@/components/sections/app/download-button";
import { DownloadCta } from "@/components/sections/app/download-cta";
import { TextBlock } from "@/components/sections/app/text-block";
import { VoucherDirectory } from "./_sections/voucher-directory";

export const generateMetadata = routeMetadata("/app/voucher");

/** /app/voucher: the voucher directory, how buying works, keeping codes safe. */
export default async function VoucherPage(props: PageProps) {
  await pageContext(props);
  const t = await pageTranslations("/app/voucher");
  const voucher = await pageMessages("/app/voucher");
  return (
    <>
      <Hero eyebrow={t("hero.eyebrow")} title={t("hero.title")} lead={t("hero.lead")} actions={<DownloadButton />} />
      <VoucherDirectory />
      <StepsSection title={t("steps.title")} titleId="steps-title" items={voucher.steps.items} />
      <TextBlock title={t("safety.title")} body={t("safety.body")} titleId="safety-title" tone="muted" />
      <DownloadCta />
    </>
  );
}
