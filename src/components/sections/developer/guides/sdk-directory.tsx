import { getTranslations } from "next-intl/server";
import { ArrowRight } from "@/components/icons/lucide";
import type { ApiId } from "@/config/apis";
import { integrationsFor, sdkPageKeys } from "@/data/sdks";
import { regionHref } from "@/i18n/region";
import { guideIds } from "../guide-ids";
import { IntegrationCard } from "./integration-card";

/** SDKs and plugins for the API, from `src/data/sdks.ts`, with a "maintained" marker from the release date: the SDK page's body. */
export async function SdkDirectory({ api }: { api: ApiId }) {
  const t = await getTranslations("developer.docs.sdks");
  const items = integrationsFor(api);
  const groups = [
    { kind: "sdk", title: t("sdkTitle") },
    { kind: "plugin", title: t("pluginTitle") },
  ] as const;
  const shown = groups.filter(({ kind }) => items.some((item) => item.kind === kind));
  // One kind only (Pro: SDKs, no plugin): the page's own heading names the list, and a second
  // region with the same name would be two landmarks no one can tell apart.
  if (shown.length === 1)
    return (
      <ul className="grid gap-4 pb-10 md:grid-cols-2">
        {items.map((item) => (
          <IntegrationCard key={item.id} item={item} />
        ))}
      </ul>
    );
  return shown.map(({ kind, title }) => {
    const list = items.filter((item) => item.kind === kind);
    return (
      <section key={kind} aria-labelledby={`sdks-${kind}`} className="pb-10">
        <h2 id={`sdks-${kind}`} className="text-2xl font-bold tracking-tight">
          {title}
        </h2>
        <ul className="mt-4 grid gap-4 md:grid-cols-2">
          {list.map((item) => (
            <IntegrationCard key={item.id} item={item} />
          ))}
        </ul>
      </section>
    );
  });
}

/**
 * The docs page's pointer to the SDK page. It keeps the `#sdks` anchor the directory had
 * (`data-moved`: the docs page's script follows it to the SDK page).
 */
export async function SdkTeaser({ api }: { api: ApiId }) {
  const t = await getTranslations("developer.docs.sdks");
  return (
    <section id={guideIds.sdks} data-moved="" aria-labelledby={`${guideIds.sdks}-title`} className="scroll-mt-24 py-12">
      <h2 id={`${guideIds.sdks}-title`} className="text-2xl font-bold tracking-tight md:text-3xl">
        {t(sdkPageKeys(api).title)}
      </h2>
      <p className="text-ink-muted mt-4 max-w-3xl">{api === "pro" ? t("leadPro") : t("lead")}</p>
      <a
        href={regionHref(`/developer/${api}/sdks`)}
        className="text-accent mt-4 inline-flex items-center gap-1 font-semibold underline underline-offset-4"
      >
        {t(sdkPageKeys(api).browse)}
        <ArrowRight aria-hidden className="size-4 rtl:-scale-x-100" />
      </a>
    </section>
  );
}
