import type { Lang } from "@/config/languages";
import { wilayas } from "@/data/wilayas";
import type { LeadForm } from "@/db/schema";
import { fieldsOf, leadFormTable, optionValues, type LeadFormsKey, type LeadFormTable } from "@/lib/leads/forms";
import type { LeadFormField } from "./lead-form";

/**
 * A form's fields as its page shows them, read from the forms' table (`src/lib/leads/forms.ts`):
 * labels, hints and options in the page's language (`t` of `leadForms`), the table's lengths as
 * the inputs' `maxLength`, and `(optional)` on what may be left empty.
 */
export function leadFormFields(
  form: LeadForm,
  t: (key: LeadFormsKey) => string,
  lang: Lang,
  table: LeadFormTable = leadFormTable,
): LeadFormField[] {
  return fieldsOf(form, table).map(({ name, required, label, hint, spec }): LeadFormField => {
    const base = { name, label: t(label), ...(hint ? { hint: t(hint) } : {}), ...(required ? {} : { optional: true }) };
    const options =
      spec.kind === "yesNo"
        ? [
            { value: "yes", label: t("yesNo.yes") },
            { value: "no", label: t("yesNo.no") },
          ]
        : spec.options === "wilayas"
          ? optionValues(spec).map((code) => ({ value: code, label: `${code} · ${wilayas.find((w) => w.code === code)!.names[lang]}` }))
          : (spec.options ?? []).map((option) => ({ value: option.value, label: t(option.label) }));
    switch (spec.kind) {
      case "select":
        return { ...base, kind: "select", placeholder: t("choose"), options };
      case "radio":
      case "yesNo":
        return { ...base, kind: "radio", options };
      case "checkboxes":
        return { ...base, kind: "checkboxes", options };
      case "textarea":
        return { ...base, kind: "textarea", maxLength: spec.max ?? 0 };
      default:
        return {
          ...base,
          kind: spec.kind,
          maxLength: spec.max ?? 0,
          ...(spec.autoComplete ? { autoComplete: spec.autoComplete } : {}),
          ...(spec.ltr ? { dir: "ltr" as const } : {}),
        };
    }
  });
}
