import { Building2, Code2, Palette, Store } from "@/components/icons/lucide";
import { Section } from "@/components/ui/section";
import { Card } from "@/components/ui/card";
import { pageMessages, pageTranslations } from "@/lib/page";

const types = [
  { key: "banks", Icon: Building2 },
  { key: "integrators", Icon: Code2 },
  { key: "agencies", Icon: Palette },
  { key: "resellers", Icon: Store },
] as const;
const benefits = ["manager", "training", "sandbox", "listing"] as const;

/** The four kinds of partners and what each partnership brings. */
export async function PartnerTypesSection() {
  const t = await pageTranslations("/company/partner");
  const copy = await pageMessages("/company/partner");
  return (
    <Section title={t("types.title")} titleId="partner-types-title">
      <ul className="grid gap-6 md:grid-cols-2">
        {types.map(({ key, Icon }) => (
          <li key={key}>
            <Card className="h-full">
              <Icon aria-hidden className="text-accent size-8" />
              <h3 className="mt-4 text-xl font-bold">{copy.types[key].title}</h3>
              <p className="text-ink-muted mt-3">{copy.types[key].body}</p>
            </Card>
          </li>
        ))}
      </ul>
      <h3 className="mt-14 text-2xl font-bold">{t("benefits.title")}</h3>
      <ul className="mt-6 grid gap-3 sm:grid-cols-2">
        {benefits.map((key) => (
          <li key={key} className="flex items-start gap-3">
            <span aria-hidden className="bg-gold-500 mt-2 size-2 shrink-0 rounded-full" />
            <span>{copy.benefits[key]}</span>
          </li>
        ))}
      </ul>
    </Section>
  );
}
