"use client";

import { Direction } from "radix-ui";
import { ThemeProvider } from "next-themes";
import type { ReactNode } from "react";
import { Toaster } from "@/components/ui/toast";

type ProvidersProps = {
  children: ReactNode;
  dir: "ltr" | "rtl";
  toastLabels: { close: string; region: string };
};

/** Client context for the whole site: colour mode, reading direction, toasts. */
export function Providers({ children, dir, toastLabels }: ProvidersProps) {
  return (
    <ThemeProvider attribute="class" defaultTheme="system" enableSystem storageKey="theme" disableTransitionOnChange>
      <Direction.Provider dir={dir}>
        <Toaster dir={dir} closeLabel={toastLabels.close} regionLabel={toastLabels.region}>
          {children}
        </Toaster>
      </Direction.Provider>
    </ThemeProvider>
  );
}
