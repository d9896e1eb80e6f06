import { getTranslations } from "next-intl/server";
import { Apple, Globe, Play } from "@/components/icons/lucide";
import { site } from "@/config/site";
import { getRegion } from "@/i18n/region";
import { absoluteUrl } from "@/lib/seo";
import { Button } from "@/components/ui/button";
import { CopyButton } from "@/components/ui/copy-button";
import { Cta } from "@/components/sections/shared/cta";
import { pageTranslations } from "@/lib/page";

/** The closing call to action: Android now, iPhone soon, the web version meanwhile. */
export async function DownloadSection() {
  const t = await pageTranslations("/", "download");
  const tt = await getTranslations("toast");
  const tc = await getTranslations("common");
  return (
    <Cta
      title={t("title")}
      body={t("body")}
      titleId="download-title"
      actions={
        <>
          <Button asChild variant="gold" size="lg">
            <a href={site.links.playStore} rel="noopener noreferrer" target="_blank">
              <Play aria-hidden className="size-5" />
              {t("android")}
              <span className="sr-only"> {tc("opensInNewTab")}</span>
            </a>
          </Button>
          <span className="text-brand-100 inline-flex min-h-13 items-center gap-2 rounded-full border border-white/30 px-6 py-3 font-semibold">
            <Apple aria-hidden className="size-5" />
            {t("iosSoon")}
          </span>
          <Button asChild variant="ghost" size="lg" className="text-white hover:bg-white/10">
            <a href={site.links.webApp} rel="noopener noreferrer" target="_blank">
              <Globe aria-hidden className="size-5" />
              {t("web")}
              <span className="sr-only"> {tc("opensInNewTab")}</span>
            </a>
          </Button>
        </>
      }
    >
      {/* The public download page on this page's region, to paste into a message. */}
      <CopyButton
        className="mt-6 border-white/30 text-white hover:bg-white/10"
        value={absoluteUrl(getRegion(), "/app/download")}
        label={t("copyLink")}
        copiedMessage={tt("linkCopied")}
        failedMessage={tt("copyFailed")}
      />
    </Cta>
  );
}
