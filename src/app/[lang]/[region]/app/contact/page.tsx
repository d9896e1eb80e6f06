import { Link2, HandCoins, SplitSquareHorizontal } from "@/components/icons/lucide";
import { pageContext, pageMessages, type PageProps, pageTranslations, routeMetadata } from "@/lib/page";
import { Hero } from "@/components/sections/shared/hero";
import { StepsSection } from "@/components/sections/shared/steps";
import { DownloadButton } from "@/components/sections/app/download-button";
import { DownloadCta } from "@/components/sections/app/download-cta";
import { FeatureGrid } from "@/components/sections/app/feature-grid";
import { TextBlock } from "@/components/sections/app/text-block";

export const generateMetadata = routeMetadata("/app/contact");

/** /app/contact: sending and receiving credit between users, and contacts. */
export default async function ContactPage(props: PageProps) {
  await pageContext(props);
  const t = await pageTranslations("/app/contact");
  const contact = await pageMessages("/app/contact");
  return (
    <>
      <Hero eyebrow={t("hero.eyebrow")} title={t("hero.title")} lead={t("hero.lead")} actions={<DownloadButton />} />
      <StepsSection title={t("send.title")} titleId="send-title" items={contact.send.items} />
      <FeatureGrid
        title={t("receive.title")}
        titleId="receive-title"
        items={contact.receive.items}
        tone="muted"
        icons={[Link2, HandCoins, SplitSquareHorizontal]}
      />
      <TextBlock title={t("contacts.title")} body={t("contacts.body")} titleId="contacts-title" />
      <DownloadCta />
    </>
  );
}
