import { pageContext, pageMessages, type PageProps, pageTranslations, routeMetadata } from "@/lib/page";
import { Hero } from "@/components/sections/shared/hero";
import { StepsSection } from "@/components/sections/shared/steps";
import { DownloadButton } from "@/components/sections/app/download-button";
import { DownloadCta } from "@/components/sections/app/download-cta";
import { TextBlock } from "@/components/sections/app/text-block";
import { OoredooBlock } from "./_sections/ooredoo-block";
import { OperatorDirectory } from "./_sections/operator-directory";

export const generateMetadata = routeMetadata("/app/topup");

/** /app/topup: steps, the operator and game directory, the Ooredoo block. */
export default async function TopupPage(props: PageProps) {
  await pageContext(props);
  const t = await pageTranslations("/app/topup");
  const topup = await pageMessages("/app/topup");
  return (
    <>
      <Hero eyebrow={t("hero.eyebrow")} title={t("hero.title")} lead={t("hero.lead")} actions={<DownloadButton />} />
      <StepsSection title={t("steps.title")} titleId="steps-title" items={topup.steps.items} />
      <OperatorDirectory />
      <OoredooBlock />
      <TextBlock title={t("games.title")} body={t("games.body")} titleId="games-title" tone="muted" />
      <DownloadCta />
    </>
  );
}
