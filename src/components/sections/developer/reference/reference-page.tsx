import { getLocale, getTranslations } from "next-intl/server";
import { ArrowLeft, ArrowRight } from "@/components/icons/lucide";
import type { ApiId } from "@/config/apis";
import { referencePages, sampleServer, type ReferencePage as Page } from "@/lib/openapi/model";
import { referencePage } from "@/lib/openapi/reference";
import { referencePath } from "@/lib/openapi/slug";
import { regionHref } from "@/i18n/region";
import { Hero } from "@/components/sections/shared/hero";
import { BackToDocs } from "../back-to-docs";
import { DocsShell } from "../docs-shell";
import { Inline } from "../prose";
import { Endpoint } from "./endpoint";
import { Operation } from "./operation";

/** Links to the previous and next reference pages, so the reference reads in order without the contents menu. */
async function ReferencePager({ api, previous, next }: { api: ApiId; previous?: Page; next?: Page }) {
  const t = await getTranslations("developer.docs.referencePage");
  const lang = await getLocale();
  const card = "border-line hover:bg-surface-muted flex flex-col gap-1 rounded-xl border px-4 py-3";
  return (
    <nav aria-label={t("pager")} className="border-line grid gap-4 border-t pt-8 sm:grid-cols-2">
      {previous ? (
        <a href={regionHref(referencePath(api, previous.slug))} rel="prev" className={card}>
          <span className="text-ink-muted flex items-center gap-1 text-sm">
            <ArrowLeft aria-hidden className="size-4 rtl:-scale-x-100" />
            {t("previous")}
          </span>
          <span className="text-accent font-semibold">{previous.operation.summary[lang]}</span>
        </a>
      ) : null}
      {next ? (
        <a href={regionHref(referencePath(api, next.slug))} rel="next" className={`${card} sm:col-start-2 sm:items-end sm:text-end`}>
          <span className="text-ink-muted flex items-center gap-1 text-sm">
            {t("next")}
            <ArrowRight aria-hidden className="size-4 rtl:-scale-x-100" />
          </span>
          <span className="text-accent font-semibold">{next.operation.summary[lang]}</span>
        </a>
      ) : null}
    </nav>
  );
}

/**
 * One page of an API's reference: one endpoint (or webhook event). The hero holds its tag, its
 * summary (the `h1`), method and path, and description; the docs' contents sit beside the body.
 */
export async function ReferencePage({ api, slug }: { api: ApiId; slug: string }) {
  const { model, page } = await referencePage(api, slug);
  const t = await getTranslations("developer.docs");
  // Tag names, summaries and descriptions come from the OpenAPI model, which carries its own three languages.
  const lang = await getLocale();
  const { operation, tag } = page;
  const pages = referencePages(model);
  const index = pages.indexOf(page);
  const hero = (
    <Hero
      eyebrow={tag ? tag.name[lang] : t("nav.events")}
      title={operation.summary[lang]}
      lead={operation.description ? <Inline text={operation.description[lang]} /> : null}
    >
      <Endpoint method={tag ? operation.method.toUpperCase() : "POST"} path={operation.path} />
      <div className="mt-8">
        <BackToDocs api={api} />
      </div>
    </Hero>
  );
  return (
    <DocsShell api={api} hero={hero} current={slug}>
      <Operation api={api} operation={operation} baseUrl={tag ? sampleServer(model) : ""} event={!tag} />
      <ReferencePager api={api} previous={pages[index - 1]} next={pages[index + 1]} />
    </DocsShell>
  );
}
