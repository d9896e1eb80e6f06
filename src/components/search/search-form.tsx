import type { ComponentProps, FocusEvent, ReactNode } from "react";
import type { Lang } from "@/config/languages";
import type { RegionId } from "@/config/regions";
import { MAX_QUERY_LENGTH } from "@/lib/search/limits";

export type SearchLabels = {
  label: string;
  placeholder: string;
  submit: string;
  loading: string;
  failed: string;
  keys: string;
  /** "All results for “{query}”": `{query}` is filled here. */
  seeAll: string;
  noResults: string;
  /** The count sentence for 0 to SUGGESTIONS results, plural forms done on the server. */
  counts: string[];
};

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

/** What the visitor had typed in the server's field, and where the caret was, when this loaded. */
export type Handover = { query: string; focused: boolean; caret: number | null };

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
}: Pick<SiteSearchProps, "variant" | "action" | "labels"> & {
  id: string;
  input: ComponentProps<"input">;
  onBlur?: (event: FocusEvent<HTMLFormElement>) => void;
  children?: ReactNode;
}) {
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
