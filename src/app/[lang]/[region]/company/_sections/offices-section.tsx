import { Mail, MapPin } from "@/components/icons/lucide";
import { getLocale } from "next-intl/server";
import type { Lang } from "@/config/languages";
import { offices } from "@/data/company";
import { addressComma, countryName } from "@/i18n/format";
import { Section } from "@/components/ui/section";
import { Badge } from "@/components/ui/badge";
import { pageMessages, pageTranslations } from "@/lib/page";
import { withColon } from "@/i18n/typography";

/** Offices with their address and contact address. */
export async function OfficesSection() {
  const t = await pageTranslations("/company", "offices");
  const names = (await pageMessages("/company")).offices;
  const lang = (await getLocale()) as Lang;
  return (
    <Section title={t("title")} titleId="offices-title" tone="muted">
      <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-4">
        {offices.map((office) => (
          <li key={office.key} className="border-line bg-surface rounded-3xl border p-6">
            <div className="flex flex-wrap items-center gap-2">
              <h3 className="text-lg font-bold">{names[office.key]}</h3>
              {"comingSoon" in office ? <Badge tone="gold">{t("comingSoon")}</Badge> : null}
            </div>
            <p className="text-ink-muted mt-3 flex gap-2">
              <MapPin aria-hidden className="mt-1 size-4 shrink-0" />
              <span>
                {"street" in office ? (
                  <>
                    <bdi>{office.street}</bdi>
                    {addressComma(lang)}
                  </>
                ) : null}
                {countryName(lang, office.country)}
              </span>
            </p>
            <a href={`mailto:${office.email}`} className="text-accent mt-3 inline-flex items-center gap-2 font-semibold hover:underline">
              <Mail aria-hidden className="size-4" />
              {t("write")}
              <span className="sr-only">{withColon("", lang)} {names[office.key]}</span>
            </a>
          </li>
        ))}
      </ul>
    </Section>
  );
}
