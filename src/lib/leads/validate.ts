import { parsePhoneNumberFromString, type CountryCode } from "libphonenumber-js/max";
import { z } from "zod";
import type { LeadForm } from "@/db/schema";
import type { RegionId } from "@/config/regions";
import { fieldsOf, isLeadColumn, leadFormTable, optionValues, type FieldSpec, type LeadFormTable } from "./forms";

/**
 * What each lead form accepts (docs/leads.md), checked on the server whatever the browser did:
 * lengths, formats and allowed values. An error is a code (`required`, `tooLong`...), put into
 * words in the page's language by the page (`forms.errors.<code>`); nothing the visitor sent is
 * ever part of an error. Each form's fields, their kinds and lengths are those of its table
 * (`forms.ts`); a kind says which rule below checks a field.
 */

export const errorCodes = ["required", "tooLong", "invalid", "email", "phone", "url", "choice", "consent"] as const;
export type ErrorCode = (typeof errorCodes)[number];

/**
 * A control character (CR, LF, tab, NUL...) has no place in a one-line field, nor a line or
 * paragraph separator (U+2028, U+2029: mail clients break lines on them), nor a tag's `<`.
 */
const oneLine = /^[^\p{Cc}\p{Zl}\p{Zp}<>]*$/u;
/** A message keeps its line breaks and tabs, nothing else of the control characters. */
const multiLine = /^[\t\n\r\P{Cc}]*$/u;
/**
 * Bidirectional controls (marks, embeddings, overrides, isolates): they can turn a value round in
 * the team's e-mail or export (a phone number read backwards). Dropped, not refused: an Arabic
 * keyboard may put a mark in a name, a copied address may carry one. Dropped from every typed
 * field (a line of text, a message, an e-mail, a phone, a web address), in what is stored and in
 * what is given back (red team L2-1).
 */
// Direction controls (the Arabic letter mark U+061C included) and the other invisible format
// characters (zero-width space, invisible operators, tags), but not the zero-width joiner and
// non-joiner (U+200C, U+200D) that Arabic and Persian writing needs (red team N5).
const bidiControls = /(?![\u200C\u200D])\p{Cf}/gu;
const withoutBidi = (value: string) => value.replace(bidiControls, "");
/**
 * Whether a value shows anything: a character that is not a space, a format or control character, a
 * combining mark alone, nor a blank that is a letter (the Hangul fillers U+115F, U+1160, U+3164,
 * U+FFA0, the blank Braille pattern U+2800). A required field made only of those is not filled in
 * (`required`), an optional one is left empty (red team L2-2).
 */
const visible = /[^\p{Z}\p{Cf}\p{Cc}\p{Mn}\p{Me}\u115F\u1160\u3164\uFFA0\u2800]/u;
const shows = (value: string) => visible.test(value);

/** A one-line value as it is checked and kept: bidirectional and invisible controls dropped, trimmed. */
const tidied = (error?: "required") =>
  z
    .string(error && { error })
    .overwrite(withoutBidi)
    .trim();
/** The same, required: something visible must be left. */
const filled = () => tidied("required").min(1, { error: "required" }).refine(shows, { error: "required" });
const requiredText = (max: number) => filled().max(max, { error: "tooLong" }).regex(oneLine, { error: "invalid" });
const optionalText = (max: number) =>
  tidied()
    .max(max, { error: "tooLong" })
    .regex(oneLine, { error: "invalid" })
    .optional()
    .transform((value) => (value && shows(value) ? value : undefined));
const messageText = (min: number, max: number) =>
  z
    .string({ error: "required" })
    // Line and paragraph separators are line breaks; bidirectional controls go.
    .overwrite((value) => withoutBidi(value).replace(/[\u2028\u2029]/g, "\n"))
    .trim()
    .min(min, { error: "required" })
    .refine((value) => min === 0 || shows(value), { error: "required" })
    .max(max, { error: "tooLong" })
    .regex(multiLine, { error: "invalid" })
    .transform((value) => (shows(value) ? value.replace(/\r\n?/g, "\n") : undefined));
