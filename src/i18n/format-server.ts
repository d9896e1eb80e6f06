import { getLocale } from "next-intl/server";
import { formatNumberRange, formatterFor, type Format, type formats } from "./format";
import { getRegion } from "./region";

/** The formatter of the page being rendered (its language and region), for server components. */
export async function getFormat(): Promise<Format & { numberRange: (from: number, to: number, format: keyof typeof formats.number) => string }> {
  const lang = await getLocale();
  const region = getRegion();
  return Object.assign(formatterFor(lang, region), {
    numberRange: (from: number, to: number, format: keyof typeof formats.number) => formatNumberRange(lang, from, to, format),
  });
}
