/** Every language the site speaks, with what the rest of the code needs to know about it. */
export const languages = {
  en: { code: "en", nativeName: "English", dir: "ltr", hrefLang: "en" },
  fr: { code: "fr", nativeName: "Français", dir: "ltr", hrefLang: "fr" },
  ar: { code: "ar", nativeName: "العربية", dir: "rtl", hrefLang: "ar" },
} as const satisfies Record<string, { code: string; nativeName: string; dir: "ltr" | "rtl"; hrefLang: string }>;

export type Lang = keyof typeof languages;
export const langs = Object.keys(languages) as Lang[];
/** The language the copy is written in first; the others translate it (docs/translations.md). */
export const sourceLang = "en" satisfies Lang;
export type TranslatedLang = Exclude<Lang, typeof sourceLang>;
export const translatedLangs = langs.filter((lang): lang is TranslatedLang => lang !== sourceLang);

/** True only for the exact codes `en`, `fr`, `ar`. */
export function isLang(value: unknown): value is Lang {
  return typeof value === "string" && Object.hasOwn(languages, value);
}

export function dirOf(lang: Lang): "ltr" | "rtl" {
  return languages[lang].dir;
}
