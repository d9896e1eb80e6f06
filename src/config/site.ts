import type { RegionId } from "./regions";
import type { Section } from "./sections";

/**
 * THE brand file: the company's name, its legal name, its domain and handle,
 * product names and every external address are written here and nowhere else
 * (code, messages and content use them through `site`, `mailbox()` and the
 * message tokens `{brand}`, `{payName}`...; a unit test looks for the name
 * anywhere else). Renaming the company or moving a domain is a change to the
 * first lines of this file. Addresses that are not real yet use `.example`.
 */
const name = "Cirta";
/** The company's domain: web apps, dashboards and e-mail addresses live under it. */
const domain = "cirta.example";
/** The lowercase handle of package names, repositories, social profiles and code identifiers. */
const handle = "cirta";

/** An e-mail address of the company: `mailbox("privacy")` is privacy@<domain>. */
export function mailbox(local: string): string {
  return `${local}@${domain}`;
}

export const site = {
  name,
  legalName: `${name} SPA`,
  domain,
  handle,
  /** Public origin of this website, used for canonical and alternate URLs. */
  url: process.env.NEXT_PUBLIC_SITE_URL ?? `https://www.${domain}`,
  products: {
    app: `${name} App`,
    pay: `${name} Pay`,
    pro: `${name} Pro`,
    developers: `${name} Developers`,
    credit: `${name} Credit`,
    creditShort: "CC",
  },
  links: {
    webApp: `https://app.${domain}`,
    merchantDashboard: `https://pay.${domain}`,
    resellerDashboard: `https://pro.${domain}`,
    developerDashboard: `https://developers.${domain}`,
    /** The APIs' base URL and the SDKs' source code host. */
    api: `https://api.${domain}`,
    git: `https://git.${domain}/${handle}`,
    playStore: `https://play.google.example/store/apps/details?id=example.${handle}.app`,
    supportEmail: mailbox("support"),
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
    { name: "LinkedIn", href: `https://www.linkedin.example/company/${handle}`, icon: "linkedin" },
    { name: "X", href: `https://x.example/${handle}`, icon: "x" },
    { name: "YouTube", href: `https://www.youtube.example/@${handle}`, icon: "youtube" },
  ],
  dz: [
    { name: "Facebook", href: `https://www.facebook.example/${handle}.dz`, icon: "facebook" },
    { name: "Instagram", href: `https://www.instagram.example/${handle}.dz`, icon: "instagram" },
    { name: "TikTok", href: `https://www.tiktok.example/@${handle}.dz`, icon: "tiktok" },
    { name: "LinkedIn", href: `https://www.linkedin.example/company/${handle}`, icon: "linkedin" },
  ],
  ma: [
    { name: "Instagram", href: `https://www.instagram.example/${handle}.ma`, icon: "instagram" },
    { name: "LinkedIn", href: `https://www.linkedin.example/company/${handle}`, icon: "linkedin" },
  ],
} as const satisfies Record<RegionId, readonly SocialLink[]>;
