"use client";

import { LocaleFormFields, type LocaleFormFieldsProps } from "./locale-form-fields";

/**
 * The locale picker without JavaScript: the header's trigger links here, and
 * a plain GET form lets the proxy answer `?region=&lang=` with the right page.
 * CSS shows it only when scripts do not run. A client component for the weight
 * of the page, not for behaviour: it gets the same labels object as the header's
 * picker, which the React payload then carries once (SiteFooter passes it).
 */
export function FooterLocaleForm({ title, ...fields }: LocaleFormFieldsProps & { title: string }) {
  return (
    <section id="locale-picker" aria-labelledby="locale-picker-heading" className="no-js-only mt-12 max-w-md">
      <h2 id="locale-picker-heading" className="mb-4 text-lg font-bold">
        {title}
      </h2>
      <form method="get" className="flex flex-col gap-6">
        <LocaleFormFields {...fields} />
      </form>
    </section>
  );
}
