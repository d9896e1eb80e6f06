import { getTranslations } from "next-intl/server";
import type { ApiId } from "@/config/apis";
import { Hero } from "@/components/sections/shared/hero";
import { sdkPageKeys } from "@/data/sdks";
import { BackToDocs } from "./back-to-docs";
import { DocsShell } from "./docs-shell";
import { SdkDirectory } from "./guides/sdk-directory";
import { pageMessages } from "@/lib/page";

/** An API's SDKs (and plugins, where it has any), with the docs' contents beside them. */
export async function SdkPage({ api }: { api: ApiId }) {
  const t = await getTranslations("developer.docs.sdks");
  const apiName = (await pageMessages(`/developer/${api}`)).title;
  const hero = (
    <Hero
      eyebrow={apiName}
      title={t(sdkPageKeys(api).title)}
      lead={api === "pro" ? t("leadPro") : t("lead")}
      actions={<BackToDocs api={api} />}
    />
  );
  return (
    <DocsShell api={api} hero={hero} current="sdks">
      <SdkDirectory api={api} />
    </DocsShell>
  );
}
