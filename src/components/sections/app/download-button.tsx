import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { regionHref } from "@/i18n/region";
import { Button } from "@/components/ui/button";

/** The section's main call to action, first in every hero but the download page's, and in the closing band. */
export async function DownloadButton() {
  const t = await getTranslations("app.common.cta");
  return (
    <Button asChild variant="gold" size="lg">
      <Link href={regionHref("/app/download")} prefetch={false}>
        {t("download")}
      </Link>
    </Button>
  );
}
