import type { MessageKeys, NestedKeyOf } from "next-intl";
import type { LeadForm } from "@/db/schema";
import { wilayas } from "@/data/wilayas";
import type { Messages } from "@/i18n/messages";

/**
 * The lead forms' fields, in one place (docs/leads.md, "Adding a field"): what each field is
 * (`leadFields`) and which fields each form asks, in the order its page shows them, each required
 * or not, with its label (`formTables`). The validation (`validate.ts`), the form on the page
 * (`src/components/forms/lead-form-fields.ts`), the values kept after an error (`proxy.ts`), the
 * team's e-mail (`notify.ts`) and the CSV export (`export.ts`) are all read from here; the webhook
 * sends a lead's details as they are stored. The consent box is on every form, outside the table.
 */

type FormsMessages = Messages["leadForms"];
/** A message under `leadForms` in `messages/{lang}.json` (tsc checks every key written here). */
export type LeadFormsKey = MessageKeys<FormsMessages, NestedKeyOf<FormsMessages>>;

/**
 * What a field is, which decides how it is checked and shown: one line of text, an e-mail
 * address, a phone number, a web address, a message of several lines, one option of a list
 * (`select`, `radio`), any options of a list (`checkboxes`), or yes or no (stored as a boolean).
 */
export type FieldKind = "text" | "email" | "tel" | "url" | "textarea" | "select" | "radio" | "checkboxes" | "yesNo";

/** A value of a choice and the message of its label. */
export type FieldOption = { readonly value: string; readonly label: LeadFormsKey };

/** A field as every form that asks it has it. */
export type FieldSpec = {
  readonly kind: FieldKind;
  /** The longest value taken, in characters, after trimming (the typed kinds). */
  readonly max?: number;
  /** The values a choice takes; `wilayas`: Algeria's 58 by their number, named from `src/data/wilayas.ts`. */
  readonly options?: readonly FieldOption[] | "wilayas";
  /** The browser's autofill token. */
  readonly autoComplete?: string;
  /** Typed left to right whatever the page's direction (addresses, numbers). */
  readonly ltr?: boolean;
  /** Its label in the team's e-mail (English, as the team reads it). */
  readonly team: string;
};

/** A field on one form: whether it must be filled in, the message of its label, and of its hint. */
export type FormField = { readonly name: string; readonly required: boolean; readonly label: LeadFormsKey; readonly hint?: LeadFormsKey };

/** Every field and every form's list of them: the default is this file's; a test may pass a copy. */
export type LeadFormTable = {
  /** Every field, in the order of the export's columns. */
  readonly fields: Readonly<Record<string, FieldSpec>>;
  readonly forms: Readonly<Record<LeadForm, readonly FormField[]>>;
};

/**
 * The fields that are columns of the `leads` table (`src/db/schema.ts`), in the export's order;
 * every other field is kept in the lead's `details` (JSON), so adding one needs no migration.
 */
export const leadColumns = ["name", "organisation", "email", "phone", "message"] as const;

/** Every field a lead form may ask. The order is the export's (its columns after `message`). */
export const leadFields = {
  name: { kind: "text", max: 100, autoComplete: "name", team: "Name" },
  organisation: { kind: "text", max: 120, autoComplete: "organization", team: "Organisation" },
  email: { kind: "email", max: 254, autoComplete: "email", ltr: true, team: "E-mail" },
  phone: { kind: "tel", max: 30, autoComplete: "tel", ltr: true, team: "Phone" },
  message: { kind: "textarea", max: 3000, team: "Message" },
  /** Monthly volume bands on the sales form, in dinars. */
  volume: {
    kind: "select",
    options: [
      { value: "under-1m", label: "volumes.under1m" },
      { value: "1m-10m", label: "volumes.from1mTo10m" },
      { value: "10m-50m", label: "volumes.from10mTo50m" },
      { value: "over-50m", label: "volumes.over50m" },
    ],
    team: "Volume",
  },
  website: { kind: "url", max: 200, autoComplete: "url", ltr: true, team: "Website" },
  wilaya: { kind: "select", options: "wilayas", team: "Wilaya" },
  terminal: { kind: "yesNo", team: "Terminal" },
  /** The company contact form's topics (`leadConfig.topicRecipients` sends some to their own inbox). */
  topic: {
    kind: "radio",
    options: [
      { value: "partnership", label: "topics.partnership" },
      { value: "investor", label: "topics.investor" },
      { value: "press", label: "topics.press" },
      { value: "other", label: "topics.other" },
    ],
    team: "Topic",
  },
  /** What a visitor in Morocco may want to hear about. */
  interests: {
    kind: "checkboxes",
    options: [
      { value: "app", label: "interests.app" },
      { value: "pay", label: "interests.pay" },
      { value: "pro", label: "interests.pro" },
    ],
    team: "Interests",
  },
} as const satisfies Record<string, FieldSpec>;

