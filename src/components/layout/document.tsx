import type { ReactNode } from "react";
import { getLocale, getTranslations } from "next-intl/server";
import { dirOf } from "@/config/languages";
import { documentScriptProps } from "@/config/security";
import { prepaintScript } from "@/i18n/prepaint-script";
import { preload } from "react-dom";
import { fontFiles } from "@/fonts/files";
import { Providers } from "@/components/providers/providers";

/**
 * `<html lang dir>`, fonts, the pre-paint script and client providers: shared
 * by pages and the 404, which both set the request language before rendering it.
 */
export async function Document({ children }: { children: ReactNode }) {
  const lang = await getLocale();
  const t = await getTranslations("toast");
  // The faces' subsets (src/fonts): Latin on every page (brand names and digits
  // appear in Arabic too), Arabic only where the page is in Arabic.
  preloadFont(fontFiles.latin.href);
  if (lang === "ar") preloadFont(fontFiles.arabic.href);
  return (
    <html lang={lang} dir={dirOf(lang)} suppressHydrationWarning>
      {/* App Router: a plain <head> is right here; next/head is for the Pages Router. */}
      {/* eslint-disable-next-line @next/next/no-head-element */}
      <head>
        {/* One of the document's two scripts (the other is next-themes'): marked for the CSP (src/config/security.ts). */}
        <script {...documentScriptProps} dangerouslySetInnerHTML={{ __html: prepaintScript }} />
      </head>
      <body className="flex min-h-dvh flex-col">
        {/* Client providers cannot read the request context: the toasts need the direction for their swipe. */}
        <Providers dir={dirOf(lang)} toastLabels={{ close: t("close"), region: t("region") }}>
          {children}
        </Providers>
      </body>
    </html>
  );
}

function preloadFont(href: string) {
  preload(href, { as: "font", type: "font/woff2", crossOrigin: "anonymous" });
}
