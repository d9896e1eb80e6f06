import { getLocale, getTranslations } from "next-intl/server";
import { ExternalLink } from "@/components/icons/lucide";
import { getFormat } from "@/i18n/format-server";
import type { Lang } from "@/config/languages";
import { isMaintained, textIn, type Integration } from "@/data/sdks";
import { Badge } from "@/components/ui/badge";
import { withColon } from "@/i18n/typography";

/** One SDK or plugin: platform, version, compatibility, last release and repository. */
export async function IntegrationCard({ item }: { item: Integration }) {
  const t = await getTranslations("developer.docs.sdks");
  const format = await getFormat();
  const lang = (await getLocale()) as Lang;
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
        <dd>{textIn(item.platform, lang)}</dd>
        <dt className="text-ink-muted">{t("version")}</dt>
        <dd className="font-mono">
          <span dir="ltr">{item.latestVersion}</span>
        </dd>
        <dt className="text-ink-muted">{t("compatibility")}</dt>
        <dd>
          {typeof item.compatibility === "string" ? <span dir="ltr">{item.compatibility}</span> : textIn(item.compatibility, lang)}
        </dd>
        <dt className="text-ink-muted">{t("released")}</dt>
        <dd>
          <time dateTime={item.releasedOn}>{format.dateTime(new Date(`${item.releasedOn}T00:00:00Z`), "dayShort")}</time>
        </dd>
      </dl>
      <a
        href={item.repository}
        className="text-accent mt-3 inline-flex items-center gap-1 text-sm font-semibold underline underline-offset-4"
      >
        {t("repository")}
        <span className="sr-only">{withColon("", lang)} {item.name}</span>
        <ExternalLink aria-hidden className="size-3.5" />
      </a>
    </li>
  );
}
