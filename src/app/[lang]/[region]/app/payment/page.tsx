import { pageContext, pageMessages, type PageProps, pageTranslations, routeMetadata } from "@/lib/page";
import { Hero } from "@/components/sections/shared/hero";
import { StepsSection } from "@/components/sections/shared/steps";
import { DownloadButton } from "@/components/sections/app/download-button";
import { DownloadCta } from "@/components/sections/app/download-cta";
import { GuideLink } from "@/components/sections/app/guide-link";
import { BillerDirectory } from "./_sections/biller-directory";

export const generateMetadata = routeMetadata("/app/payment");

/** /app/payment: scan-to-pay bills and QR-code payments in shops, step by step. */
export default async function PaymentPage(props: PageProps) {
  await pageContext(props);
  const t = await pageTranslations("/app/payment");
  const payment = await pageMessages("/app/payment");
  return (
    <>
      <Hero eyebrow={t("hero.eyebrow")} title={t("hero.title")} lead={t("hero.lead")} actions={<DownloadButton />} />
      <BillerDirectory />
      <StepsSection title={t("billSteps.title")} titleId="bill-steps-title" items={payment.billSteps.items}>
        <GuideLink slug="bill-scanning" label={t("guides.bill")} />
      </StepsSection>
      <StepsSection title={t("qrSteps.title")} lead={t("qrSteps.lead")} titleId="qr-steps-title" items={payment.qrSteps.items} tone="muted">
        <GuideLink slug="qr-code-payments" label={t("guides.qr")} />
      </StepsSection>
      <DownloadCta />
    </>
  );
}
