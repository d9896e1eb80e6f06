import { getTranslations } from "next-intl/server";
import { FileCode, FileText, KeyRound } from "@/components/icons/lucide";
import type { ApiId } from "@/config/apis";
import { regionHref } from "@/i18n/region";
import { site } from "@/config/site";
import { Button } from "@/components/ui/button";

/** The hero's actions: API keys, and the machine-readable versions of the docs (OpenAPI, Markdown). */
export async function DocsLinks({ api }: { api: ApiId }) {
  const t = await getTranslations("developer.docs.hero");
  return (
    <>
      <Button asChild variant="gold">
        <a href={site.links.developerDashboard}>
          <KeyRound aria-hidden className="size-4" />
          {t("dashboard")}
        </a>
      </Button>
      <Button asChild variant="outline">
        <a href={regionHref(`/developer/${api}/openapi.yaml`)} download={`${api}.openapi.yaml`}>
          <FileCode aria-hidden className="size-4" />
          {t("openapi")}
        </a>
      </Button>
      <Button asChild variant="outline">
        <a href={regionHref(`/developer/${api}.md`)}>
          <FileText aria-hidden className="size-4" />
          {t("markdown")}
        </a>
      </Button>
    </>
  );
}
