/**
 * The test key the browser keeps for the docs (docs/developer-section.md, "Sandbox", "In the
 * browser"): `localStorage["sandbox-key-pay"]` and `localStorage["sandbox-key-pro"]` hold the
 * secret itself (`sk_test_…`, nothing else), written by the key button of the docs page and read
 * by the samples, the reference's "Try it" and the webhooks page. Client code only; imports nothing
 * of the server.
 */

import type { ApiId } from "@/config/apis";
import { KEY_EVENT, keyStorageName } from "./key-name";

export { keyStorageName };

/** A secret the sandbox could have issued: anything else in storage is ignored, never put in a sample. */
export const isTestKey = (value: unknown): value is string => typeof value === "string" && /^sk_test_[A-Za-z0-9_-]{16,100}$/.test(value);

/** The key kept for `api`, or null (none, not a key, or storage refused). */
export function storedKey(api: ApiId): string | null {
  try {
    const value = window.localStorage.getItem(keyStorageName(api));
    return isTestKey(value) ? value : null;
  } catch {
    return null;
  }
}

/** Keeps (or, with null, forgets) the key of `api`, and tells the page. False when storage refused. */
export function keepKey(api: ApiId, key: string | null): boolean {
  let kept = true;
  try {
    if (key === null) window.localStorage.removeItem(keyStorageName(api));
    else window.localStorage.setItem(keyStorageName(api), key);
  } catch {
    kept = false;
  }
  window.dispatchEvent(new Event(KEY_EVENT));
  return kept;
}

/** Calls `listener` when the key of `api` may have changed, in this tab or another; returns the unsubscribe. */
export function onKeyChange(api: ApiId, listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === keyStorageName(api)) listener();
  };
  window.addEventListener(KEY_EVENT, listener);
  window.addEventListener("storage", onStorage);
  return () => {
    window.removeEventListener(KEY_EVENT, listener);
    window.removeEventListener("storage", onStorage);
  };
}

/** The key as the page shows it after the one time: its prefix and last four characters. */
export const maskedKey = (key: string) => `sk_test_…${key.slice(-4)}`;
