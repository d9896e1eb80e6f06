import { pageContext, routeMetadata, type PageProps } from "@/lib/page";
import { AppHero } from "@/components/sections/app/app-hero";
import { AppCta } from "@/components/sections/app/app-cta";
import { FeesTable } from "@/components/sections/app/fees-table";
import { NotesList } from "@/components/sections/app/notes-list";

export const generateMetadata = routeMetadata("/app/pricing");

/** /app/pricing: what app users pay, from `src/data/app-fees.ts`. */
export default async function AppPricingPage(props: PageProps) {
  const { lang, region } = await pageContext(props);
  return (
    <>
      <AppHero lang={lang} region={region} pick={(m) => m.pricing.hero} />
      <FeesTable lang={lang} region={region} />
      <NotesList lang={lang} pick={(m) => m.pricing.notes} id="notes-title" tone="muted" />
      <AppCta lang={lang} region={region} />
    </>
  );
}
