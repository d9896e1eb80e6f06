import { cache } from "react";
import { getMessages, getTranslations } from "next-intl/server";
import { navigation, type Highlight } from "@/config/navigation";
import { regions, regionIds } from "@/config/regions";
import { regionHref } from "@/i18n/region";
import type { ResolvedMenu } from "./shell-types";
import type { LocaleFormLabels } from "./locale-form-fields";

/**
 * The navigation config with labels translated, hrefs on the page's region and
 * `highlight` (the menu the page belongs to, see `sectionMenu`) marked active.
 * Labels come from the typed message tree indexed by the config's typed keys
 * (not from keys assembled as strings), so a missing label fails `tsc`.
 * One object per render (React `cache`): the header's menus, its drawer and the
 * footer's site navigation are client components given this same object, which
 * the page's React payload then carries once.
 */
export const resolveMenus = cache(async (highlight: Highlight): Promise<ResolvedMenu[]> => {
  const { navigation: copy } = await getMessages();
  return navigation.map((menu) => ({
    key: menu.key,
    label: copy.menus[menu.key],
    active: menu.key === highlight,
    items: menu.items.map((item) => ({
      key: item.key,
      label: copy.items[item.key].label,
      description: copy.items[item.key].description,
      href: regionHref(item.path),
    })),
  }));
});

/** Regions marked "coming soon" in the locale form (one array, shared like the labels). */
export const comingSoonRegions = regionIds.filter((id) => regions[id].status === "coming-soon");

/** The locale form's labels, shared by the header's drawer and the footer's no-JavaScript form (one object per render, see resolveMenus). */
export const localeFormLabels = cache(async (): Promise<LocaleFormLabels> => {
  const t = await getTranslations("localePicker");
  const tc = await getTranslations("common");
  return {
    regionLegend: t("regionLegend"),
    languageLegend: t("languageLegend"),
    regions: { global: t("regions.global"), dz: t("regions.dz"), ma: t("regions.ma") },
    comingSoon: tc("comingSoon"),
    confirm: t("confirm"),
    invalid: t("invalid"),
  };
});

