import Link from "next/link";
import { ArrowLeft } from "@/components/icons/lucide";
import { getLocale } from "next-intl/server";
import { regionHref } from "@/i18n/region";
import { helpArticle } from "@/lib/content/help";
import { Section } from "@/components/ui/section";
import { pageTranslations } from "@/lib/page";

/** The guides an article lists as related (front matter `related`), and a way back to all guides. */
export async function RelatedArticles({ slugs }: { slugs: readonly string[] }) {
  const t = await pageTranslations("/app/help/[slug]");
  const lang = await getLocale();
  const related = slugs.map((slug) => helpArticle(slug, lang)).filter((entry) => entry !== null);
  return (
    <Section title={t("related")} titleId="related-title" tone="muted">
      <ul className="grid gap-5 md:grid-cols-3">
        {related.map((entry) => (
          <li key={entry.slug}>
            <Link
              href={regionHref(`/app/help/${entry.slug}`)}
              prefetch={false}
              className="border-line bg-surface hover:border-brand-400 block h-full rounded-3xl border p-6"
            >
              <span className="text-accent text-lg font-bold">{entry.data.title}</span>
              <span className="text-ink-muted mt-2 block">{entry.data.description}</span>
            </Link>
          </li>
        ))}
      </ul>
      <Link
        href={regionHref("/app/help")}
        prefetch={false}
        className="text-accent mt-8 inline-flex items-center gap-2 font-semibold underline-offset-2 hover:underline"
      >
        <ArrowLeft aria-hidden className="size-4 rtl:-scale-x-100" />
        {t("back")}
      </Link>
    </Section>
  );
}
