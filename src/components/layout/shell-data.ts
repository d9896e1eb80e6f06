import { getTranslations } from "next-intl/server";
import type { Lang } from "@/config/languages";
import type { RegionId } from "@/config/regions";
import { navigation } from "@/config/navigation";
import { localHref } from "@/i18n/links";
import type { Section } from "@/config/sections";
import type { ResolvedMenu } from "./shell-types";
import type { LocaleFormLabels } from "./locale-form-fields";

/** The navigation config with labels translated and hrefs carrying the region prefix. */
export async function resolveMenus(lang: Lang, region: RegionId, section: Section): Promise<ResolvedMenu[]> {
  const t = await getTranslations({ locale: lang, namespace: "navigation" });
  return navigation.map((menu) => ({
    key: menu.key,
    label: t(`menus.${menu.key}`),
    active: menu.section === section,
    items: menu.items.map((item) => ({
      key: item.key,
      label: t(`items.${item.key}.label`),
      description: t(`items.${item.key}.description`),
      href: localHref(region, item.path),
    })),
  }));
}

export async function localeFormLabels(lang: Lang): Promise<LocaleFormLabels> {
  const t = await getTranslations({ locale: lang, namespace: "localePicker" });
  const tc = await getTranslations({ locale: lang, namespace: "common" });
  return {
    regionLegend: t("regionLegend"),
    languageLegend: t("languageLegend"),
    regions: { global: t("regions.global"), dz: t("regions.dz"), ma: t("regions.ma") },
    comingSoon: tc("comingSoon"),
    confirm: t("confirm"),
    invalid: t("invalid"),
  };
}
