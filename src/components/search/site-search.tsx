"use client";

import { useEffect, useId, useRef, useState, type ComponentType } from "react";
import { flushSync } from "react-dom";
import { SearchForm, type Handover, type SiteSearchProps } from "./search-form";

export type { SearchLabels, SiteSearchProps } from "./search-form";

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
      // Read the field and swap in one go (flushSync renders and commits before returning). React
      // runs this updater at once (an eager update) and would otherwise render in a later task: a
      // key pressed in between landed in the field being replaced and was lost.
      flushSync(() =>
        setLoaded((current) => {
          if (current) return current;
          const field = document.getElementById(`${id}-q`) as HTMLInputElement | null;
          const focused = !!field && document.activeElement === field;
          return {
            Combobox: SearchCombobox,
            handover: { query: field?.value ?? defaultQuery, focused, caret: focused ? field.selectionStart : null },
          };
        }),
      );
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
  return (
    <SearchForm
      id={id}
      variant={variant}
      action={action}
      labels={labels}
      input={{ defaultValue: defaultQuery, onFocus: activate, onPointerDown: activate, onInput: activate }}
    />
  );
}
