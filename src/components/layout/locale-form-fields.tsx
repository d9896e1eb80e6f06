import { languages, langs, type Lang } from "@/config/languages";
import { regionIds, type RegionId } from "@/config/regions";
import { RegionMark } from "@/components/icons/flags";
import { Badge } from "@/components/ui/badge";
import { buttonClasses } from "@/components/ui/button-styles";

export type LocaleFormLabels = {
  regionLegend: string;
  languageLegend: string;
  regions: Record<RegionId, string>;
  comingSoon: string;
  confirm: string;
  invalid: string;
};

export type LocaleFormFieldsProps = {
  lang: Lang;
  region: RegionId;
  labels: LocaleFormLabels;
  comingSoonRegions: RegionId[];
};

/**
 * The locale form's controls: region radios (`region` = global|dz|ma, with a
 * globe or a flag; coming-soon regions marked), language radios (`lang` =
 * en|fr|ar, each named in its own language) and the confirm button. No
 * behaviour of its own: the drawer's form and the footer's no-JS form both
 * render it, and it works as a plain GET form.
 */
export function LocaleFormFields({ lang, region, labels, comingSoonRegions }: LocaleFormFieldsProps) {
  return (
    <>
      <fieldset>
        <legend className="text-ink-muted mb-3 text-sm font-semibold tracking-wide uppercase">{labels.regionLegend}</legend>
        <div className="flex flex-col gap-2">
          {regionIds.map((value) => (
            <label
              key={value}
              className="border-line has-checked:border-accent has-checked:bg-surface-muted flex cursor-pointer items-center gap-3 rounded-2xl border px-4 py-3"
            >
              <input type="radio" name="region" value={value} defaultChecked={value === region} className="accent-brand-600 size-4" />
              <RegionMark region={value} />
              <span className="font-medium">{labels.regions[value]}</span>
              {comingSoonRegions.includes(value) ? (
                <Badge tone="gold" className="ms-auto">
                  {labels.comingSoon}
                </Badge>
              ) : null}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend className="text-ink-muted mb-3 text-sm font-semibold tracking-wide uppercase">{labels.languageLegend}</legend>
        <div className="flex flex-col gap-2">
          {langs.map((value) => (
            <label
              key={value}
              lang={value}
              dir={languages[value].dir}
              className="border-line has-checked:border-accent has-checked:bg-surface-muted flex cursor-pointer items-center gap-3 rounded-2xl border px-4 py-3"
            >
              <input type="radio" name="lang" value={value} defaultChecked={value === lang} className="accent-brand-600 size-4" />
              <span className="font-medium">{languages[value].nativeName}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <button type="submit" className={buttonClasses({ size: "lg" })}>
        {labels.confirm}
      </button>
    </>
  );
}
