import { pageContext, type PageProps, pageTranslations, routeMetadata } from "@/lib/page";
import { Hero } from "@/components/sections/shared/hero";
import { TextBlock } from "@/components/sections/app/text-block";
import { DownloadOptions } from "./_sections/download-options";
import { DownloadQr } from "./_sections/download-qr";
import { HeroIllustration } from "@/components/sections/shared/hero-illustration";

export const generateMetadata = routeMetadata("/app/download");

/** /app/download (SPEC 5): links first, device-aware modals once the page is interactive, a QR code on desktop. */
export default async function DownloadPage(props: PageProps) {
  await pageContext(props);
  const t = await pageTranslations("/app/download");
  return (
    <>
      {/* No download button in this hero: the page itself is the download. */}
      <Hero eyebrow={t("hero.eyebrow")} title={t("hero.title")} lead={t("hero.lead")} aside={<HeroIllustration />} />
      <DownloadOptions />
      <DownloadQr />
      <TextBlock title={t("iosSoon.title")} body={t("iosSoon.body")} titleId="ios-soon-title" tone="muted" />
    </>
  );
}
