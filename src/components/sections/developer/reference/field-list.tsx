import { getLocale, getTranslations } from "next-intl/server";
import { withColon } from "@/i18n/typography";
import type { LocalText, ParameterModel } from "@/lib/openapi/types";
import { Inline } from "../prose";

type FieldItem = {
  name: string;
  type: string;
  required: boolean;
  depth?: number;
  enumValues?: string[];
  description: LocalText | null;
  location?: string;
};

/**
 * Fields or parameters as a list (no wide table, so nothing overflows on a phone).
 * Colours and sizes are inherited from the list and `<code>` is monospace by default:
 * a reference page has hundreds of rows, and every class on a row is paid twice,
 * in the HTML and in the React payload.
 */
export async function FieldList({ items }: { items: FieldItem[] }) {
  const t = await getTranslations("developer.docs.reference");
  // The OpenAPI model carries its own three languages; the page's language picks one.
  const lang = await getLocale();
  return (
    <ul className="divide-line border-line text-ink-muted mt-3 divide-y rounded-xl border text-sm">
      {items.map((item) => (
        <li
          key={`${item.location ?? ""}${item.name}`}
          className="px-4 py-3"
          style={item.depth ? { paddingInlineStart: `${1 + item.depth * 1.25}rem` } : undefined}
        >
          <p className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
            <code dir="ltr" className="text-ink font-semibold">
              {item.name}
            </code>
            <span dir="ltr" className="font-mono text-xs">
              {item.location ? `${item.location} · ${item.type}` : item.type}
            </span>
            <span className={item.required ? "text-accent text-xs font-semibold" : "text-xs"}>
              {item.required ? t("required") : t("optional")}
            </span>
          </p>
          {item.description ? (
            <p className="mt-1">
              <Inline text={item.description[lang]} />
            </p>
          ) : null}
          {item.enumValues?.length ? (
            <p className="mt-1 flex flex-wrap items-baseline gap-1 text-xs">
              <span>{withColon(t("values"), lang)}</span>
              {item.enumValues.map((value) => (
                <code key={value} dir="ltr" className="bg-surface-muted text-ink rounded px-1">
                  {value}
                </code>
              ))}
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** Parameters in the shape FieldList shows. */
export function parameterItems(parameters: ParameterModel[]): FieldItem[] {
  return parameters.map((parameter) => ({ ...parameter, location: parameter.in }));
}
