import type { Metadata } from "next";
import { getMessages } from "next-intl/server";
import type { Lang } from "@/config/languages";
import type { RegionId } from "@/config/regions";
import type { Messages } from "@/i18n/messages";
import { pageMetadata } from "@/lib/seo";

/** The personal section's messages (`messages/sections/app/*.json`), brand names filled in. */
export type AppMessages = Messages["app"];
/** Picks a block of the section's messages: `(m) => m.wallet.balance`. Typed, so a wrong key fails tsc. */
export type Pick<T> = (messages: AppMessages) => T;
export type PageProps = { params: Promise<{ lang: string; region: string }> };
export type PageContext = { lang: Lang; region: RegionId };

/** The route params of a page under `[lang]/[region]`, already validated by the region layout. */
export async function pageContext({ params }: PageProps): Promise<PageContext> {
  return (await params) as PageContext;
}

/**
 * The section's messages as a typed tree. Section components read whole blocks
 * (lists of steps, FAQ topics) from it rather than one key at a time; the copy
 * has no ICU arguments, only brand names, which the loader fills in.
 */
export async function appMessages(lang: Lang): Promise<AppMessages> {
  return ((await getMessages({ locale: lang })) as Messages).app;
}

/** `generateMetadata` for a page of the section, from its `meta` block. */
export function appMetadata(path: string, pick: Pick<{ title: string; description: string }>) {
  return async function generateMetadata(props: PageProps): Promise<Metadata> {
    const { lang, region } = await pageContext(props);
    const meta = pick(await appMessages(lang));
    return pageMetadata({ lang, region, path, title: meta.title, description: meta.description });
  };
}