const message = (required: boolean, max: number) => (required ? messageText(1, max) : messageText(0, max).optional());
const email = (max: number) =>
  filled()
    .max(max, { error: "tooLong" })
    .pipe(z.email({ error: "email" }))
    .transform((value) => value.toLowerCase());
const website = (max: number) =>
  tidied()
    .max(max, { error: "tooLong" })
    // The one-line rule first (a URL parser would quietly drop a line break or a tab and keep the
    // rest), and no space inside an address.
    .regex(oneLine, { error: "invalid" })
    .regex(/^\S*$/, { error: "url" })
    .optional()
    // A full stop after a bare address ends the visitor's sentence, not the host name.
    .transform((value) => value?.replace(/^((?:https?:\/\/)?[^/?#\s.]+(?:\.[^/?#\s.]+)+)\.$/i, "$1") || undefined)
    .refine((value) => value === undefined || isWebAddress(value), { error: "url" })
    // Stored as the parser writes it back: normalised, percent-encoded, with its scheme.
    .transform((value) => value && new URL(withScheme(value)).href);
const consent = z.literal("yes", { error: "consent" });
const choice = <T extends readonly [string, ...string[]]>(values: T) => z.enum(values, { error: "choice" });

/** Always http: or https:, the scheme the text starts with or the one put before it. */
function withScheme(text: string): string {
  return /^https?:\/\//i.test(text) ? text : `https://${text}`;
}

/** A web address as people type it: `shop.dz`, `www.shop.dz/page`, `https://…`. */
function isWebAddress(text: string): boolean {
  const url = URL.parse(withScheme(text));
  return url !== null && /^[^.\s]+(\.[^.\s]+)+$/.test(url.hostname) && !url.username;
}

/**
 * Whether a value may be sent back into a form: one line, no control character, no `<` or `>` (a
 * message, `textarea`, keeps its line breaks).
 */
export function echoable(spec: Pick<FieldSpec, "kind">, value: string): boolean {
  return (spec.kind === "textarea" ? multiLine : oneLine).test(value);
}

/**
 * A typed value as its field's rule reads it before any check, as it would be stored: without
 * bidirectional controls and invisible format characters (every kind: a line of text, an e-mail, a
 * phone, a web address; a message, whose separators are line breaks too), trimmed.
 */
export function asChecked(spec: Pick<FieldSpec, "kind">, value: string): string {
  if (spec.kind === "textarea")
    return withoutBidi(value)
      .replace(/[\u2028\u2029]/g, "\n")
      .trim();
  return withoutBidi(value).trim();
}

/** The country a phone number without its international prefix belongs to, by region. */
const phoneCountry: Record<RegionId, CountryCode> = { global: "DZ", dz: "DZ", ma: "MA" };

/**
 * A phone number as Algerians write it (`0550 12 34 56`, `+213 550123456`, `00213…`), in E.164
 * (`+213550123456`), or null when it is not a valid number.
 */
export function toE164(input: string, region: RegionId): string | null {
  const cleaned = input.trim().replace(/^00/, "+");
  if (!/^\+?[\d\s().-]{6,24}$/.test(cleaned)) return null;
  const number = parsePhoneNumberFromString(cleaned, phoneCountry[region]);
  return number?.isValid() ? number.number : null;
}

const phone = (region: RegionId, max: number) =>
  filled()
    .max(max, { error: "phone" })
    .transform((value, context) => {
      const e164 = toE164(value, region);
      if (!e164) {
        context.addIssue("phone");
        return z.NEVER;
      }
      return e164;
    });

/** A field that may be left empty: nothing, or nothing visible (spaces, format characters), is no value; anything else is checked as when it is required. */
const orBlank = (schema: z.ZodType<unknown, string>) =>
  z
    .string()
    .optional()
    .transform((value) => (value && shows(value) ? value : undefined))
    .pipe(schema.optional());

/** The rule of one field of a form, by its kind (`forms.ts`). */
function fieldSchema(spec: FieldSpec, required: boolean, region: RegionId): z.ZodType {
  const max = spec.max ?? 0;
  const options = optionValues(spec) as [string, ...string[]];
  switch (spec.kind) {
    case "text":
      return required ? requiredText(max) : optionalText(max);
    case "textarea":
      return message(required, max);
    case "email":
      return required ? email(max) : orBlank(email(max));
    case "tel":
      return required ? phone(region, max) : orBlank(phone(region, max));
    case "url":
      return required ? website(max).refine((value) => value !== undefined, { error: "required" }) : website(max);
    case "select":
    case "radio":
      return required ? choice(options) : orBlank(choice(options));
    case "yesNo": {
      const answer = choice(options).transform((value) => value === "yes");
      return required ? answer : orBlank(answer);
    }
    case "checkboxes": {
      // Each box once: a choice sent twice is no form's (red team F39-5).
      const chosen = z
        .array(choice(options), { error: "choice" })
        .max(options.length, { error: "choice" })
        .refine((values) => new Set(values).size === values.length, { error: "choice" });
      return required ? chosen.min(1, { error: "required" }) : chosen;
    }
  }
}

/** Each form's rules, built once per table and region. `consent` is required on all: nothing is stored without it. */
const built = new WeakMap<LeadFormTable, Map<string, z.ZodType>>();
function formSchema(form: LeadForm, region: RegionId, table: LeadFormTable): z.ZodType {
  const cache = built.get(table) ?? new Map<string, z.ZodType>();
  built.set(table, cache);
  const key = `${form} ${region}`;
  let schema = cache.get(key);
  if (!schema) {
    const shape = Object.fromEntries(fieldsOf(form, table).map((field) => [field.name, fieldSchema(field.spec, field.required, region)]));
    schema = z.object({ ...shape, consent });
    cache.set(key, schema);
  }
  return schema;
}

/** The names a form posts, in the order its page shows them (the honeypot and tokens aside). */
export function formFieldNames(form: LeadForm, table: LeadFormTable = leadFormTable): string[] {
  return [...table.forms[form].map((field) => field.name), "consent"];
}

/** A lead as it is stored, whatever the form. */
export type LeadInput = {
  form: LeadForm;
  name?: string;
  organisation?: string;
  email?: string;
  phone?: string;
  message?: string;
  details: Record<string, string | boolean | string[]>;
};

export type Validation =
  | { ok: true; lead: LeadInput }
  | {
      ok: false;
      /** One code per field in error, in the form's order. */
      errors: Partial<Record<string, ErrorCode>>;
    };

/**
 * Checks what a form sent (`URLSearchParams` of the POST body) against its table's rules. Unknown
 * fields are ignored; a field sent twice counts once, except a list of checkboxes.
 */
export function validateLead(form: LeadForm, region: RegionId, body: URLSearchParams, table: LeadFormTable = leadFormTable): Validation {
  const raw: Record<string, string | string[]> = {};
  const fields = fieldsOf(form, table);
  for (const field of fields) {
    if (field.spec.kind === "checkboxes") raw[field.name] = body.getAll(field.name);
    else {
      const value = body.get(field.name);
      if (value !== null) raw[field.name] = value;
    }
  }
  const consentValue = body.get("consent");
  if (consentValue !== null) raw.consent = consentValue;
  const parsed = formSchema(form, region, table).safeParse(raw);
  if (!parsed.success) {
    const errors: Partial<Record<string, ErrorCode>> = {};
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? "");
      const code = (errorCodes as readonly string[]).includes(issue.message) ? (issue.message as ErrorCode) : "invalid";
      if (field && !errors[field]) errors[field] = code;
    }
    const ordered: Partial<Record<string, ErrorCode>> = {};
    for (const field of formFieldNames(form, table)) if (errors[field]) ordered[field] = errors[field];
    return { ok: false, errors: ordered };
  }
  const data = parsed.data as Record<string, unknown>;
  const details: LeadInput["details"] = {};
  for (const field of fields) {
    const value = data[field.name];
    if (!isLeadColumn(field.name) && value !== undefined) details[field.name] = value as string | boolean | string[];
  }
  // Each of these fields is a string or left out (undefined) on every form.
  const text = (key: string) => data[key] as string | undefined;
  return {
    ok: true,
    lead: {
      form,
      name: text("name"),
      organisation: text("organisation"),
      email: text("email"),
      phone: text("phone"),
      message: text("message"),
      details,
    },
  };
}
