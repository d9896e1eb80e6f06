import { getTranslations } from "next-intl/server";
import type { ApiId } from "@/config/apis";
import { Hero } from "@/components/sections/shared/hero";
import { BackToDocs } from "./back-to-docs";
import { DocsShell } from "./docs-shell";
import { SdkDirectory } from "./guides/sdk-directory";
import { pageMessages } from "@/lib/page";

/** An API's SDKs and plugins, with the docs' contents beside them. */
export async function SdkPage({ api }: { api: ApiId }) {
  const t = await getTranslations("developer.docs");
  const apiName = (await pageMessages(`/developer/${api}`)).title;
  const hero = (
    <Hero
      eyebrow={apiName}
      title={t("sdks.title")}
      lead={api === "pro" ? t("sdks.leadPro") : t("sdks.lead")}
      actions={<BackToDocs api={api} />}
    />
  );
  return (
    <DocsShell api={api} hero={hero} current="sdks">
      <SdkDirectory api={api} />
    </DocsShell>
  );
}
