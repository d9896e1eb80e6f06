import type { RegionId } from "./regions";
import type { Section } from "./sections";

/**
 * The one place for the brand and every external address. Renaming the
 * company or moving a domain is a change to this file only. Addresses that
 * are not real yet use `.example` domains.
 */
export const site = {
  name: "Cirta",
  legalName: "Cirta SPA",
  /** Public origin of this website, used for canonical and alternate URLs. */
  url: process.env.NEXT_PUBLIC_SITE_URL ?? "https://www.cirta.example",
  products: {
    app: "Cirta App",
    pay: "Cirta Pay",
    pro: "Cirta Pro",
    developers: "Cirta Developers",
    credit: "Cirta Credit",
    creditShort: "CC",
  },
  links: {
    webApp: "https://app.cirta.example",
    merchantDashboard: "https://pay.cirta.example",
    resellerDashboard: "https://pro.cirta.example",
    developerDashboard: "https://developers.cirta.example",
    playStore: "https://play.google.example/store/apps/details?id=example.cirta.app",
    supportEmail: "support@cirta.example",
  },
  /** Google Analytics 4 measurement id; no id, no analytics script at all. */
  gaId: process.env.NEXT_PUBLIC_GA_ID || null,
} as const;

/** Where "Log in" goes, by the section of the page it sits on. */
export const loginTargets = {
  home: site.links.webApp,
  app: site.links.webApp,
  business: site.links.merchantDashboard,
  developer: site.links.developerDashboard,
  company: site.links.webApp,
} as const satisfies Record<Section, string>;

export type SocialIcon = "facebook" | "instagram" | "linkedin" | "x" | "youtube" | "tiktok";
export type SocialLink = { name: string; href: string; icon: SocialIcon };

/** Social profiles, per region (name, link, icon). */
export const socialLinks = {
  global: [
    { name: "LinkedIn", href: "https://www.linkedin.example/company/cirta", icon: "linkedin" },
    { name: "X", href: "https://x.example/cirta", icon: "x" },
    { name: "YouTube", href: "https://www.youtube.example/@cirta", icon: "youtube" },
  ],
  dz: [
    { name: "Facebook", href: "https://www.facebook.example/cirta.dz", icon: "facebook" },
    { name: "Instagram", href: "https://www.instagram.example/cirta.dz", icon: "instagram" },
    { name: "TikTok", href: "https://www.tiktok.example/@cirta.dz", icon: "tiktok" },
    { name: "LinkedIn", href: "https://www.linkedin.example/company/cirta", icon: "linkedin" },
  ],
  ma: [
    { name: "Instagram", href: "https://www.instagram.example/cirta.ma", icon: "instagram" },
    { name: "LinkedIn", href: "https://www.linkedin.example/company/cirta", icon: "linkedin" },
  ],
} as const satisfies Record<RegionId, readonly SocialLink[]>;
