import Link from "next/link";
import { getTranslations } from "next-intl/server";
import type { Lang } from "@/config/languages";
import type { RegionId } from "@/config/regions";
import { localHref } from "@/i18n/links";
import { Section } from "@/components/ui/section";
import { Card } from "@/components/ui/card";

const items = [
  { key: "accounts", path: null },
  { key: "governance", path: null },
  { key: "figures", path: "/company" },
  { key: "news", path: "/company/news" },
] as const;

/** What the company publishes for investors. */
export async function InvestorPublicSection({ lang, region }: { lang: Lang; region: RegionId }) {
  const t = await getTranslations({ locale: lang, namespace: "company.investor.public" });
  return (
    <Section title={t("title")} titleId="investor-public-title">
      <ul className="grid gap-6 md:grid-cols-2">
        {items.map(({ key, path }) => (
          <li key={key}>
            <Card className="h-full">
              <h3 className="text-xl font-bold">
                {path ? (
                  <Link href={localHref(region, path)} prefetch={false} className="text-accent hover:underline">
                    {t(`${key}.title`)}
                  </Link>
                ) : (
                  t(`${key}.title`)
                )}
              </h3>
              <p className="mt-3 text-ink-muted">{t(`${key}.body`)}</p>
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}
