"use client";

import { useEffect, useId, useRef, useState, type ComponentProps, type ComponentType, type FocusEvent, type ReactNode } from "react";
import type { Lang } from "@/config/languages";
import type { RegionId } from "@/config/regions";
import { MAX_QUERY_LENGTH } from "@/lib/search/limits";
import type { Handover, SearchLabels } from "./site-search-combobox";

export type { SearchLabels };

export type SiteSearchProps = {
  /** `header`: the field in the banner (wide screens); `drawer`: in the phone menu; `page`: on /search. */
  variant: "header" | "drawer" | "page";
  lang: Lang;
  region: RegionId;
  /** The results page of the region: the form's action, which works without JavaScript. */
  action: string;
  labels: SearchLabels;
  defaultQuery?: string;
  /** Called before following a result (the drawer closes itself). */
  onNavigate?: () => void;
};

type Combobox = ComponentType<SiteSearchProps & { id: string; handover: Handover }>;

/**
 * The site search field as pages ship it: a plain search field in a GET form to
 * the results page, so it works without JavaScript, and the header's `/` and
 * Ctrl/Cmd-K. Its first
 * focus, press or keystroke loads the combobox (site-search-combobox.tsx, with
 * the engine, the stemmer and the index), which takes the field's place with
 * what was typed; a page where nobody searches loads none of it.
 */
export function SiteSearch(props: SiteSearchProps) {
  const { variant, action, labels, defaultQuery = "" } = props;
  const id = useId();
  const started = useRef(false);
  const [loaded, setLoaded] = useState<{ Combobox: Combobox; handover: Handover } | null>(null);

  const activate = () => {
    if (started.current) return;
    started.current = true;
    void import("./site-search-combobox").then(({ SearchCombobox }) => {
      // Read the field as the swap renders, not before: a key pressed meanwhile is kept.
      setLoaded((current) => {
        if (current) return current;
        const field = document.getElementById(`${id}-q`) as HTMLInputElement | null;
        const focused = !!field && document.activeElement === field;
        return {
          Combobox: SearchCombobox,
          handover: { query: field?.value ?? defaultQuery, focused, caret: focused ? field.selectionStart : null },
        };
      });
    });
  };

  // `/` and Ctrl/Cmd-K focus the header's field from anywhere (not while typing elsewhere).
  useEffect(() => {
    if (variant !== "header") return;
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      const typing = !!target && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));
      const shortcut = (event.key === "k" || event.key === "K") && (event.ctrlKey || event.metaKey);
      if (!shortcut && (event.key !== "/" || typing || event.altKey || event.ctrlKey || event.metaKey)) return;
      event.preventDefault();
      const field = document.getElementById(`${id}-q`) as HTMLInputElement | null;
      // Hidden below the wide layout: the phone's way in is the menu, or the results page.
      if (field && field.offsetParent !== null) {
        field.focus();
        field.select();
      } else {
        window.location.assign(action);
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [variant, action, id]);

  if (loaded) return <loaded.Combobox {...props} id={id} handover={loaded.handover} />;
  return <SearchForm id={id} variant={variant} action={action} labels={labels} input={{ defaultValue: defaultQuery, onFocus: activate, onPointerDown: activate, onInput: activate }} />;
}

/**
 * The search form as both sides draw it (the plain field above, the combobox
 * once loaded): a GET form to the results page, its label, icon and field, and
 * the header's `/` hint or the submit button. `input` adds the field's own
 * attributes and handlers; `children` what follows it (the combobox's status and list).
 */
export function SearchForm({
  id,
  variant,
  action,
  labels,
  input,
  onBlur,
  children,
}: Pick<SiteSearchProps, "variant" | "action" | "labels"> & { id: string; input: ComponentProps<"input">; onBlur?: (event: FocusEvent<HTMLFormElement>) => void; children?: ReactNode }) {
  return (
    <form role="search" action={action} method="get" className="site-search" data-variant={variant} onBlur={onBlur}>
      <label htmlFor={`${id}-q`} className="sr-only">
        {labels.label}
      </label>
      <i aria-hidden className="site-search-icon" />
      <input
        id={`${id}-q`}
        name="q"
        type="search"
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
        maxLength={MAX_QUERY_LENGTH}
        placeholder={labels.placeholder}
        {...input}
      />
      {variant === "header" ? (
        <kbd aria-hidden className="site-search-kbd">
          /
        </kbd>
      ) : (
        <button type="submit" className="btn btn-primary site-search-submit">
          {labels.submit}
        </button>
      )}
      {children}
    </form>
  );
}
