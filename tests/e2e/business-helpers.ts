import { site } from "../../src/config/site";
import { typeset } from "../../src/i18n/typography";
import en from "../../messages/sections/business/en.json" with { type: "json" };
import fr from "../../messages/sections/business/fr.json" with { type: "json" };
import ar from "../../messages/sections/business/ar.json" with { type: "json" };

/** The business section's pages (kept in step with the route registry, src/config/routes.ts, by a test). */
export const BUSINESS_PAGES = [
  { path: "/business/pay", key: "pay" },
  { path: "/business/pay/method", key: "payMethod" },
  { path: "/business/pay/link", key: "payLink" },
  { path: "/business/pay/pricing", key: "payPricing" },
  { path: "/business/pay/help", key: "payHelp" },
  { path: "/business/pay/contact", key: "payContact" },
  { path: "/business/pro", key: "pro" },
  { path: "/business/pro/pricing", key: "proPricing" },
  { path: "/business/pro/help", key: "proHelp" },
  { path: "/business/pro/apply", key: "proApply" },
] as const;

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