export type LeadFieldName = keyof typeof leadFields;
type Field = FormField & { readonly name: LeadFieldName };

/** Each form's fields, in the order its page shows them (the consent box follows them all). */
export const formTables = {
  sales: [
    { name: "organisation", required: true, label: "labels.organisation.sales" },
    { name: "name", required: true, label: "labels.name" },
    { name: "email", required: true, label: "labels.email" },
    { name: "phone", required: true, label: "labels.phone", hint: "hints.phone" },
    { name: "website", required: false, label: "labels.website", hint: "hints.website" },
    { name: "volume", required: true, label: "labels.volume" },
    { name: "message", required: false, label: "labels.message", hint: "hints.salesMessage" },
  ],
  reseller: [
    { name: "organisation", required: true, label: "labels.organisation.reseller" },
    { name: "name", required: true, label: "labels.name" },
    { name: "phone", required: true, label: "labels.phone", hint: "hints.phone" },
    { name: "wilaya", required: true, label: "labels.wilaya" },
    { name: "terminal", required: true, label: "labels.terminal" },
    { name: "message", required: false, label: "labels.message", hint: "hints.resellerMessage" },
  ],
  contact: [
    { name: "topic", required: true, label: "labels.topic" },
    { name: "organisation", required: false, label: "labels.organisation.contact" },
    { name: "name", required: true, label: "labels.name" },
    { name: "email", required: true, label: "labels.email" },
    { name: "message", required: true, label: "labels.message", hint: "hints.contactMessage" },
  ],
  notify: [
    { name: "email", required: true, label: "labels.email" },
    { name: "interests", required: false, label: "labels.interests" },
  ],
} as const satisfies Record<LeadForm, readonly Field[]>;

/** The table the site runs on. */
export const leadFormTable: LeadFormTable = { fields: leadFields, forms: formTables };

/** Algeria's 58 wilayas, by their official number (`src/data/wilayas.ts`). */
export const wilayaCodes = wilayas.map((wilaya) => wilaya.code);

/** The values a choice takes, in its order (none for a field that is not a choice). */
export function optionValues(spec: Pick<FieldSpec, "kind" | "options">): readonly string[] {
  if (spec.kind === "yesNo") return ["yes", "no"];
  if (spec.options === "wilayas") return wilayaCodes;
  return spec.options?.map((option) => option.value) ?? [];
}

/** A form's fields with what each is, in the form's order. */
export function fieldsOf(form: LeadForm, table: LeadFormTable = leadFormTable): (FormField & { spec: FieldSpec })[] {
  return table.forms[form].map((field) => {
    const spec = table.fields[field.name];
    if (!spec) throw new Error(`the ${form} form asks ${field.name}, which is not in the table's fields`);
    return { ...field, spec };
  });
}

/** Whether a field is a column of `leads` (otherwise it is kept in `details`). */
export function isLeadColumn(name: string): name is (typeof leadColumns)[number] {
  return (leadColumns as readonly string[]).includes(name);
}

/** The fields kept in `details`, in the export's order: one CSV column each. */
export function detailFields(table: LeadFormTable = leadFormTable): string[] {
  return Object.keys(table.fields).filter((name) => !isLeadColumn(name));
}
