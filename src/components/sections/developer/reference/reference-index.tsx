import { getLocale, getTranslations } from "next-intl/server";
import type { ApiId } from "@/config/apis";
import type { OperationModel, TagModel } from "@/lib/openapi/types";
import { loadApi } from "@/lib/openapi/load";
import { referencePages } from "@/lib/openapi/model";
import { referencePath } from "@/lib/openapi/slug";
import { regionHref } from "@/i18n/region";
import { Inline } from "../prose";
import { guideIds } from "../guide-ids";
import { MethodBadge } from "./endpoint";

/**
 * Follows an anchor that moved to a reference page. The reference used to be on the docs
 * page, so links in the wild end in `/developer/pay#createCheckout`; the
 * fragment never reaches the server, so only the browser can send the visitor on. Every old
 * operation's anchor is still an element of this page marked `data-moved`, whose link is the
 * new address (without JavaScript, that link is where the visitor lands). The query (`?lang=`)
 * is kept. Inline and run while the page is parsed, before anything below it is shown.
 */
export const FOLLOW_MOVED_ANCHOR =
  '(function(){function f(){var i=location.hash.slice(1);if(!i)return;try{i=decodeURIComponent(i)}catch(e){return}var t=document.getElementById(i),a=t&&t.hasAttribute("data-moved")&&t.querySelector("a[href]");if(!a)return;var u=new URL(a.href);u.search=location.search;location.replace(u.href)}f();addEventListener("hashchange",f)})()';

const sectionClass = "border-line scroll-mt-24 border-b py-12";
const h2Class = "text-2xl font-bold tracking-tight md:text-3xl";

/** One operation of the index: its summary and endpoint, linking to its reference page. */
function IndexEntry({
  operation,
  href,
  summary,
  event = false,
}: {
  operation: OperationModel;
  href: string;
  summary: string;
  event?: boolean;
}) {
  return (
    <li id={operation.id} data-moved="" className="scroll-mt-24">
      <a href={href} className="hover:bg-surface-muted flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-3">
        <span className="text-accent font-semibold">{summary}</span>
        <span dir="ltr" className="text-ink-muted flex items-center gap-2 font-mono text-xs [unicode-bidi:isolate]">
          {event ? null : <MethodBadge method={operation.method.toUpperCase()} />}
          <span className="break-all">{operation.path}</span>
        </span>
      </a>
    </li>
  );
}

/**
 * The docs page's API reference: the tags, each with its operations, then the webhook events,
 * every one linking to its own reference page. The entries keep the ids the one-page reference
 * had (`#tag-checkouts`, `#webhook-events`, and `#createCheckout` on the operation's entry), so
 * old deep links land here, and `FOLLOW_MOVED_ANCHOR` takes an operation's on to its page.
 */
export async function ReferenceIndex({ api }: { api: ApiId }) {
  const t = await getTranslations("developer.docs");
  // Tag names and summaries come from the OpenAPI model, which carries its own three languages.
  const lang = await getLocale();
  const model = await loadApi(api);
  const pages = referencePages(model);
  const entries = (tag: TagModel | null) =>
    pages
      .filter((page) => page.tag === tag)
      .map((page) => (
        <IndexEntry
          key={page.slug}
          operation={page.operation}
          href={regionHref(referencePath(api, page.slug))}
          summary={page.operation.summary[lang]}
          event={!tag}
        />
      ));
  const list = "divide-line border-line mt-4 divide-y rounded-xl border";
  return (
    <>
      <section id={guideIds.reference} aria-labelledby={`${guideIds.reference}-title`} className={sectionClass}>
        <h2 id={`${guideIds.reference}-title`} className={h2Class}>
          {t("nav.reference")}
        </h2>
        <p className="text-ink-muted mt-4 max-w-3xl">{t("reference.indexLead")}</p>
        {model.tags.map((tag) => (
          <section key={tag.id} id={tag.id} aria-labelledby={`${tag.id}-title`} className="scroll-mt-24 pt-8">
            <h3 id={`${tag.id}-title`} className="text-xl font-bold">
              {tag.name[lang]}
            </h3>
            {tag.description ? (
              <p className="text-ink-muted mt-2 max-w-3xl">
                <Inline text={tag.description[lang]} />
              </p>
            ) : null}
            <ul className={list}>{entries(tag)}</ul>
          </section>
        ))}
      </section>
      {model.webhooks.length ? (
        <section id={guideIds.events} aria-labelledby={`${guideIds.events}-title`} className={sectionClass}>
          <h2 id={`${guideIds.events}-title`} className={h2Class}>
            {t("nav.events")}
          </h2>
          <p className="text-ink-muted mt-4 max-w-3xl">{t("reference.eventsLead")}</p>
          <p className="mt-2">
            <a className="text-accent font-semibold underline underline-offset-4" href={regionHref(`/developer/${api}/webhooks`)}>
              {t("sandbox.webhooks.open")}
            </a>
          </p>
          <ul className={list}>{entries(null)}</ul>
        </section>
      ) : null}
      <script dangerouslySetInnerHTML={{ __html: FOLLOW_MOVED_ANCHOR }} />
    </>
  );
}
