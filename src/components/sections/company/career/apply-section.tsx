import { getTranslations } from "next-intl/server";
import { Mail } from "lucide-react";
import type { Lang } from "@/config/languages";
import { companyContacts } from "@/data/company";
import { Section } from "@/components/ui/section";
import { Button } from "@/components/ui/button";

/** How to apply: the steps and the recruiting address. */
export async function ApplySection({ lang }: { lang: Lang }) {
  const t = await getTranslations({ locale: lang, namespace: "company.career.apply" });
  return (
    <Section title={t("title")} lead={t("body")} titleId="apply-title" tone="muted">
      <ol className="grid gap-4 md:grid-cols-3">
        {(["one", "two", "three"] as const).map((step, index) => (
          <li key={step} className="flex gap-4 rounded-3xl border border-line bg-surface p-6">
            <span aria-hidden className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-600 font-bold text-white dark:bg-brand-300 dark:text-brand-950">
              {index + 1}
            </span>
            <p>{t(`steps.${step}`)}</p>
          </li>
        ))}
      </ol>
      <div className="mt-8 flex flex-wrap items-center gap-4">
        <Button asChild variant="gold" size="lg">
          <a href={`mailto:${companyContacts.careers}`}>
            <Mail aria-hidden className="size-5" />
            {t("cta")}
          </a>
        </Button>
        <span className="font-mono text-ink-muted" dir="ltr">{companyContacts.careers}</span>
      </div>
    </Section>
  );
}
