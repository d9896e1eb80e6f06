import { groupEntries, namespaceKey } from "./registry-pages";
import { site } from "../../src/config/site";
import { typeset } from "../../src/i18n/typography";
import en from "../../messages/sections/business/en.json" with { type: "json" };
import fr from "../../messages/sections/business/fr.json" with { type: "json" };
import ar from "../../messages/sections/business/ar.json" with { type: "json" };

/** The business section's pages (the registry's `business` group), each with its message key. */
type PageKey = { [K in keyof typeof en]: (typeof en)[K] extends { hero: { title: string } } ? K : never }[keyof typeof en];
export const BUSINESS_PAGES = groupEntries("business").map((entry) => ({ path: entry.path, key: namespaceKey(entry) as PageKey }));

/** The copy as pages show it: French with its typography applied at load (src/i18n/typography.ts). */
export const businessMessages = { en, fr: typeset(fr, "fr"), ar };

const tokens: Record<string, string> = {
  brand: site.name,
  appName: site.products.app,
  payName: site.products.pay,
  proName: site.products.pro,
  devName: site.products.developers,
  creditName: site.products.credit,
  creditShort: site.products.creditShort,
};

/** A message with its brand tokens filled, as the site renders it. */
export const filled = (text: string) => text.replace(/\{(\w+)\}/g, (token, name: string) => tokens[name] ?? token);
