import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { regionHref } from "@/i18n/region";
import { Button } from "@/components/ui/button";
import { Cta } from "@/components/sections/shared/cta";
import { DownloadButton } from "./download-button";

/** The closing band of the section's pages: download, or ask the help centre. The same copy on every page, hence one component. */
export async function DownloadCta() {
  const t = await getTranslations("app.common.cta");
  return (
    <Cta
      title={t("title")}
      body={t("body")}
      titleId="app-cta-title"
      actions={
        <>
          <DownloadButton />
          <Button asChild variant="ghost" size="lg" className="text-white hover:bg-white/10">
            <Link href={regionHref("/app/help")} prefetch={false}>
              {t("help")}
            </Link>
          </Button>
        </>
      }
    />
  );
}
