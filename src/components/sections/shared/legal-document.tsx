import Link from "next/link";
import { getLocale, getTranslations } from "next-intl/server";
import { getFormat } from "@/i18n/format-server";
import { getRegion, regionHref } from "@/i18n/region";
import { renderMdx } from "@/lib/content/collection";
import { headingsOf, legalDocs, legalDocument, type LegalDoc, type LegalSection } from "@/lib/content/legal";
import { mdxComponents } from "@/components/content/mdx-components";
import { Container } from "@/components/ui/container";
import { Toc } from "@/components/ui/toc";
import { pageTranslations } from "@/lib/page";

/** One legal document: title, last-updated date, table of contents, the text, links to the other documents. */
export async function LegalDocument({ section, doc }: { section: LegalSection; doc: LegalDoc }) {
  const t = await getTranslations("company.legalPage");
  const documents = await pageTranslations("/company/legal", "documents");
  const docLabels = { term: documents("term"), privacy: documents("privacy"), cookie: documents("cookie") } satisfies Record<
    LegalDoc,
    string
  >;
  const format = await getFormat();
  const entry = legalDocument(section, doc, await getLocale());
  const { title, summary, updated } = entry.data;
  return (
    <article aria-labelledby="page-title">
      <header className="from-brand-50 to-surface dark:from-brand-950 dark:to-surface bg-linear-to-b">
        <Container className="py-12 md:py-16">
          <h1 id="page-title" className="max-w-4xl text-3xl font-extrabold tracking-tight text-balance sm:text-5xl">
            {title}
          </h1>
          <p className="text-ink-muted mt-5 max-w-3xl text-lg">{summary}</p>
          <p className="text-ink-muted mt-4 text-sm">
            {t("updated")} <time dateTime={updated}>{format.dateTime(new Date(`${updated}T00:00:00Z`), "day")}</time>
          </p>
        </Container>
      </header>
      <Container className="grid gap-10 py-10 md:py-14 lg:grid-cols-[16rem_minmax(0,1fr)]">
        {/* The table of contents is a named navigation landmark: no nameless <aside> around it. */}
        <div className="lg:sticky lg:top-28 lg:self-start">
          <Toc title={t("toc")} entries={headingsOf(entry.body)} />
        </div>
        <div className="max-w-3xl min-w-0">
          {await renderMdx(entry.body, mdxComponents(getRegion()))}
          <nav aria-labelledby="others-title" className="border-line mt-14 border-t pt-8">
            <h2 id="others-title" className="text-lg font-bold">
              {t("others")}
            </h2>
            <ul className="mt-4 flex flex-wrap gap-x-6 gap-y-2">
              {legalDocs
                .filter((other) => other !== doc)
                .map((other) => (
                  <li key={other}>
                    <Link href={regionHref(`/${section}/${other}`)} prefetch={false} className="text-accent font-semibold hover:underline">
                      {docLabels[other]}
                    </Link>
                  </li>
                ))}
              <li>
                <Link href={regionHref("/company/legal")} prefetch={false} className="text-accent font-semibold hover:underline">
                  {t("notice")}
                </Link>
              </li>
            </ul>
          </nav>
        </div>
      </Container>
    </article>
  );
}
