import { registryPages } from "./registry-pages";
import { readdirSync } from "node:fs";
import path from "node:path";
import en from "../../messages/sections/app/en.json" with { type: "json" };
import fr from "../../messages/sections/app/fr.json" with { type: "json" };
import ar from "../../messages/sections/app/ar.json" with { type: "json" };
import { site } from "../../src/config/site";
import { typeset } from "../../src/i18n/typography";

const tokens: Record<string, string> = {
  brand: site.name,
  appName: site.products.app,
  payName: site.products.pay,
  proName: site.products.pro,
  devName: site.products.developers,
  creditName: site.products.credit,
  creditShort: site.products.creditShort,
};

/** A message with its brand tokens filled, as the page shows it. */
export function fill(text: string): string {
  return text.replace(/\{(\w+)\}/g, (token, name: string) => tokens[name] ?? token);
}

/** The copy as pages show it: French with its typography applied at load (src/i18n/typography.ts). */
export const appCopy = { en, fr: typeset(fr, "fr"), ar };

/** The help article slugs, read from `content/help` like the site does. */
export const HELP_SLUGS = readdirSync(path.join(process.cwd(), "content", "help"), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

/**
 * Every page of the personal section (the registry's `app` group, help articles included), from
 * the route registry; the legal pages are tested by their owner.
 */
export const APP_PAGES = registryPages((entry) => entry.route.group === "app");
