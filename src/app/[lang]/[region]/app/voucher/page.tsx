import { pageContext, routeMetadata, type PageProps } from "@/lib/page";
import { AppHero } from "@/components/sections/app/app-hero";
import { AppCta } from "@/components/sections/app/app-cta";
import { StepsBlock } from "@/components/sections/app/steps-block";
import { VoucherDirectory } from "@/components/sections/app/voucher-directory";
import { TextBlock } from "@/components/sections/app/text-block";

export const generateMetadata = routeMetadata("/app/voucher");

/** /app/voucher: the voucher directory, how buying works, keeping codes safe. */
export default async function VoucherPage(props: PageProps) {
  const { lang, region } = await pageContext(props);
  return (
    <>
      <AppHero lang={lang} region={region} pick={(m) => m.voucher.hero} />
      <VoucherDirectory lang={lang} />
      <StepsBlock lang={lang} pick={(m) => m.voucher.steps} id="steps-title" />
      <TextBlock lang={lang} pick={(m) => m.voucher.safety} id="safety-title" tone="muted" />
      <AppCta lang={lang} region={region} />
    </>
  );
}
