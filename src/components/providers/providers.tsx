"use client";

import { ThemeProvider } from "next-themes";
import type { ReactNode } from "react";
import { Toaster } from "@/components/ui/toast";
import { documentScriptProps } from "@/config/security";
import { storageKeys } from "@/i18n/cookie";

type ProvidersProps = {
  children: ReactNode;
  dir: "ltr" | "rtl";
  toastLabels: { close: string; region: string };
};

/**
 * Client context for the whole site: colour mode and toasts. (No Radix
 * DirectionProvider: the primitives loaded here do not depend on direction;
 * pass `dir` to one that does.)
 */
export function Providers({ children, dir, toastLabels }: ProvidersProps) {
  return (
    <ThemeProvider
      attribute="class"
      defaultTheme="system"
      enableSystem
      storageKey={storageKeys.theme}
      disableTransitionOnChange
      // Its inline script is one of the document's two, marked for the CSP (src/config/security.ts).
      scriptProps={documentScriptProps}
    >
      <Toaster dir={dir} closeLabel={toastLabels.close} regionLabel={toastLabels.region}>
        {children}
      </Toaster>
    </ThemeProvider>
  );
}
