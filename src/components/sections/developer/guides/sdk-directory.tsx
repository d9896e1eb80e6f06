import { getTranslations } from "next-intl/server";
import { ExternalLink } from "lucide-react";
import type { Lang } from "@/config/languages";
import type { RegionId } from "@/config/regions";
import type { ApiId } from "@/lib/openapi/types";
import { formatLocale } from "@/i18n/format";
import { integrationsFor, isMaintained, type Integration } from "@/data/sdks";
import { Badge } from "@/components/ui/badge";
import { GuideSection } from "../docs-parts";
import { guideIds } from "../guide-ids";

type Props = { api: ApiId; lang: Lang; region: RegionId };

/** SDKs and plugins for the API, from `src/data/sdks.ts`, with a "maintained" marker from the release date. */
export async function SdkDirectory({ api, lang, region }: Props) {
  const t = await getTranslations({ locale: lang, namespace: "developer.docs.sdks" });
  const items = integrationsFor(api);
  const groups = [
    { kind: "sdk", title: t("sdkTitle") },
    { kind: "plugin", title: t("pluginTitle") },
  ] as const;
  const date = new Intl.DateTimeFormat(formatLocale(lang, region), { dateStyle: "medium", timeZone: "UTC" });
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
                <IntegrationCard key={item.id} item={item} date={date} t={t} />
              ))}
            </ul>
          </div>
        );
      })}
    </GuideSection>
  );
}

type T = Awaited<ReturnType<typeof getTranslations<"developer.docs.sdks">>>;

function IntegrationCard({ item, date, t }: { item: Integration; date: Intl.DateTimeFormat; t: T }) {
  const maintained = isMaintained(item.releasedOn);
  return (
    <li className="border-line rounded-xl border p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-bold">
          <span dir="ltr">{item.name}</span>
        </p>
        <Badge tone={maintained ? "brand" : "neutral"}>{maintained ? t("maintained") : t("unmaintained")}</Badge>
      </div>
      <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
        <dt className="text-ink-muted">{t("platform")}</dt>
        <dd>{item.platform}</dd>
        <dt className="text-ink-muted">{t("version")}</dt>
        <dd className="font-mono">
          <span dir="ltr">{item.latestVersion}</span>
        </dd>
        <dt className="text-ink-muted">{t("compatibility")}</dt>
        <dd>
          <span dir="ltr">{item.compatibility}</span>
        </dd>
        <dt className="text-ink-muted">{t("released")}</dt>
        <dd>
          <time dateTime={item.releasedOn}>{date.format(new Date(`${item.releasedOn}T00:00:00Z`))}</time>
        </dd>
      </dl>
      <a
        href={item.repository}
        className="text-accent mt-3 inline-flex items-center gap-1 text-sm font-semibold underline underline-offset-4"
      >
        {t("repository")}
        <span className="sr-only">: {item.name}</span>
        <ExternalLink aria-hidden className="size-3.5" />
      </a>
    </li>
  );
}
