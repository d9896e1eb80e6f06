import type { ApiId } from "@/config/apis";

/**
 * Where the browser keeps the docs' test key, and the event that says it changed
 * (`browser-key.ts`): apart, so that the docs' island (`ActiveSection`), which every docs page
 * loads, can tell whether a key is kept without carrying the rest.
 */
export const keyStorageName = (api: ApiId) => `sandbox-key-${api}` as const;

/** The event the page sends itself when a key is kept or forgotten (`storage` only reaches the other tabs). */
export const KEY_EVENT = "sandbox-key";
