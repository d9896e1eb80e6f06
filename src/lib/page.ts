import type { Metadata } from "next";
import type { createTranslator, Messages, NamespaceKeys, NestedKeyOf } from "next-intl";
import { getMessages, getTranslations, setRequestLocale } from "next-intl/server";
import { isLang, type Lang } from "@/config/languages";
import { isRegionId, type RegionId } from "@/config/regions";
import { itemPath, routeOf, type Route, type RoutePath } from "@/config/routes";
import { messagesAt } from "@/i18n/messages";
import { setRequestRegion } from "@/i18n/region";
import { pageMeta } from "@/lib/page-meta";
import { pageMetadata } from "@/lib/seo";
import { listedParams } from "@/lib/test-prerender";

/** What Next gives every page and layout under `[lang]/[region]` (collection pages add `slug`). */
export type PageProps<Extra extends Record<string, string> = Record<never, string>> = {
  params: Promise<{ lang: string; region: string } & Extra>;
};
export type PageContext = { lang: Lang; region: RegionId };

/**
 * The route params, typed. The layouts answer 404 for any other language or
 * region, and route handlers only exist for the pairs of `generateStaticParams`,
 * so the fallbacks never show. Route handlers (feeds, JSON, Markdown) use it
 * directly: they have no page render in which to set a context.
 */
export async function routeParams<Extra extends Record<string, string>>(props: PageProps<Extra>): Promise<PageContext & Extra> {
  const params = await props.params;
  return { ...params, lang: isLang(params.lang) ? params.lang : "en", region: isRegionId(params.region) ? params.region : "global" };
}

/**
 * The first line of every page and layout: typed params, and the request's
 * language (next-intl) and region (`getRegion()`) set once, so that the
 * components below read both from context instead of props.
 */
export async function pageContext<Extra extends Record<string, string> = Record<never, string>>(
  props: PageProps<Extra>,
): Promise<PageContext & Extra> {
  const context = await routeParams(props);
  setRequestLocale(context.lang);
  setRequestRegion(context.region);
  return context;
}

/** What a page adds to its head beside its title and description (a feed link, say). */
type ReadExtra<Extra extends Record<string, string>> = (context: PageContext & Extra) => Metadata | Promise<Metadata>;

/**
 * `generateMetadata` for a registered page: title and description from
 * `pageMeta` (src/lib/page-meta.ts, the one source of titles, which share
 * images and search read too), canonical and hreflang alternates, Open Graph
 * and Twitter tags. `/[slug]` in the path is filled from the params; `extra`
 * adds to the head.
 */
export function routeMetadata<Extra extends Record<string, string> = Record<never, string>>(path: RoutePath, extra?: ReadExtra<Extra>) {
  return async function generateMetadata(props: PageProps<Extra>): Promise<Metadata> {
    // Metadata renders apart from the page: set the same context, so readers need no locale either.
    const context = await pageContext(props);
    const slug = "slug" in context && typeof context.slug === "string" ? context.slug : "";
    const concrete = itemPath(path, slug);
    const own = await pageMeta(context.lang, context.region, concrete);
    const base = pageMetadata({
      lang: context.lang,
      region: context.region,
      path: concrete,
      title: own.title,
      description: own.description,
      // The About page's title names the brand (“About {brand}”): the template would add the brand twice (review pass 3, English 5.21).
      absoluteTitle: path === "/" || path === "/company",
    });
    const more = { ...own.extra, ...(extra ? await extra(context) : {}) };
    return {
      ...base,
      ...more,
      alternates: { ...base.alternates, ...more.alternates },
      openGraph: { ...base.openGraph, ...more.openGraph } as Metadata["openGraph"],
    };
  };
}

type Namespace = NamespaceKeys<Messages, NestedKeyOf<Messages>>;
type Translator<N extends Namespace> = ReturnType<typeof createTranslator<Messages, N>>;
type WithCopy = Extract<Route, { namespace: string }>;
/** A registered page with copy of its own: a `namespace` in the registry. */
export type PagePathWithCopy = WithCopy["path"];
/** The message namespace the registry gives a page (`business.payPricing` for `/business/pay/pricing`). */
export type NamespaceOf<P extends PagePathWithCopy> = Extract<WithCopy, { path: P }>["namespace"];
/** The parts of a namespace that are namespaces themselves (`schedule` of `business.payPricing`). */
type PartOf<N extends string> = Namespace extends infer K ? (K extends `${N}.${infer Part}` ? Part : never) : never;

/** Route handlers have no request language: they name it. */
type CopyOptions = { locale?: Lang };

/**
 * The translations of a registered page, found from its path: the registry
 * (`src/config/routes.ts`) names the namespace, so no page or section types
 * one by hand (a unit test checks). `part` narrows to a part of the page's
 * copy: `pageTranslations("/business/pay/pricing", "schedule")` reads
 * `business.payPricing.schedule`. Keys stay typed.
 */
