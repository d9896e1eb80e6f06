import { pageContext, routeMetadata, type PageProps } from "@/lib/page";
import { AppHero } from "@/components/sections/app/app-hero";
import { AppCta } from "@/components/sections/app/app-cta";
import { StepsBlock } from "@/components/sections/app/steps-block";
import { BillerDirectory } from "@/components/sections/app/biller-directory";
import { GuideLink } from "@/components/sections/app/guide-link";
import { appMessages } from "@/lib/app/page";

export const generateMetadata = routeMetadata("/app/payment");

/** /app/payment: scan-to-pay bills and QR-code payments in shops, step by step. */
export default async function PaymentPage(props: PageProps) {
  const { lang, region } = await pageContext(props);
  const { guides } = (await appMessages(lang)).payment;
  return (
    <>
      <AppHero lang={lang} region={region} pick={(m) => m.payment.hero} />
      <BillerDirectory lang={lang} />
      <StepsBlock lang={lang} pick={(m) => m.payment.billSteps} id="bill-steps-title">
        <GuideLink region={region} slug="bill-scanning" label={guides.bill} />
      </StepsBlock>
      <StepsBlock lang={lang} pick={(m) => m.payment.qrSteps} id="qr-steps-title" tone="muted">
        <GuideLink region={region} slug="qr-code-payments" label={guides.qr} />
      </StepsBlock>
      <AppCta lang={lang} region={region} />
    </>
  );
}
