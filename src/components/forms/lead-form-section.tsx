import Link from "next/link";
import { getLocale, getMessages, getTranslations } from "next-intl/server";
import { isLang } from "@/config/languages";
import { leadConfig, leadFormPages } from "@/config/leads";
import type { LeadForm as LeadFormName } from "@/db/schema";
import { regionHref } from "@/i18n/region";
import type { LeadReply } from "@/lib/leads/reply";
import { errorCodes } from "@/lib/leads/validate";
import { LeadForm } from "./lead-form";
import { leadFormFields } from "./lead-form-fields";

/** The message of each form and error code (keys written out, so `tsc` checks them). */
const submitKeys = { sales: "submit.sales", reseller: "submit.reseller", contact: "submit.contact", notify: "submit.notify" } as const;
const sentKeys = { sales: "sent.sales", reseller: "sent.reseller", contact: "sent.contact", notify: "sent.notify" } as const;
/**
 * The thanks name what was kept: a message, or (the Morocco form) an address on the list, which has
 * no “send another message” (review pass 2).
 */
const sentTitleKeys = { sales: "sent.title", reseller: "sent.title", contact: "sent.title", notify: "sent.titleNotify" } as const;
const errorKeys = {
  required: "errors.required",
  tooLong: "errors.tooLong",
  invalid: "errors.invalid",
  email: "errors.email",
  phone: "errors.phone",
  url: "errors.url",
  choice: "errors.choice",
  consent: "errors.consent",
} as const satisfies Record<(typeof errorCodes)[number], string>;
/**
 * The consent sentence and its error name the form's purpose: the Morocco form keeps an address
 * to write once, the others keep a message to answer it (review pass 1).
 */
const consentKeys = { sales: "consent", reseller: "consent", contact: "consent", notify: "consentNotify" } as const;
const consentErrorKeys = {
  sales: "errors.consent",
  reseller: "errors.consent",
  contact: "errors.consent",
  notify: "errors.consentNotify",
} as const;

/**
 * A lead form in the page's language and region (docs/leads.md): its fields from the forms' table
 * (`src/lib/leads/forms.ts`), their labels, hints and error sentences from `leadForms` in the
 * messages, posted to the page's own address.
 */
export async function LeadFormSection({ form, reply }: { form: LeadFormName; reply?: LeadReply | null }) {
  const t = await getTranslations("leadForms");
  const tc = await getTranslations("common");
  const locale = await getLocale();
  const lang = isLang(locale) ? locale : "en";
  const action = regionHref(leadFormPages[form].path);
  const copy = {
    optional: t("optional"),
    submit: t(submitKeys[form]),
    sending: t("sending"),
    consent: t.rich(consentKeys[form], {
      link: (chunks) => (
        <Link href={regionHref(leadConfig.privacyNotice[form])} className="text-accent font-semibold underline" target="_blank">
          {chunks}
          <span className="sr-only"> {tc("opensInNewTab")}</span>
        </Link>
      ),
    }),
    honeypot: t("honeypot"),
    summaryTitles: Array.from({ length: 9 }, (_, count) => t("summaryTitle", { count })),
    errors: {
      ...(Object.fromEntries(errorCodes.map((code) => [code, t(errorKeys[code])])) as Record<(typeof errorCodes)[number], string>),
      consent: t(consentErrorKeys[form]),
    },
    failures: {
      rejected: t("failure.rejected"),
      tooLarge: t("failure.tooLarge"),
      limited: t("failure.limited"),
      unavailable: t("failure.unavailable"),
    },
    sent: { title: t(sentTitleKeys[form]), body: t(sentKeys[form]), again: form === "notify" ? null : t("sent.again") },
  };

  const { explain, ...strings } = await getMessages().then((messages) => messages.leadForms.altcha);
  const widget = { challenge: "/data/altcha", lang, strings, explain };

  return <LeadForm form={form} action={action} fields={leadFormFields(form, (key) => t(key), lang)} copy={copy} reply={reply} widget={widget} />;
}
