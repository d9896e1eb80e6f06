import { site } from "@/config/site";
import type { Lang } from "./languages";
import en from "@messages/en.json";

export type Messages = typeof en;

/** Product names that copy refers to as `{brand}`, `{appName}`, ...; they come from `site.ts`. */
export const brandTokens = {
  brand: site.name,
  appName: site.products.app,
  payName: site.products.pay,
  proName: site.products.pro,
  devName: site.products.developers,
  creditName: site.products.credit,
  creditShort: site.products.creditShort,
} as const;

/** Replaces brand tokens in every string, so renaming the company stays a one-file change. */
export function withBrand<T>(value: T): T {
  if (typeof value === "string") {
    return value.replace(/\{(\w+)\}/g, (token, name: string) =>
      Object.hasOwn(brandTokens, name) ? brandTokens[name as keyof typeof brandTokens] : token,
    ) as T;
  }
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withBrand(v)])) as T;
  }
  return value;
}

const loaders: Record<Lang, () => Promise<{ default: Messages }>> = {
  en: () => import("@messages/en.json"),
  fr: () => import("@messages/fr.json"),
  ar: () => import("@messages/ar.json"),
};

/** The messages of one language, with brand names filled in. */
export async function loadMessages(lang: Lang): Promise<Messages> {
  return withBrand((await loaders[lang]()).default);
}
