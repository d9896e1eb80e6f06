import { EyeOff, Globe2, UserCheck } from "@/components/icons/lucide";
import { pageContext, pageMessages, type PageProps, pageTranslations, routeMetadata } from "@/lib/page";
import { Hero } from "@/components/sections/shared/hero";
import { StepsSection } from "@/components/sections/shared/steps";
import { DownloadButton } from "@/components/sections/app/download-button";
import { DownloadCta } from "@/components/sections/app/download-cta";
import { FeatureGrid } from "@/components/sections/app/feature-grid";
import { GuideLink } from "@/components/sections/app/guide-link";
import { ProfileLink } from "./_sections/profile-link";

export const generateMetadata = routeMetadata("/app/profile");

/** /app/profile: privacy settings, the shareable link, identity-card verification. */
export default async function ProfilePage(props: PageProps) {
  await pageContext(props);
  const t = await pageTranslations("/app/profile");
  const profile = await pageMessages("/app/profile");
  return (
    <>
      <Hero eyebrow={t("hero.eyebrow")} title={t("hero.title")} lead={t("hero.lead")} actions={<DownloadButton />} />
      <FeatureGrid title={t("privacy.title")} titleId="privacy-title" items={profile.privacy.items} icons={[Globe2, EyeOff, UserCheck]} />
      <ProfileLink />
      <StepsSection
        title={t("verification.title")}
        lead={t("verification.lead")}
        titleId="verification-title"
        items={profile.verification.items}
      >
        <GuideLink slug="account-verification" label={t("verification.guide")} />
      </StepsSection>
      <DownloadCta />
    </>
  );
}
