/**
 * The search's limits, apart from the engine so that the search field (in every
 * page's first load) can read them without loading MiniSearch.
 */

/** The longest query read, in characters; the rest is ignored (and never echoed). */
export const MAX_QUERY_LENGTH = 100;
/** Results shown by the combobox; the results page shows up to `MAX_RESULTS`. */
export const SUGGESTIONS = 6;
export const MAX_RESULTS = 30;
