import { parsePhoneNumberFromString, type CountryCode } from "libphonenumber-js/max";
import { z } from "zod";
import type { LeadForm } from "@/db/schema";
import type { RegionId } from "@/config/regions";
import { wilayas } from "@/data/wilayas";

/**
 * What each lead form accepts (docs/leads.md), checked on the server whatever the browser did:
 * lengths, formats and allowed values. An error is a code (`required`, `tooLong`...), put into
 * words in the page's language by the page (`forms.errors.<code>`); nothing the visitor sent is
 * ever part of an error.
 */

export const errorCodes = ["required", "tooLong", "invalid", "email", "phone", "url", "choice", "consent"] as const;
export type ErrorCode = (typeof errorCodes)[number];

/** Monthly volume bands on the sales form, in dinars. */
export const volumeBands = ["under-1m", "1m-10m", "10m-50m", "over-50m"] as const;
/** Topics of the company contact form. */
export const contactTopics = ["partnership", "investor", "press", "other"] as const;
/** What a visitor in Morocco may want to hear about. */
export const notifyInterests = ["app", "pay", "pro"] as const;
/** Algeria's 58 wilayas, by their official number (`src/data/wilayas.ts`). */
export const wilayaCodes = wilayas.map((wilaya) => wilaya.code);

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
 * keyboard may put a mark in a name.
 */
// Direction controls (the Arabic letter mark U+061C included) and the other invisible format
// characters (zero-width space, invisible operators, tags), but not the zero-width joiner and
// non-joiner (U+200C, U+200D) that Arabic and Persian writing needs (red team N5).
const bidiControls = /(?![\u200C\u200D])\p{Cf}/gu;
const withoutBidi = (value: string) => value.replace(bidiControls, "");

const requiredText = (max: number) =>
  z
    .string({ error: "required" })
    .overwrite(withoutBidi)
    .trim()
    .min(1, { error: "required" })
    .max(max, { error: "tooLong" })
    .regex(oneLine, { error: "invalid" });
const optionalText = (max: number) =>
  z
    .string()
    .overwrite(withoutBidi)
    .trim()
    .max(max, { error: "tooLong" })
    .regex(oneLine, { error: "invalid" })
    .optional()
    .transform((value) => value || undefined);
const messageText = (min: number) =>
  z
    .string({ error: "required" })
    // Line and paragraph separators are line breaks; bidirectional controls go.
    .overwrite((value) => withoutBidi(value).replace(/[\u2028\u2029]/g, "\n"))
    .trim()
    .min(min, { error: "required" })
    .max(3000, { error: "tooLong" })
    .regex(multiLine, { error: "invalid" })
    .transform((value) => value.replace(/\r\n?/g, "\n") || undefined);
const message = (required: boolean) => (required ? messageText(1) : messageText(0).optional());
const email = z
  .string({ error: "required" })
  .trim()
  .min(1, { error: "required" })
  .max(254, { error: "tooLong" })
  .pipe(z.email({ error: "email" }))
  .transform((value) => value.toLowerCase());
const website = z
  .string()
  .trim()
  .max(200, { error: "tooLong" })
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

/** Whether a value may be sent back into a form: one line, no control character, no `<` or `>` (a message keeps its line breaks). */
export function echoable(field: string, value: string): boolean {
  return (field === "message" ? multiLine : oneLine).test(value);
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

const phone = (region: RegionId) =>
  z
    .string({ error: "required" })
    .trim()
    .min(1, { error: "required" })
    .max(30, { error: "phone" })
    .transform((value, context) => {
      const e164 = toE164(value, region);
      if (!e164) {
        context.addIssue("phone");
        return z.NEVER;
      }
      return e164;
    });

/** Each form's fields. `consent` is required on all: nothing is stored without it. */
function schemas(region: RegionId) {
  return {
    sales: z.object({
      organisation: requiredText(120),
      name: requiredText(100),
      email,
      phone: phone(region),
      website,
      volume: choice(volumeBands),
      message: message(false),
      consent,
    }),
    reseller: z.object({
      organisation: requiredText(120),
      name: requiredText(100),
      phone: phone(region),
      wilaya: choice(wilayaCodes as [string, ...string[]]),
      terminal: choice(["yes", "no"]),
      message: message(false),
      consent,
    }),
    contact: z.object({
      topic: choice(contactTopics),
      organisation: optionalText(120),
      name: requiredText(100),
      email,
      message: message(true),
      consent,
    }),
    notify: z.object({
      email,
      interests: z.array(choice(notifyInterests), { error: "choice" }).max(notifyInterests.length, { error: "choice" }),
      consent,
    }),
  } as const;
}

/** The fields of each form, in the order the page shows them (the honeypot and tokens aside). */
export const formFields = {
  sales: ["organisation", "name", "email", "phone", "website", "volume", "message", "consent"],
  reseller: ["organisation", "name", "phone", "wilaya", "terminal", "message", "consent"],
  contact: ["topic", "organisation", "name", "email", "message", "consent"],
  notify: ["email", "interests", "consent"],
} as const satisfies Record<LeadForm, readonly string[]>;

/** Fields a visitor may pick several values of. */
const multiValued = new Set(["interests"]);

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
 * Checks what a form sent (`URLSearchParams` of the POST body) against its schema. Unknown
 * fields are ignored; a field sent twice counts once, except those that take several values.
 */
export function validateLead(form: LeadForm, region: RegionId, body: URLSearchParams): Validation {
  const raw: Record<string, string | string[]> = {};
  for (const field of formFields[form]) {
    if (multiValued.has(field)) raw[field] = body.getAll(field);
    else {
      const value = body.get(field);
      if (value !== null) raw[field] = value;
    }
  }
  const parsed = schemas(region)[form].safeParse(raw);
  if (!parsed.success) {
    const errors: Partial<Record<string, ErrorCode>> = {};
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? "");
      const code = (errorCodes as readonly string[]).includes(issue.message) ? (issue.message as ErrorCode) : "invalid";
      if (field && !errors[field]) errors[field] = code;
    }
    const ordered: Partial<Record<string, ErrorCode>> = {};
    for (const field of formFields[form]) if (errors[field]) ordered[field] = errors[field];
    return { ok: false, errors: ordered };
  }
  const data = parsed.data as Record<string, unknown>;
  const columns = new Set(["name", "organisation", "email", "phone", "message", "consent"]);
  const details: LeadInput["details"] = {};
  for (const [key, value] of Object.entries(data)) {
    if (columns.has(key) || value === undefined) continue;
    details[key] = key === "terminal" ? value === "yes" : (value as string | string[]);
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
