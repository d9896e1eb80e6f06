"use client";

import { useId, useState, type FormEvent } from "react";
import { languages, langs, isLang, type Lang } from "@/i18n/languages";
import { regionIds, isRegionId, type RegionId } from "@/config/regions";
import { localHref, regionHome } from "@/i18n/links";
import { splitRegion } from "@/i18n/resolve";
import { storeLocaleChoice } from "@/lib/preferences";
import { RegionMark } from "@/components/icons/flags";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";

export type LocaleFormLabels = {
  regionLegend: string;
  languageLegend: string;
  regions: Record<RegionId, string>;
  comingSoon: string;
  confirm: string;
  invalid: string;
};

type LocaleFormProps = {
  lang: Lang;
  region: RegionId;
  labels: LocaleFormLabels;
  comingSoonRegions: RegionId[];
  /** Called when nothing changed: the drawer just closes. */
  onUnchanged?: () => void;
};

/**
 * Where a locale choice leads (SPEC 4), or "stay" when nothing changed.
 * Without JavaScript the same form GETs `?region=&lang=` and the proxy answers
 * with the same target.
 */
export function localeChoiceTarget(input: {
  currentLang: Lang;
  currentRegion: RegionId;
  pathname: string;
  lang: string;
  region: string;
}): "stay" | "invalid" | string {
  if (!isLang(input.lang) || !isRegionId(input.region)) return "invalid";
  const langChanged = input.lang !== input.currentLang;
  if (input.region === input.currentRegion) {
    if (!langChanged) return "stay";
    return `${localHref(input.region, splitRegion(input.pathname).rest)}?lang=${input.lang}`;
  }
  return `${regionHome(input.region)}${langChanged ? `?lang=${input.lang}` : ""}`;
}

/** The real `<form>` of the locale picker: region and language radios and a confirm button. */
export function LocaleForm({ lang, region, labels, comingSoonRegions, onUnchanged }: LocaleFormProps) {
  const id = useId();
  const [error, setError] = useState(false);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const chosenLang = String(data.get("lang") ?? "");
    const chosenRegion = String(data.get("region") ?? "");
    const target = localeChoiceTarget({
      currentLang: lang,
      currentRegion: region,
      pathname: window.location.pathname,
      lang: chosenLang,
      region: chosenRegion,
    });
    if (target === "invalid") {
      setError(true);
      return;
    }
    setError(false);
    if (target === "stay") {
      onUnchanged?.();
      return;
    }
    storeLocaleChoice(chosenLang as Lang, chosenRegion as RegionId);
    window.location.assign(target);
  }

  return (
    <form method="get" onSubmit={onSubmit} className="flex flex-col gap-6" aria-describedby={error ? `${id}-error` : undefined}>
      <fieldset>
        <legend className="mb-3 text-sm font-semibold tracking-wide text-ink-muted uppercase">{labels.regionLegend}</legend>
        <div className="flex flex-col gap-2">
          {regionIds.map((value) => (
            <label key={value} className="flex cursor-pointer items-center gap-3 rounded-2xl border border-line px-4 py-3 has-checked:border-accent has-checked:bg-surface-muted">
              <input type="radio" name="region" value={value} defaultChecked={value === region} className="size-4 accent-brand-600" />
              <RegionMark region={value} />
              <span className="font-medium">{labels.regions[value]}</span>
              {comingSoonRegions.includes(value) ? <Badge tone="gold" className="ms-auto">{labels.comingSoon}</Badge> : null}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend className="mb-3 text-sm font-semibold tracking-wide text-ink-muted uppercase">{labels.languageLegend}</legend>
        <div className="flex flex-col gap-2">
          {langs.map((value) => (
            <label key={value} lang={value} dir={languages[value].dir} className="flex cursor-pointer items-center gap-3 rounded-2xl border border-line px-4 py-3 has-checked:border-accent has-checked:bg-surface-muted">
              <input type="radio" name="lang" value={value} defaultChecked={value === lang} className="size-4 accent-brand-600" />
              <span className="font-medium">{languages[value].nativeName}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-semibold text-red-700 dark:text-red-300">
          {labels.invalid}
        </p>
      ) : null}
      <Button type="submit" variant="primary" size="lg">
        {labels.confirm}
      </Button>
    </form>
  );
}
