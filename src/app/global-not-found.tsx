import type { Metadata } from "next";
import "./globals.css";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { site } from "@/config/site";
import { Document } from "@/components/layout/document";
import { NotFoundView } from "@/components/layout/not-found-view";

/**
 * Next's 404 for a URL no route matches. Every public path goes through the
 * proxy, which sends unknown ones to the localized, pre-rendered
 * `[lang]/[region]/page-not-found` page, so this one only answers paths the
 * proxy does not run for (`/_next/...`, `/fonts/...`): no language or region
 * is known there, so it is the global site's, in English, and static.
 */
export async function generateMetadata(): Promise<Metadata> {
  setRequestLocale("en");
  const t = await getTranslations("metadata");
  return { metadataBase: new URL(site.url), title: `${t("notFound.title")} | ${site.name}`, description: t("notFound.description"), robots: { index: false } };
}

export default async function NotFound() {
  setRequestLocale("en");
  return (
    <Document>
      <NotFoundView region="global" />
    </Document>
  );
}
