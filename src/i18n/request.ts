import { getRequestConfig } from "next-intl/server";
import { isLang } from "@/config/languages";
import { loadMessages } from "./messages";
import { formats } from "./format";

/**
 * next-intl's per-request configuration. The language always comes from the
 * `[lang]` route segment (set with `setRequestLocale` in layouts and pages),
 * never from cookies, so every page stays static.
 */
export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = isLang(requested) ? requested : "en";
  return {
    locale,
    messages: await loadMessages(locale),
    timeZone: "Africa/Algiers",
    formats,
  };
});
