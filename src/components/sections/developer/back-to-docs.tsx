import { getTranslations } from "next-intl/server";
import { ArrowLeft } from "@/components/icons/lucide";
import type { ApiId } from "@/config/apis";
import { regionHref } from "@/i18n/region";
import { Button } from "@/components/ui/button";
import { pageMessages } from "@/lib/page";

/** "Back to the <API> docs": the way from a reference or SDK page to the API's docs page. */
export async function BackToDocs({ api }: { api: ApiId }) {
  const t = await getTranslations("developer.docs.referencePage");
  const apiName = (await pageMessages(`/developer/${api}`)).title;
  return (
    <Button asChild variant="outline">
      <a href={regionHref(`/developer/${api}`)}>
        <ArrowLeft aria-hidden className="size-4 rtl:-scale-x-100" />
        {t("back", { api: apiName })}
      </a>
    </Button>
  );
}
