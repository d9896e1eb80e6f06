import Link from "next/link";
import { getLocale, getMessages, getTranslations } from "next-intl/server";
import { isLang } from "@/config/languages";
import { leadConfig, leadFormPages } from "@/config/leads";
import type { LeadForm as LeadFormName } from "@/db/schema";
import { wilayas } from "@/data/wilayas";
import { regionHref } from "@/i18n/region";
import type { LeadReply } from "@/lib/leads/reply";
import { contactTopics, errorCodes, notifyInterests, volumeBands, wilayaCodes } from "@/lib/leads/validate";
import { LeadForm, type LeadFormField } from "./lead-form";

/** The message of each volume band, form, topic, interest and error code (keys written out, so `tsc` checks them). */
const volumeKeys = {
  "under-1m": "volumes.under1m",
  "1m-10m": "volumes.from1mTo10m",
  "10m-50m": "volumes.from10mTo50m",
  "over-50m": "volumes.over50m",
} as const;
const submitKeys = { sales: "submit.sales", reseller: "submit.reseller", contact: "submit.contact", notify: "submit.notify" } as const;
const sentKeys = { sales: "sent.sales", reseller: "sent.reseller", contact: "sent.contact", notify: "sent.notify" } as const;
/**
 * The thanks name what was kept: a message, or (the Morocco form) an address on the list, which has
 * no “send another message” (review pass 2).
 */
const sentTitleKeys = { sales: "sent.title", reseller: "sent.title", contact: "sent.title", notify: "sent.titleNotify" } as const;
const topicKeys = { partnership: "topics.partnership", investor: "topics.investor", press: "topics.press", other: "topics.other" } as const;
const interestKeys = { app: "interests.app", pay: "interests.pay", pro: "interests.pro" } as const;
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
 * A lead form in the page's language and region (docs/leads.md): its fields, labels, hints and
 * error sentences from `leadForms` in the messages, posted to the page's own address.
 */
export async function LeadFormSection({ form, reply }: { form: LeadFormName; reply?: LeadReply | null }) {
  const t = await getTranslations("leadForms");
  const tc = await getTranslations("common");
  const locale = await getLocale();
  const lang = isLang(locale) ? locale : "en";
  const action = regionHref(leadFormPages[form].path);
  const choose = t("choose");

  const name: LeadFormField = { name: "name", kind: "text", label: t("labels.name"), autoComplete: "name", maxLength: 100 };
  const email: LeadFormField = {
    name: "email",
    kind: "email",
    label: t("labels.email"),
    autoComplete: "email",
    maxLength: 254,
    dir: "ltr",
  };
  const phone: LeadFormField = {
    name: "phone",
    kind: "tel",
    label: t("labels.phone"),
    hint: t("hints.phone"),
    autoComplete: "tel",
    maxLength: 30,
    dir: "ltr",
  };

  const fields: Record<LeadFormName, LeadFormField[]> = {
    sales: [
      { name: "organisation", kind: "text", label: t("labels.organisation.sales"), autoComplete: "organization", maxLength: 120 },
      name,
      email,
      phone,
      {
        name: "website",
        kind: "url",
        label: t("labels.website"),
        hint: t("hints.website"),
        optional: true,
        autoComplete: "url",
        maxLength: 200,
        dir: "ltr",
      },
      {
        name: "volume",
        kind: "select",
        label: t("labels.volume"),
        placeholder: choose,
        options: volumeBands.map((band) => ({ value: band, label: t(volumeKeys[band]) })),
      },
      { name: "message", kind: "textarea", label: t("labels.message"), hint: t("hints.salesMessage"), optional: true, maxLength: 3000 },
    ],
    reseller: [
      { name: "organisation", kind: "text", label: t("labels.organisation.reseller"), autoComplete: "organization", maxLength: 120 },
      name,
      phone,
      {
        name: "wilaya",
        kind: "select",
        label: t("labels.wilaya"),
        placeholder: choose,
        options: wilayaCodes.map((code) => ({ value: code, label: `${code} · ${wilayas.find((w) => w.code === code)!.names[lang]}` })),
      },
      {
        name: "terminal",
        kind: "radio",
        label: t("labels.terminal"),
        options: [
          { value: "yes", label: t("yesNo.yes") },
          { value: "no", label: t("yesNo.no") },
        ],
      },
      { name: "message", kind: "textarea", label: t("labels.message"), hint: t("hints.resellerMessage"), optional: true, maxLength: 3000 },
    ],
    contact: [
      {
        name: "topic",
        kind: "radio",
        label: t("labels.topic"),
        options: contactTopics.map((topic) => ({ value: topic, label: t(topicKeys[topic]) })),
      },
      {
        name: "organisation",
        kind: "text",
        label: t("labels.organisation.contact"),
        optional: true,
        autoComplete: "organization",
        maxLength: 120,
      },
      name,
      email,
      { name: "message", kind: "textarea", label: t("labels.message"), hint: t("hints.contactMessage"), maxLength: 3000 },
    ],
    notify: [
      email,
      {
        name: "interests",
        kind: "checkboxes",
        label: t("labels.interests"),
        optional: true,
        options: notifyInterests.map((interest) => ({ value: interest, label: t(interestKeys[interest]) })),
      },
    ],
  };

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

  return <LeadForm form={form} action={action} fields={fields[form]} copy={copy} reply={reply} widget={widget} />;
}
