"use client";

import { useId, useState, type FormEvent } from "react";
import type { Lang } from "@/config/languages";
import type { RegionId } from "@/config/regions";
import { localeChoiceTarget } from "@/i18n/locale-choice";
import { storeLocaleChoice } from "@/lib/preferences";
import { LocaleFormFields, type LocaleFormFieldsProps } from "./locale-form-fields";

type LocaleFormProps = LocaleFormFieldsProps & {
  /** Called when nothing changed: the drawer just closes. */
  onUnchanged?: () => void;
};

/**
 * The locale picker's real `<form>` with its SPEC 4 transitions: nothing
 * changed closes the drawer; otherwise the choice is stored (local storage and
 * cookie) and the browser loads the target with a full reload. Anything not
 * listed is rejected with a message and no navigation.
 */
export function LocaleForm({ onUnchanged, ...fields }: LocaleFormProps) {
  const id = useId();
  const [error, setError] = useState(false);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const chosenLang = String(data.get("lang") ?? "");
    const chosenRegion = String(data.get("region") ?? "");
    const target = localeChoiceTarget({
      currentLang: fields.lang,
      currentRegion: fields.region,
      pathname: window.location.pathname,
      lang: chosenLang,
      region: chosenRegion,
    });
    setError(target === "invalid");
    if (target === "invalid") return;
    if (target === "stay") return onUnchanged?.();
    storeLocaleChoice(chosenLang as Lang, chosenRegion as RegionId);
    window.location.assign(target);
  }

  return (
    <form method="get" onSubmit={onSubmit} className="flex flex-col gap-6" aria-describedby={error ? `${id}-error` : undefined}>
      <LocaleFormFields {...fields} />
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-semibold text-red-700 dark:text-red-300">
          {fields.labels.invalid}
        </p>
      ) : null}
    </form>
  );
}
