import { pageContext, routeMetadata, type PageProps } from "@/lib/page";
import { AppHero } from "@/components/sections/app/app-hero";
import { AppCta } from "@/components/sections/app/app-cta";
import { StepsBlock } from "@/components/sections/app/steps-block";
import { OperatorDirectory } from "@/components/sections/app/operator-directory";
import { OoredooBlock } from "@/components/sections/app/ooredoo-block";
import { TextBlock } from "@/components/sections/app/text-block";

export const generateMetadata = routeMetadata("/app/topup");

/** /app/topup: steps, the operator and game directory, the Ooredoo block. */
export default async function TopupPage(props: PageProps) {
  const { lang, region } = await pageContext(props);
  return (
    <>
      <AppHero lang={lang} region={region} pick={(m) => m.topup.hero} />
      <StepsBlock lang={lang} pick={(m) => m.topup.steps} id="steps-title" />
      <OperatorDirectory lang={lang} region={region} />
      <OoredooBlock lang={lang} region={region} />
      <TextBlock lang={lang} pick={(m) => m.topup.games} id="games-title" tone="muted" />
      <AppCta lang={lang} region={region} />
    </>
  );
}
