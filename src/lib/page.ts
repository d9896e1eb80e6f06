import type { Metadata } from "next";
import type { createTranslator, Messages, NamespaceKeys, NestedKeyOf } from "next-intl";
import { getMessages, getTranslations, setRequestLocale } from "next-intl/server";
import { isLang, type Lang } from "@/config/languages";
import { isRegionId, type RegionId } from "@/config/regions";
import { routeOf, type Route, type RoutePath } from "@/config/routes";
import { setRequestRegion } from "@/i18n/region";
import { pageMetadata } from "@/lib/seo";

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

/** What a page may say about itself instead of (or beside) its registry namespace. */
export type OwnMetadata = { title: string; description: string; extra?: Metadata };
type ReadMetadata<Extra extends Record<string, string>> = (context: PageContext & Extra) => OwnMetadata | Promise<OwnMetadata>;

/** `meta.title` and `meta.description` under a namespace of the messages (the registry test checks they exist). */
async function namespaceMeta(lang: Lang, namespace: string): Promise<OwnMetadata> {
  let node: unknown = await getMessages();
  for (const part of `${namespace}.meta`.split(".")) node = (node as Record<string, unknown> | undefined)?.[part];
  const meta = node as Partial<OwnMetadata> | undefined;
  if (typeof meta?.title !== "string" || typeof meta.description !== "string") {
    throw new Error(`messages: ${namespace}.meta needs a title and a description (${lang})`);
  }
  return { title: meta.title, description: meta.description };
}

/**
 * `generateMetadata` for a registered page: title and description from its
 * namespace's `meta` (or from `read`, for pages whose title comes from
 * content), canonical and hreflang alternates, Open Graph and Twitter tags.
 * `/[slug]` in the path is filled from the params.
 */
export function routeMetadata<Extra extends Record<string, string> = Record<never, string>>(path: RoutePath, read?: ReadMetadata<Extra>) {
  return async function generateMetadata(props: PageProps<Extra>): Promise<Metadata> {
    // Metadata renders apart from the page: set the same context, so readers need no locale either.
    const context = await pageContext(props);
    const route = routeOf(path);
    const namespace = route.namespaceByRegion?.[context.region] ?? route.namespace;
    const own = read ? await read(context) : namespace ? await namespaceMeta(context.lang, namespace) : null;
    if (!own) throw new Error(`${path} has no namespace in src/config/routes.ts and no metadata reader`);
    const slug = "slug" in context && typeof context.slug === "string" ? context.slug : "";
    const base = pageMetadata({
      lang: context.lang,
      region: context.region,
      path: path.replace("[slug]", slug),
      title: own.title,
      description: own.description,
      absoluteTitle: path === "/",
    });
    const extra = own.extra ?? {};
    return {
      ...base,
      ...extra,
      alternates: { ...base.alternates, ...extra.alternates },
      openGraph: { ...base.openGraph, ...extra.openGraph } as Metadata["openGraph"],
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
  let node: unknown = await getMessages(options?.locale ? { locale: options.locale } : undefined);
  for (const part of (routeOf(path).namespace ?? "").split(".")) node = (node as Record<string, unknown>)[part];
  return node as At<Messages, NamespaceOf<P>>;
}
