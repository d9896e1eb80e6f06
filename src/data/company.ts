/**
 * Company facts the pages render (figures, milestones, leadership, offices,
 * legal identity). Nobody translates these values; the labels around them live
 * in `messages/sections/company/*.json`.
 *
 * FICTIONAL: every value here (registration numbers, tax ids, licences, people,
 * addresses, figures) is an invented placeholder for this demonstration site,
 * shipped as a plausible default. Replace them with the company's real records
 * before publishing.
 */
import { mailbox, site } from "@/config/site";
import { wilayas } from "@/data/wilayas";

/** `plus`: the figure is a floor and grows (“1,200,000+ app users”); a figure that is a whole (every wilaya) has none. */
export type Figure = { key: "users" | "merchants" | "resellers" | "wilayas"; value: number; plus: boolean };
export type Milestone = { year: number; key: "founded" | "licence" | "appLaunch" | "payLaunch" | "proLaunch" | "proTerminals" | "morocco" };
/**
 * `gender`: the holder's, which the role labels carry in Arabic and French (`about.leadership.ceo` is
 * «المديرة العامة», « Directrice générale »): the labels are keyed by role, so when a holder changes,
 * change `gender` and the two labels with the name (`tests/unit/arabic-gender.test.ts` checks that the
 * Arabic label agrees with `gender`).
 */
export type Leader = {
  name: string;
  role: "ceo" | "cto" | "cfo" | "compliance" | "operations";
  initials: string;
  gender: "feminine" | "masculine";
};
/**
 * An office: its street and town as the post writes them (Latin, French form), where it has one, and
 * its country as an ISO code, which each page names in its own language (`countryName`).
 */
export type Office = { key: "algiers" | "oran" | "constantine" | "casablanca"; street?: string; country: "DZ" | "MA"; email: string; comingSoon?: boolean };

/** Headline figures (plausible defaults; update each quarter). */
export const figures = [
  { key: "users", value: 1_200_000, plus: true },
  { key: "merchants", value: 18_500, plus: true },
  { key: "resellers", value: 6_200, plus: true },
  // Every wilaya (src/data/wilayas.ts): “58+” would be impossible (review pass 1).
  { key: "wilayas", value: wilayas.length, plus: false },
] as const satisfies readonly Figure[];

export const milestones = [
  { year: 2019, key: "founded" },
  { year: 2020, key: "licence" },
  { year: 2021, key: "appLaunch" },
  { year: 2022, key: "payLaunch" },
  // Resellers sold from a phone or a computer for three years before the terminals (news, 3 March 2026).
  { year: 2023, key: "proLaunch" },
  { year: 2026, key: "proTerminals" },
  { year: 2026, key: "morocco" },
] as const satisfies readonly Milestone[];

/** Fictional people: no photos, initials only. */
export const leadership = [
  { name: "Yasmine Benali", role: "ceo", initials: "YB", gender: "feminine" },
  { name: "Karim Haddad", role: "cto", initials: "KH", gender: "masculine" },
  { name: "Nadia Meziane", role: "cfo", initials: "NM", gender: "feminine" },
  { name: "Sofiane Belkacem", role: "compliance", initials: "SB", gender: "masculine" },
  { name: "Lina Ait Ouali", role: "operations", initials: "LA", gender: "feminine" },
] as const satisfies readonly Leader[];

export const offices = [
  { key: "algiers", street: "12 Rue Didouche Mourad, 16000 Alger", country: "DZ", email: mailbox("alger") },
  { key: "oran", street: "5 Boulevard de la Soummam, 31000 Oran", country: "DZ", email: mailbox("oran") },
  { key: "constantine", street: "3 Rue Abane Ramdane, 25000 Constantine", country: "DZ", email: mailbox("constantine") },
  // No street until it opens: the card names its town (its heading) and its country.
  { key: "casablanca", country: "MA", email: mailbox("maroc"), comingSoon: true },
] as const satisfies readonly Office[];

/** Legal identity for the legal notice (FICTIONAL values, see the top of this file). */
export const legalIdentity = {
  companyName: site.legalName,
  legalForm: "SPA",
  shareCapital: 150_000_000,
  capitalCurrency: "DZD",
  registration: "RC 16/00-1234567 B 19",
  taxId: "NIF 001916123456789",
  statisticalId: "NIS 001916010012345",
  articleOfTax: "AI 16012345678",
  /** Street and town as the post writes them; the country is named in the page's language (`countryName`). */
  address: { street: "12 Rue Didouche Mourad, 16000 Alger", country: "DZ" },
  phone: "+213 21 00 00 00",
  email: mailbox("legal"),
  director: "Yasmine Benali",
  /** The director's gender, which `legal.identity.director` carries in Arabic and French («مديرة النشر», « Directrice de la publication »): change it, and the labels, with the name (see `Leader`). */
  directorGender: "feminine",
  /**
   * Who hosts the website (FICTIONAL placeholder: the company itself). Only the name is a
   * fact kept here; the words around it ("…, on its own infrastructure in Algeria") are
   * `legal.identity.hostValue` in the messages: change both with a real hosting provider.
   */
  host: { name: site.legalName },
  licences: [
    { key: "payment", reference: "BA-EP-2020-017" },
    { key: "telecom", reference: "ARPCE-VAS-2021-042" },
  ],
} as const;

/** Contact addresses of the company pages (mailto targets). */
export const companyContacts = {
  careers: mailbox("careers"),
  partners: mailbox("partners"),
  investors: mailbox("investors"),
  press: mailbox("press"),
  privacy: mailbox("privacy"),
  accessibility: mailbox("accessibility"),
  security: mailbox("security"),
} as const satisfies Record<string, string>;

/** security.txt (RFC 9116) settings: the expiry is a date, renew it before it passes. */
export const securityPolicy = {
  contact: `mailto:${companyContacts.security}`,
  /** How far ahead `Expires` is, from the day the file is served (RFC 9116: less than a year). */
  expiresInDays: 180,
  /** The disclosure policy: the developer terms' "Reporting a vulnerability" section. */
  policyPath: "/developer/term#reporting-a-vulnerability",
  preferredLanguages: "en, fr, ar",
} as const;

/** security.txt's `Expires` for a file served at `now`: midnight UTC, `expiresInDays` days later. */
export function securityTxtExpires(now: Date): string {
  const day = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(day + securityPolicy.expiresInDays * 86_400_000).toISOString();
}

/** News articles shown per page on /company/news and per JSON page. */
export const NEWS_PAGE_SIZE = 3;
