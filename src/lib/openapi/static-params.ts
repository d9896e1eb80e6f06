import { langs } from "@/config/languages";
import { regionIds } from "@/config/regions";

/**
 * Every `{ lang, region }` pair, for the machine-readable route handlers: they are
 * generated at build, so a broken OpenAPI document fails `next build`.
 */
export function allLangRegions() {
  return langs.flatMap((lang) => regionIds.map((region) => ({ lang, region })));
}
