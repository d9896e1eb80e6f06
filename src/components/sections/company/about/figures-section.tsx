import { getTranslations } from "next-intl/server";
import type { Lang } from "@/config/languages";
import type { RegionId } from "@/config/regions";
import { figures } from "@/data/company";
import { formatNumber } from "@/lib/company/format";
import { Section } from "@/components/ui/section";

/** Headline figures from `src/data/company.ts`. */
export async function FiguresSection({ lang, region }: { lang: Lang; region: RegionId }) {
  const t = await getTranslations({ locale: lang, namespace: "company.about.figures" });
  return (
    <Section title={t("title")} lead={t("lead")} titleId="figures-title" tone="muted">
      <dl className="grid gap-6 sm:grid-cols-2 xl:grid-cols-4">
        {figures.map(({ key, value }) => (
          <div key={key} className="flex flex-col-reverse rounded-3xl border border-line bg-surface p-6">
            <dt className="mt-2 text-ink-muted">{t(key)}</dt>
            <dd className="text-4xl font-extrabold text-accent">{formatNumber(lang, region, value)}+</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}
