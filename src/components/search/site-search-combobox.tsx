"use client";

import { useLayoutEffect, useRef, useState, type KeyboardEvent } from "react";
import type { Lang } from "@/config/languages";
import type { RegionId } from "@/config/regions";
import type { Searcher } from "@/lib/search/engine";
import type { SearchHit } from "@/lib/search/types";
import { Snippet } from "./snippet";
import { SearchForm, type Handover, type SiteSearchProps } from "./search-form";
import { SUGGESTIONS } from "@/lib/search/limits";

let loading: Promise<Searcher> | undefined;

/** The engine, the stemmer and the index of the page's language: fetched once, at the first keystroke or focus. */
function loadSearcher(lang: Lang, region: RegionId): Promise<Searcher> {
  loading ??= import("@/lib/search/client").then((module) => module.browserSearcher(lang, region));
  loading.catch(() => (loading = undefined));
  return loading;
}

/**
 * The site search once in use (loaded by SiteSearch at the field's first
 * focus, press or keystroke, and swapped in for its server field with what was
 * typed): an ARIA 1.2 combobox whose list of results follows the text as it is
 * typed. Arrow keys move through the results, Enter opens the chosen one (or,
 * with none chosen, submits the form to the results page), Escape closes the
 * list and then clears the field; a status line announces the count. The
 * engine, the stemmer and the index load with it.
 */
export function SearchCombobox({
  id,
  variant,
  lang,
  region,
  action,
  labels,
  onNavigate,
  handover,
}: SiteSearchProps & { id: string; handover: Handover }) {
  const input = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState(handover.query);
  const [hits, setHits] = useState<SearchHit[] | null>(null);
  // Mounted at the field's first use: the engine starts loading at once.
  const [state, setState] = useState<"loading" | "ready" | "failed">("loading");
  const [open, setOpen] = useState(handover.query.trim().length > 0);
  const [active, setActive] = useState(-1);
  const searcher = useRef<Searcher | null>(null);
  const latest = useRef(query);

  const listId = `${id}-list`;
  const statusId = `${id}-status`;
  const allHref = `${action}?q=${encodeURIComponent(query.trim())}`;
  const options = hits?.length ? [...hits.slice(0, SUGGESTIONS).map((hit) => hit.href), allHref] : [];

  function load() {
    loadSearcher(lang, region).then(
      (found) => {
        searcher.current = found;
        setState("ready");
        run(latest.current);
      },
      () => setState("failed"),
    );
  }

  function run(text: string) {
    if (!searcher.current) return;
    const trimmed = text.trim();
    setHits(trimmed ? searcher.current(trimmed, SUGGESTIONS) : null);
    setActive(-1);
  }

  function change(text: string) {
    setQuery(text);
    latest.current = text;
    setOpen(text.trim().length > 0);
    // A failed load is tried again at the next keystroke.
    if (state === "failed") {
      setState("loading");
      load();
    }
    run(text);
  }

  function go(href: string) {
    onNavigate?.();
    setOpen(false);
    window.location.assign(href);
  }

  function keyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (!options.length) return;
      event.preventDefault();
      setOpen(true);
      const last = options.length - 1;
      // From the field down through the results and back to the field (-1), and the other way.
      setActive((current) => (event.key === "ArrowDown" ? (current >= last ? -1 : current + 1) : current <= -1 ? last : current - 1));
    } else if (event.key === "Enter" && open && active >= 0 && options[active]) {
      event.preventDefault();
      go(options[active]);
    } else if (event.key === "Escape") {
      if (open) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      } else if (query) {
        event.preventDefault();
        change("");
      }
    }
  }

  // Take the server field's place as it was: focus, caret, and the results of what was typed.
  useLayoutEffect(() => {
    const field = input.current;
    if (handover.focused && field) {
      field.focus();
      if (handover.caret !== null) field.setSelectionRange(handover.caret, handover.caret);
    }
    load();
    // Once, at the swap.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const count = hits ? (labels.counts[Math.min(hits.length, SUGGESTIONS)] ?? "") : "";
  const status = !open
    ? ""
    : state === "failed"
      ? labels.failed
      : state !== "ready"
        ? labels.loading
        : hits && !hits.length
          ? labels.noResults.replace("{query}", query.trim())
          : count;
  const expanded = open && !!hits && hits.length > 0;

  return (
    <SearchForm
      id={id}
      variant={variant}
      action={action}
      labels={labels}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
      input={{
        ref: input,
        role: "combobox",
        "aria-autocomplete": "list",
        "aria-expanded": expanded,
        "aria-controls": expanded ? listId : undefined,
        "aria-activedescendant": expanded && active >= 0 ? `${id}-option-${active}` : undefined,
        "aria-describedby": statusId,
        value: query,
        onChange: (event) => change(event.target.value),
        onFocus: () => {
          if (query.trim()) setOpen(true);
        },
        onKeyDown: keyDown,
      }}
    >
      <p id={statusId} role="status" className="sr-only">
        {status}
      </p>
      {/* Rendered only while open: pages carry none of it in their HTML. */}
      {open ? (
        <div className="site-search-popup">
          {expanded ? (
            <ul id={listId} role="listbox" aria-label={labels.label}>
              {hits.slice(0, SUGGESTIONS).map((hit, index) => (
                <li
                  key={hit.id}
                  id={`${id}-option-${index}`}
                  role="option"
                  aria-selected={active === index}
                  onPointerDown={(event) => event.preventDefault()}
                  onClick={() => go(hit.href)}
                  onPointerMove={() => setActive(index)}
                >
                  <span className="site-search-section">{hit.section}</span>
                  <span className="site-search-title">{hit.title}</span>
                  <span className="site-search-snippet">
                    <Snippet parts={hit.snippet} />
                  </span>
                </li>
              ))}
              <li
                id={`${id}-option-${Math.min(hits.length, SUGGESTIONS)}`}
                role="option"
                aria-selected={active === Math.min(hits.length, SUGGESTIONS)}
                className="site-search-all"
                onPointerDown={(event) => event.preventDefault()}
                onClick={() => go(allHref)}
                onPointerMove={() => setActive(Math.min(hits.length, SUGGESTIONS))}
              >
                {labels.seeAll.replace("{query}", query.trim())}
              </li>
            </ul>
          ) : (
            <p className="site-search-note">{status}</p>
          )}
          <p aria-hidden className="site-search-keys">
            {labels.keys}
          </p>
        </div>
      ) : null}
    </SearchForm>
  );
}
