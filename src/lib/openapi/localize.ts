import { translatedLangs, type Lang } from "@/config/languages";
import type { LocalText } from "./types";
import { typeset } from "@/i18n/typography";

type Node = Record<string, unknown>;

/**
 * Reads a translatable field of a document node: `node[field]` is English,
 * `node["x-fr"][field]` and `node["x-ar"][field]` are French and Arabic.
 * Returns null when the node has no English text.
 */
export function localText(node: unknown, field: string): LocalText | null {
  if (!node || typeof node !== "object") return null;
  const source = node as Node;
  const en = source[field];
  if (typeof en !== "string") return null;
  const pick = (lang: Exclude<Lang, "en">) => {
    const extension = source[`x-${lang}`];
    const value = extension && typeof extension === "object" ? (extension as Node)[field] : undefined;
    return typeof value === "string" ? typeset(value, lang) : en;
  };
  return { en, fr: pick("fr"), ar: pick("ar") };
}

/** True when the node has its own French and Arabic text for the field. */
export function isTranslated(node: unknown, field: string): boolean {
  if (!node || typeof node !== "object") return false;
  const source = node as Node;
  return translatedLangs.every((lang) => {
    const extension = source[`x-${lang}`];
    return !!extension && typeof extension === "object" && typeof (extension as Node)[field] === "string";
  });
}
