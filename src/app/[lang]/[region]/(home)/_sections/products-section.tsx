import Link from "next/link";
import { ArrowRight, Code2, Smartphone, Store, CreditCard } from "@/components/icons/lucide";
import { regionHref } from "@/i18n/region";
import { Section } from "@/components/ui/section";
import { Card } from "@/components/ui/card";
import { Badge } from "@/components/ui/badge";
import { pageMessages, pageTranslations } from "@/lib/page";

const products = [
  { key: "app", path: "/app", Icon: Smartphone },
  { key: "pay", path: "/business/pay", Icon: CreditCard },
  { key: "pos", path: "/business/pro", Icon: Store },
  { key: "developers", path: "/developer/pay", Icon: Code2 },
] as const;

/** The four products, what each does and for whom. */
export async function ProductsSection() {
  const t = await pageTranslations("/", "products");
  // A data-driven list: each card's copy is read from the typed tree by its typed key.
  const copy = (await pageMessages("/")).products;
  return (
    <Section title={t("title")} lead={t("lead")} titleId="products-title">
      <ul className="grid gap-6 md:grid-cols-2">
        {products.map(({ key, path, Icon }) => (
          <li key={key}>
            <Card className="flex h-full flex-col">
              <div className="flex items-center justify-between gap-4">
                <span className="icon-tile">
                  <Icon aria-hidden className="size-6" />
                </span>
                <Badge tone="neutral">{copy[key].audience}</Badge>
              </div>
              <h3 className="mt-5 text-2xl font-bold">{copy[key].title}</h3>
              <p className="text-ink-muted mt-3 flex-1">{copy[key].body}</p>
              <Link
                href={regionHref(path)}
                prefetch={false}
                className="text-accent mt-6 inline-flex items-center gap-2 font-semibold hover:underline"
              >
                {copy[key].cta}
                <ArrowRight aria-hidden className="size-4 rtl:-scale-x-100" />
              </Link>
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}
