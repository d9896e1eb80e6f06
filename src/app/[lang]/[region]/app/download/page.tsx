import { pageContext, routeMetadata, type PageProps } from "@/lib/page";
import { AppHero } from "@/components/sections/app/app-hero";
import { TextBlock } from "@/components/sections/app/text-block";
import { DownloadOptions } from "@/components/sections/app/download/download-options";
import { DownloadQr } from "@/components/sections/app/download/download-qr";
import { HeroIllustration } from "@/components/sections/home/hero-illustration";

export const generateMetadata = routeMetadata("/app/download");

/** /app/download (SPEC 5): links first, device-aware modals once the page is interactive, a QR code on desktop. */
export default async function DownloadPage(props: PageProps) {
  const { lang, region } = await pageContext(props);
  return (
    <>
      <AppHero lang={lang} region={region} pick={(m) => m.download.hero} cta={false} aside={<HeroIllustration />} />
      <DownloadOptions lang={lang} />
      <DownloadQr lang={lang} region={region} />
      <TextBlock lang={lang} pick={(m) => m.download.iosSoon} id="ios-soon-title" tone="muted" />
    </>
  );
}
