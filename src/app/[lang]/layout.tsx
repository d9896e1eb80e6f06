import type { Metadata, Viewport } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import type { ReactNode } from "react";
import { site } from "@/config/site";
import { isLang, langs } from "@/config/languages";
import { Document } from "@/components/layout/document";
import { listedParams } from "@/lib/test-prerender";

export function generateStaticParams() {
  return listedParams(
    {},
    langs.map((lang) => ({ lang })),
  );
}

/**
 * No other language is rendered on demand: a path the proxy skips that looks like `/{lang}/{region}`
 * (`/_next/x`, `/fonts/x`) gets the global 404 (src/app/global-not-found.tsx), pre-rendered, its
 * content in its HTML, instead of an error shell rendered for it whose content only its inline
 * scripts would show, which its CSP refuses (src/config/security.ts).
 */
export const dynamicParams = false;

export async function generateMetadata({ params }: { params: Promise<{ lang: string }> }): Promise<Metadata> {
  const { lang } = await params;
  if (!isLang(lang)) return {};
  // Metadata renders apart from the layout: set the language here too.
  setRequestLocale(lang);
  const t = await getTranslations("metadata");
  return {
    metadataBase: new URL(site.url),
    title: { default: t("siteName"), template: t("titleTemplate") },
    applicationName: site.name,
    formatDetection: { telephone: false },
  };
}

export const viewport: Viewport = {
  width: "device-width",
  initialScale: 1,
  themeColor: [
    { media: "(prefers-color-scheme: light)", color: "#ffffff" },
    { media: "(prefers-color-scheme: dark)", color: "#110c20" },
  ],
};

/** The document, in the language of the route (set here for everything below, the region layout sets the region). */
export default async function LangLayout({ children, params }: { children: ReactNode; params: Promise<{ lang: string }> }) {
  const { lang } = await params;
  if (!isLang(lang)) notFound();
  setRequestLocale(lang);
  return <Document>{children}</Document>;
}
