"use client";

import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * The current year. Static pages may live for years: the server value is the
 * build's, and the browser replaces it with today's, without a hydration error.
 */
export function CurrentYear({ buildYear }: { buildYear: number }) {
  const year = useSyncExternalStore(
    subscribe,
    () => new Date().getFullYear(),
    () => buildYear,
  );
  return <span data-testid="copyright-year">{year}</span>;
}
