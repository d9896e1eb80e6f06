import { Link2, HandCoins, SplitSquareHorizontal } from "lucide-react";
import { pageContext, routeMetadata, type PageProps } from "@/lib/page";
import { AppHero } from "@/components/sections/app/app-hero";
import { AppCta } from "@/components/sections/app/app-cta";
import { StepsBlock } from "@/components/sections/app/steps-block";
import { FeatureGrid } from "@/components/sections/app/feature-grid";
import { TextBlock } from "@/components/sections/app/text-block";

export const generateMetadata = routeMetadata("/app/contact");

/** /app/contact: sending and receiving credit between users, and contacts. */
export default async function ContactPage(props: PageProps) {
  const { lang, region } = await pageContext(props);
  return (
    <>
      <AppHero lang={lang} region={region} pick={(m) => m.contact.hero} />
      <StepsBlock lang={lang} pick={(m) => m.contact.send} id="send-title" />
      <FeatureGrid
        lang={lang}
        pick={(m) => m.contact.receive}
        id="receive-title"
        tone="muted"
        icons={[Link2, HandCoins, SplitSquareHorizontal]}
      />
      <TextBlock lang={lang} pick={(m) => m.contact.contacts} id="contacts-title" />
      <AppCta lang={lang} region={region} />
    </>
  );
}
