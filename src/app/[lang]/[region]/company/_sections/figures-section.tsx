import { figures } from "@/data/company";
import { getFormat } from "@/i18n/format-server";
import { PlusFigure } from "@/components/ui/plus-figure";
import { Section } from "@/components/ui/section";
import { pageMessages, pageTranslations } from "@/lib/page";

/** Headline figures from `src/data/company.ts`. */
export async function FiguresSection() {
  const t = await pageTranslations("/company", "figures");
  const labels = (await pageMessages("/company")).figures;
  const format = await getFormat();
  return (
    <Section title={t("title")} lead={t("lead")} titleId="figures-title" tone="muted">
      <dl className="grid gap-6 sm:grid-cols-2 xl:grid-cols-4">
        {figures.map(({ key, value, plus }) => (
          <div key={key} className="border-line bg-surface flex flex-col-reverse rounded-3xl border p-6">
            <dt className="text-ink-muted mt-2">{labels[key]}</dt>
            <dd className="text-accent text-4xl font-extrabold">
              {plus ? <PlusFigure figure={format.number(value, "count")} /> : format.number(value, "count")}
            </dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}