export function pageTranslations<P extends PagePathWithCopy>(path: P, options?: CopyOptions): Promise<Translator<NamespaceOf<P>>>;
export function pageTranslations<P extends PagePathWithCopy, Part extends PartOf<NamespaceOf<P>>>(
  path: P,
  part: Part,
  options?: CopyOptions,
): Promise<Translator<`${NamespaceOf<P>}.${Part}` & Namespace>>;
export function pageTranslations(path: PagePathWithCopy, partOrOptions?: string | CopyOptions, options?: CopyOptions) {
  const part = typeof partOrOptions === "string" ? partOrOptions : undefined;
  const locale = (typeof partOrOptions === "object" ? partOrOptions : options)?.locale;
  const { namespace } = routeOf(path);
  const full = (part ? `${namespace}.${part}` : namespace) as Namespace;
  return locale ? getTranslations({ locale, namespace: full }) : getTranslations(full);
}

/** The value at a dotted path of an object type (`At<Messages, "app.wallet">`). */
type At<T, K extends string> = K extends `${infer Head}.${infer Rest}`
  ? Head extends keyof T
    ? At<T[Head], Rest>
    : never
  : K extends keyof T
    ? T[K]
    : never;

/**
 * A registered page's messages as data (lists of items, objects of labels),
 * found from its path like `pageTranslations`: `(await pageMessages("/app/wallet")).cards`.
 */
export async function pageMessages<P extends PagePathWithCopy>(path: P, options?: CopyOptions): Promise<At<Messages, NamespaceOf<P>>> {
  const messages = await getMessages(options?.locale ? { locale: options.locale } : undefined);
  return messagesAt(messages, routeOf(path).namespace ?? "") as At<Messages, NamespaceOf<P>>;
}

/** A registered collection route: one page per item (`/company/news/[slug]`). */
export type CollectionRoutePath = Extract<RoutePath, `${string}/[slug]`>;

/**
 * The one way to write a collection's item page (news, careers, help articles,
 * API reference): one pre-rendered page per slug, its metadata from `pageMeta`,
 * and the item of the request. The page file adds the route segment config
 * (`dynamic = "force-static"`, `dynamicParams = false`), which Next reads from
 * the file itself. Unknown slugs never reach the page: the proxy answers them
 * with the 404 page, so a missing item here is a programming error (missing
 * content for a language), never a visitor's 404.
 */
export function collectionPage<Item>(
  path: CollectionRoutePath,
  read: { slugs: () => string[]; item: (slug: string, lang: Lang) => Item | null },
) {
  return {
    // A test build may pre-render only some items (src/lib/test-prerender.ts).
    generateStaticParams: ({ params }: { params: Record<string, string> }) =>
      listedParams(
        params,
        read.slugs().map((slug) => ({ slug })),
      ),
    generateMetadata: routeMetadata<{ slug: string }>(path),
    /** The page's context (set as `pageContext` does) and its item. */
    async context(props: PageProps<{ slug: string }>): Promise<PageContext & { slug: string; item: Item }> {
      const context = await pageContext(props);
      const item = read.item(context.slug, context.lang);
      if (item === null) throw new Error(`${path}: no item ${context.slug} in ${context.lang}`);
      return { ...context, item };
    },
  };
}

type ByRegion = Extract<Route, { namespaceByRegion: object }>;
/** The regions on which a registered page reads other copy than its own (`ma` for `/`). */
type RegionsOf<P extends ByRegion["path"]> = keyof Extract<ByRegion, { path: P }>["namespaceByRegion"] & RegionId;
type RegionNamespaceOf<P extends ByRegion["path"], R extends RegionsOf<P>> = Extract<ByRegion, { path: P }>["namespaceByRegion"][R] &
  Namespace;

/** The namespace the registry gives a page on one region (`namespaceByRegion`). */
function regionNamespace(path: ByRegion["path"], region: RegionId): string {
  const namespace = routeOf(path).namespaceByRegion?.[region];
  if (!namespace) throw new Error(`${path} has no copy of its own on ${region} in src/config/routes.ts`);
  return namespace;
}

/**
 * The translations a registered page has on one region instead of its own,
 * found from its path and that region like `pageTranslations`: Morocco's home
 * is a coming-soon landing, `regionPageTranslations("/", "ma")`.
 */
export function regionPageTranslations<P extends ByRegion["path"], R extends RegionsOf<P>>(
  path: P,
  region: R,
): Promise<Translator<RegionNamespaceOf<P, R>>> {
  return getTranslations(regionNamespace(path, region) as RegionNamespaceOf<P, R>);
}

/** That copy's messages as data (see `pageMessages`). */
export async function regionPageMessages<P extends ByRegion["path"], R extends RegionsOf<P>>(
  path: P,
  region: R,
): Promise<At<Messages, RegionNamespaceOf<P, R>>> {
  return messagesAt(await getMessages(), regionNamespace(path, region)) as At<Messages, RegionNamespaceOf<P, R>>;
}
