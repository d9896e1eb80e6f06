import { getTranslations } from "next-intl/server";
import type { ApiId } from "@/lib/openapi/types";
import { integrationsFor } from "@/data/sdks";
import { guideIds } from "../guide-ids";
import { GuideSection } from "./guide-section";
import { IntegrationCard } from "./integration-card";

/** SDKs and plugins for the API, from `src/data/sdks.ts`, with a "maintained" marker from the release date. */
export async function SdkDirectory({ api }: { api: ApiId }) {
  const t = await getTranslations("developer.docs.sdks");
  const items = integrationsFor(api);
  const groups = [
    { kind: "sdk", title: t("sdkTitle") },
    { kind: "plugin", title: t("pluginTitle") },
  ] as const;
  return (
    <GuideSection id={guideIds.sdks} title={t("title")}>
      <p className="text-ink-muted mt-4 max-w-3xl">{api === "pro" ? t("leadPro") : t("lead")}</p>
      {groups.map(({ kind, title }) => {
        const list = items.filter((item) => item.kind === kind);
        if (!list.length) return null;
        return (
          <div key={kind}>
            <h3 className="mt-8 text-lg font-bold">{title}</h3>
            <ul className="mt-4 grid gap-4 md:grid-cols-2">
              {list.map((item) => (
                <IntegrationCard key={item.id} item={item} />
              ))}
            </ul>
          </div>
        );
      })}
    </GuideSection>
  );
}
