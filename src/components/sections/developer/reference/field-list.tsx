import { getLocale, getTranslations } from "next-intl/server";
import type { LocalText, ParameterModel } from "@/lib/openapi/types";
import { cn } from "@/lib/cn";
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

/** Fields or parameters as a list (no wide table, so nothing overflows on a phone). */
export async function FieldList({ items }: { items: FieldItem[] }) {
  const t = await getTranslations("developer.docs.reference");
  // The OpenAPI model carries its own three languages; the page's language picks one.
  const lang = await getLocale();
  return (
    <ul className="divide-line border-line mt-3 divide-y rounded-xl border">
      {items.map((item) => (
        <li
          key={`${item.location ?? ""}${item.name}`}
          className="px-4 py-3"
          style={{ paddingInlineStart: `${1 + (item.depth ?? 0) * 1.25}rem` }}
        >
          <p className="flex flex-wrap items-baseline gap-x-2 gap-y-1 text-sm">
            <code dir="ltr" className="text-ink font-mono font-semibold">
              {item.name}
            </code>
            <span dir="ltr" className="text-ink-muted font-mono text-xs">
              {item.location ? `${item.location} · ` : ""}
              {item.type}
            </span>
            <span className={cn("text-xs", item.required ? "text-accent font-semibold" : "text-ink-muted")}>
              {item.required ? t("required") : t("optional")}
            </span>
          </p>
          {item.description ? (
            <p className="text-ink-muted mt-1 text-sm">
              <Inline text={item.description[lang]} />
            </p>
          ) : null}
          {item.enumValues?.length ? (
            <p className="text-ink-muted mt-1 flex flex-wrap items-baseline gap-1 text-xs">
              <span>{t("values")}:</span>
              {item.enumValues.map((value) => (
                <code key={value} dir="ltr" className="bg-surface-muted text-ink rounded px-1 font-mono">
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
