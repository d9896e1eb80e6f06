import { getMessages, getTranslations } from "next-intl/server";
import { ArrowLeft } from "lucide-react";
import type { ApiId } from "@/lib/openapi/types";
import { regionHref } from "@/i18n/region";
import { Button } from "@/components/ui/button";
import { Hero } from "@/components/sections/shared/hero";
import { DocsShell } from "./docs-shell";
import { SdkDirectory } from "./guides/sdk-directory";

/** An API's SDKs and plugins, with the docs' contents beside them. */
export async function SdkPage({ api }: { api: ApiId }) {
  const t = await getTranslations("developer.docs");
  const apiName = (await getMessages()).developer[api].title;
  const hero = (
    <Hero
      eyebrow={apiName}
      title={t("sdks.title")}
      lead={api === "pro" ? t("sdks.leadPro") : t("sdks.lead")}
      actions={
        <Button asChild variant="outline">
          <a href={regionHref(`/developer/${api}`)}>
            <ArrowLeft aria-hidden className="size-4 rtl:-scale-x-100" />
            {t("referencePage.back", { api: apiName })}
          </a>
        </Button>
      }
    />
  );
  return (
    <DocsShell api={api} hero={hero} current="sdks">
      <SdkDirectory api={api} />
    </DocsShell>
  );
}
