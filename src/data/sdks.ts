/**
 * SDKs and plugins for the company's APIs, rendered by the developer pages' directory.
 * Versions, dates and compatibility are plausible defaults until the developer
 * relations team publishes the real releases: update an entry when a release ships.
 * Repository addresses use `.example` domains until the repositories are public.
 */
import { site } from "@/config/site";
import type { ApiId } from "@/config/apis";
import type { Lang } from "@/config/languages";

/**
 * A value shown on the page: one string when it is the same in every language (a product, a
 * language or a version range: "PHP 8.1+"), or one per language when it is prose (as
 * `src/data/wilayas.ts` names each wilaya). The copy tests read the prose ones.
 */
export type DataText = string | Readonly<Record<Lang, string>>;

/** A value in one language. */
export function textIn(text: DataText, lang: Lang): string {
  return typeof text === "string" ? text : text[lang];
}

export type Integration = {
  id: string;
  kind: "sdk" | "plugin";
  /** Package or plugin name, as published. */
  name: string;
  /** Programming language (SDK) or platform (plugin): a name, or a description in each language. */
  platform: DataText;
  /** APIs the integration covers. */
  apis: readonly ApiId[];
  repository: string;
  latestVersion: string;
  /** Runtime or platform versions it supports: version ranges, or a description in each language. */
  compatibility: DataText;
  /** Date of the latest release (ISO 8601, UTC). */
  releasedOn: string;
};

const repo = (name: string) => `${site.links.git}/${name}`;
const { handle } = site;
/** The Pay product's name in a package or repository name ("x-pay", "xpay"). */
const payHandle = site.products.pay.toLowerCase().replace(/\s+/g, "-");

export const integrations = [
  {
    id: "sdk-php",
    kind: "sdk",
    name: `${handle}/${handle}-php`,
    platform: "PHP",
    apis: ["pay", "pro"],
    repository: repo(`${handle}-php`),
    latestVersion: "2.4.1",
    compatibility: "PHP 8.1+",
    releasedOn: "2026-10-02",
  },
  {
    id: "sdk-js",
    kind: "sdk",
    name: `@${handle}/node`,
    platform: "JavaScript",
    apis: ["pay", "pro"],
    repository: repo(`${handle}-node`),
    latestVersion: "3.1.0",
    compatibility: "Node.js 18+, Deno, Bun",
    releasedOn: "2026-10-20",
  },
  {
    id: "sdk-python",
    kind: "sdk",
    name: handle,
    platform: "Python",
    apis: ["pay", "pro"],
    repository: repo(`${handle}-python`),
    latestVersion: "1.8.2",
    compatibility: "Python 3.9+",
    releasedOn: "2026-09-14",
  },
  {
    id: "sdk-go",
    kind: "sdk",
    name: `${handle}-go`,
    platform: "Go",
    apis: ["pay", "pro"],
    repository: repo(`${handle}-go`),
    latestVersion: "1.3.0",
    compatibility: "Go 1.21+",
    releasedOn: "2026-07-08",
  },
  {
    id: "sdk-dotnet",
    kind: "sdk",
    name: `${site.name}.Net`,
    platform: "C#",
    apis: ["pay"],
    repository: repo(`${handle}-dotnet`),
    latestVersion: "1.1.4",
    compatibility: ".NET 6+",
    releasedOn: "2026-03-30",
  },
  {
    id: "sdk-dart",
    kind: "sdk",
    name: `${handle}_dart`,
    platform: "Dart",
    apis: ["pay"],
    repository: repo(`${handle}-dart`),
    latestVersion: "0.9.0",
    compatibility: "Dart 3, Flutter 3.16+",
    releasedOn: "2025-06-11",
  },
  {
    id: "plugin-woocommerce",
    kind: "plugin",
    name: `${site.products.pay} for WooCommerce`,
    platform: "WooCommerce",
    apis: ["pay"],
    repository: repo(`woocommerce-${payHandle}`),
    latestVersion: "2.2.0",
    compatibility: "WooCommerce 8+, WordPress 6.2+",
    releasedOn: "2026-09-28",
  },
  {
    id: "plugin-wordpress",
    kind: "plugin",
    name: `${site.products.pay} Buttons`,
    platform: "WordPress",
    apis: ["pay"],
    repository: repo(`wordpress-${payHandle}-buttons`),
    latestVersion: "1.5.3",
    compatibility: "WordPress 6.0+",
    releasedOn: "2026-06-17",
  },
  {
    id: "plugin-whmcs",
    kind: "plugin",
    name: `${site.products.pay} gateway module`,
    platform: "WHMCS",
    apis: ["pay"],
    repository: repo(`whmcs-${payHandle}`),
    latestVersion: "1.2.1",
    compatibility: "WHMCS 8.6+",
    releasedOn: "2026-02-09",
  },
  {
    id: "plugin-shop-app",
    kind: "plugin",
    name: `${site.products.pay} app for hosted shops`,
    platform: {
      en: "Shopify-style app",
      fr: "Application de type Shopify",
      ar: "تطبيق على نمط Shopify",
    },
    apis: ["pay"],
    repository: repo(`shop-app-${payHandle}`),
    latestVersion: "1.0.2",
    compatibility: {
      en: "Shop platforms that accept payment apps",
      fr: "Plateformes de boutique qui acceptent les applications de paiement",
      ar: "منصات المتاجر التي تقبل تطبيقات الدفع",
    },
    releasedOn: "2026-08-21",
  },
  {
    id: "plugin-prestashop",
    kind: "plugin",
    name: payHandle.replace(/-/g, ""),
    platform: "PrestaShop",
    apis: ["pay"],
    repository: repo(`prestashop-${payHandle.replace(/-/g, "")}`),
    latestVersion: "1.4.0",
    compatibility: "PrestaShop 8.x",
    releasedOn: "2025-04-03",
  },
  {
    id: "plugin-odoo",
    kind: "plugin",
    name: `payment_${handle}`,
    platform: "Odoo",
    apis: ["pay"],
    repository: repo(`odoo-payment-${handle}`),
    latestVersion: "17.0.1.2",
    compatibility: "Odoo 16, 17",
    releasedOn: "2026-05-12",
  },
] as const satisfies readonly Integration[];

/** An integration counts as maintained when its latest release is at most this old. */
export const MAINTAINED_WITHIN_DAYS = 365;

/** True when the latest release is no older than `MAINTAINED_WITHIN_DAYS` at `now`. */
export function isMaintained(releasedOn: string, now: Date = new Date()): boolean {
  const age = now.getTime() - Date.parse(`${releasedOn}T00:00:00Z`);
  return age <= MAINTAINED_WITHIN_DAYS * 86_400_000;
}

/** The integrations that cover an API, SDKs first. */
export function integrationsFor(api: ApiId): Integration[] {
  return integrations.filter((item) => (item.apis as readonly ApiId[]).includes(api));
}

/**
 * The SDK page's name and its link's label, as message keys of `developer.docs.sdks`: "SDKs and
 * plugins" where the API has a plugin, "SDKs" where it has none (the page names what it lists).
 */
export function sdkPageKeys(api: ApiId): { title: "title" | "titleSdksOnly"; browse: "browse" | "browseSdksOnly" } {
  return integrationsFor(api).some((item) => item.kind === "plugin")
    ? { title: "title", browse: "browse" }
    : { title: "titleSdksOnly", browse: "browseSdksOnly" };
}
