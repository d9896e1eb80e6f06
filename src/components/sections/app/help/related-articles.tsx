import Link from "next/link";
import { ArrowLeft } from "lucide-react";
import type { Lang } from "@/config/languages";
import type { RegionId } from "@/config/regions";
import { localHref } from "@/i18n/links";
import { appMessages } from "@/lib/app/page";
import { helpArticle } from "@/lib/app/help";
import { Section } from "@/components/ui/section";

/** The guides an article lists as related (front matter `related`), and a way back to all guides. */
export async function RelatedArticles({ lang, region, slug }: { lang: Lang; region: RegionId; slug: string }) {
  const { article } = await appMessages(lang);
  const related = helpArticle(slug, lang)!
    .data.related.map((other) => helpArticle(other, lang))
    .filter((entry) => entry !== null);
  return (
    <Section title={article.related} titleId="related-title" tone="muted">
      <ul className="grid gap-5 md:grid-cols-3">
        {related.map((entry) => (
          <li key={entry.slug}>
            <Link
              href={localHref(region, `/app/help/${entry.slug}`)}
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
        href={localHref(region, "/app/help")}
        prefetch={false}
        className="text-accent mt-8 inline-flex items-center gap-2 font-semibold underline-offset-2 hover:underline"
      >
        <ArrowLeft aria-hidden className="size-4 rtl:-scale-x-100" />
        {article.back}
      </Link>
    </Section>
  );
}
