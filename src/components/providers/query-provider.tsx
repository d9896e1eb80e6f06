"use client";

import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";

/** SPEC 4: no refetch on window focus, data fresh for 15 minutes, default cache time. */
export const queryDefaults = {
  queries: { refetchOnWindowFocus: false, staleTime: 900_000 },
} as const;

export function makeQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: queryDefaults });
}

let browserClient: QueryClient | undefined;

/** One client per browser tab (shared by every section that fetches); a fresh one per server render. */
export function getQueryClient(): QueryClient {
  if (typeof window === "undefined") return makeQueryClient();
  browserClient ??= makeQueryClient();
  return browserClient;
}

/**
 * Wrap only the client components that fetch (e.g. "load more" on the news
 * list) so pages that fetch nothing do not ship TanStack Query.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={getQueryClient()}>{children}</QueryClientProvider>;
}
