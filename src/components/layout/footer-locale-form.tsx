import { getLocale, getTranslations } from "next-intl/server";
import { regions, regionIds } from "@/config/regions";
import { getRegion } from "@/i18n/region";
import { LocaleFormFields } from "./locale-form-fields";
import { localeFormLabels } from "./shell-data";

/**
 * The locale picker without JavaScript: the header's trigger links here, and
 * a plain GET form lets the proxy answer `?region=&lang=` with the right page.
 * CSS shows it only when scripts do not run.
 */
export async function FooterLocaleForm() {
  const t = await getTranslations("localePicker");
  return (
    <section id="locale-picker" aria-labelledby="locale-picker-heading" className="no-js-only mt-12 max-w-md">
      <h2 id="locale-picker-heading" className="mb-4 text-lg font-bold">
        {t("title")}
      </h2>
      <form method="get" className="flex flex-col gap-6">
        {/* Shared with the client drawer's form, which has no request context: the checked values come as props. */}
        <LocaleFormFields
          lang={await getLocale()}
          region={getRegion()}
          labels={await localeFormLabels()}
          comingSoonRegions={regionIds.filter((id) => regions[id].status === "coming-soon")}
        />
      </form>
    </section>
  );
}
