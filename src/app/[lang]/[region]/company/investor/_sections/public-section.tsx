import Link from "next/link";
import { regionHref } from "@/i18n/region";
import { Section } from "@/components/ui/section";
import { Card } from "@/components/ui/card";
import { pageMessages, pageTranslations } from "@/lib/page";

const items = [
  { key: "accounts", path: null },
  { key: "governance", path: null },
  { key: "figures", path: "/company" },
  { key: "news", path: "/company/news" },
] as const;

/** What the company publishes for investors. */
export async function InvestorPublicSection() {
  const t = await pageTranslations("/company/investor", "public");
  const copy = (await pageMessages("/company/investor")).public;
  return (
    <Section title={t("title")} titleId="investor-public-title">
      <ul className="grid gap-6 md:grid-cols-2">
        {items.map(({ key, path }) => (
          <li key={key}>
            <Card className="h-full">
              <h3 className="text-xl font-bold">
                {path ? (
                  <Link href={regionHref(path)} prefetch={false} className="text-accent hover:underline">
                    {copy[key].title}
                  </Link>
                ) : (
                  copy[key].title
                )}
              </h3>
              <p className="text-ink-muted mt-3">{copy[key].body}</p>
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}
