import type { ReactNode } from "react";
import { setRequestLocale } from "next-intl/server";
import type { Lang } from "@/i18n/languages";
import type { RegionId } from "@/config/regions";
import { SiteShell } from "@/components/layout/site-shell";

export default async function HomeLayout({ children, params }: { children: ReactNode; params: Promise<{ lang: string; region: string }> }) {
  const { lang, region } = (await params) as { lang: Lang; region: RegionId };
  setRequestLocale(lang);
  return (
    <SiteShell lang={lang} region={region} section="home" hideRegionNotice>
      {children}
    </SiteShell>
  );
}
