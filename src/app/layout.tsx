import type { ReactNode } from "react";
import "./globals.css";

/**
 * The document itself lives in `[lang]/layout.tsx` (it needs the language)
 * and in `global-not-found.tsx` (the paths the proxy skips); this root only
 * passes through.
 */
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
