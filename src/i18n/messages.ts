import { site } from "@/config/site";
import type { Lang } from "@/config/languages";
import { typeset } from "./typography";
import en from "@messages/en.json";
import enApp from "@messages/sections/app/en.json";
import enBusiness from "@messages/sections/business/en.json";
import enDeveloper from "@messages/sections/developer/en.json";
import enCompany from "@messages/sections/company/en.json";

/**
 * All messages of a language: the shared ones (`messages/{lang}.json`) plus one
 * namespace per site section (`messages/sections/<section>/{lang}.json`), so
 * each section's copy lives in its own files.
 */
export type Messages = typeof en & {
  app: typeof enApp;
  business: typeof enBusiness;
  developer: typeof enDeveloper;
  company: typeof enCompany;
};

/** Product names that copy refers to as `{brand}`, `{appName}`, ...; they come from `site.ts`. */
export const brandTokens = {
  brand: site.name,
  appName: site.products.app,
  payName: site.products.pay,
  proName: site.products.pro,
  devName: site.products.developers,
  creditName: site.products.credit,
  creditShort: site.products.creditShort,
  /** The company's domain, for addresses in content: `privacy@{domain}`, `https://api.pay.{domain}`. */
  domain: site.domain,
  /** This website's own origin, for the APIs' test-mode server (the sandbox: `{siteUrl}/sandbox/pay`). */
  siteUrl: site.url,
} as const;

/** Replaces brand tokens in every string, so renaming the company stays a one-file change. */
export function withBrand<T>(value: T): T {
  if (typeof value === "string") {
    return value.replace(/\{(\w+)\}/g, (token, name: string) =>
      Object.hasOwn(brandTokens, name) ? brandTokens[name as keyof typeof brandTokens] : token,
    ) as T;
  }
  if (Array.isArray(value)) return value.map((item) => withBrand(item)) as T;
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withBrand(v)])) as T;
  }
  return value;
}

const loaders: Record<Lang, () => Promise<Messages>> = {
  en: async () => ({
    ...(await import("@messages/en.json")).default,
    app: (await import("@messages/sections/app/en.json")).default,
    business: (await import("@messages/sections/business/en.json")).default,
    developer: (await import("@messages/sections/developer/en.json")).default,
    company: (await import("@messages/sections/company/en.json")).default,
  }),
  fr: async () => ({
    ...(await import("@messages/fr.json")).default,
    app: (await import("@messages/sections/app/fr.json")).default,
    business: (await import("@messages/sections/business/fr.json")).default,
    developer: (await import("@messages/sections/developer/fr.json")).default,
    company: (await import("@messages/sections/company/fr.json")).default,
  }),
  ar: async () => ({
    ...(await import("@messages/ar.json")).default,
    app: (await import("@messages/sections/app/ar.json")).default,
    business: (await import("@messages/sections/business/ar.json")).default,
    developer: (await import("@messages/sections/developer/ar.json")).default,
    company: (await import("@messages/sections/company/ar.json")).default,
  }),
};

const loaded = new Map<Lang, Promise<Messages>>();

/**
 * The messages of one language, with brand names filled in and the language's typography
 * (`typeset`). Worked out once per language and process, then shared, so read only: every page's
 * render asks for them (the request config, the metadata, the share images' titles), and walking
 * the whole catalogue through both each time was a tenth of the build's rendering time
 * (docs/testing.md, "Time").
 */
export function loadMessages(lang: Lang): Promise<Messages> {
  let messages = loaded.get(lang);
  if (!messages) {
    messages = loaders[lang]().then((raw) => typeset(withBrand(raw), lang));
    loaded.set(lang, messages);
  }
  return messages;
}

/** The node at a dotted namespace of a message tree (`app.wallet`), or undefined: the one walk through messages by name. */
export function messagesAt(messages: unknown, namespace: string): unknown {
  let node: unknown = messages;
  for (const part of namespace.split(".")) node = node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined;
  return node;
}
