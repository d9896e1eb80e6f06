import { pageContext, type PageProps, pageTranslations, routeMetadata } from "@/lib/page";
import { Hero } from "@/components/sections/shared/hero";
import { DownloadButton } from "@/components/sections/app/download-button";
import { DownloadCta } from "@/components/sections/app/download-cta";
import { FeesTable } from "./_sections/fees-table";
import { NotesList } from "./_sections/notes-list";

export const generateMetadata = routeMetadata("/app/pricing");

/** /app/pricing: what app users pay, from `src/data/app-fees.ts`. */
export default async function AppPricingPage(props: PageProps) {
  await pageContext(props);
  const t = await pageTranslations("/app/pricing");
  return (
    <>
      <Hero eyebrow={t("hero.eyebrow")} title={t("hero.title")} lead={t("hero.lead")} actions={<DownloadButton />} />
      <FeesTable />
      <NotesList />
      <DownloadCta />
    </>
  );
}
