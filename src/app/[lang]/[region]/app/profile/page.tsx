import { EyeOff, Globe2, UserCheck } from "lucide-react";
import { pageContext, routeMetadata, type PageProps } from "@/lib/page";
import { AppHero } from "@/components/sections/app/app-hero";
import { AppCta } from "@/components/sections/app/app-cta";
import { FeatureGrid } from "@/components/sections/app/feature-grid";
import { ProfileLink } from "@/components/sections/app/profile-link";
import { StepsBlock } from "@/components/sections/app/steps-block";
import { GuideLink } from "@/components/sections/app/guide-link";
import { appMessages } from "@/lib/app/page";

export const generateMetadata = routeMetadata("/app/profile");

/** /app/profile: privacy settings, the shareable link, identity-card verification. */
export default async function ProfilePage(props: PageProps) {
  const { lang, region } = await pageContext(props);
  const { verification } = (await appMessages(lang)).profile;
  return (
    <>
      <AppHero lang={lang} region={region} pick={(m) => m.profile.hero} />
      <FeatureGrid lang={lang} pick={(m) => m.profile.privacy} id="privacy-title" icons={[Globe2, EyeOff, UserCheck]} />
      <ProfileLink lang={lang} />
      <StepsBlock lang={lang} pick={(m) => m.profile.verification} id="verification-title">
        <GuideLink region={region} slug="account-verification" label={verification.guide} />
      </StepsBlock>
      <AppCta lang={lang} region={region} />
    </>
  );
}
