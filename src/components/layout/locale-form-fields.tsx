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
 * each language of src/config/languages.ts, named in its own language) and the confirm button. No
 * behaviour of its own: the drawer's form and the footer's no-JS form both
 * render it, and it works as a plain GET form. `.locale-choices` (globals.css)
 * styles the legends, the choices and their radios: named once rather than on
 * each of the six choices the footer's no-JS form puts in every page's HTML.
 */
export function LocaleFormFields({ lang, region, labels, comingSoonRegions }: LocaleFormFieldsProps) {
  return (
    <>
      <fieldset className="locale-choices">
        <legend>{labels.regionLegend}</legend>
        <div>
          {regionIds.map((value) => (
            <label key={value}>
              <input type="radio" name="region" value={value} defaultChecked={value === region} />
              <RegionMark region={value} />
              <span>{labels.regions[value]}</span>
              {comingSoonRegions.includes(value) ? (
                <Badge tone="gold" className="ms-auto">
                  {labels.comingSoon}
                </Badge>
              ) : null}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="locale-choices">
        <legend>{labels.languageLegend}</legend>
        <div>
          {langs.map((value) => (
            <label key={value} lang={value} dir={languages[value].dir}>
              <input type="radio" name="lang" value={value} defaultChecked={value === lang} />
              <span>{languages[value].nativeName}</span>
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
