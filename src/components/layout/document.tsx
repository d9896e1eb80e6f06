import type { ReactNode } from "react";
import { getLocale, getTranslations } from "next-intl/server";
import { dirOf } from "@/config/languages";
import { prepaintScript } from "@/i18n/prepaint-script";
import { arabicFont, latinFont } from "@/lib/fonts";
import { cn } from "@/lib/cn";
import { Providers } from "@/components/providers/providers";

/**
 * `<html lang dir>`, fonts, the pre-paint script and client providers: shared
 * by pages and the 404, which both set the request language before rendering it.
 */
export async function Document({ children }: { children: ReactNode }) {
  const lang = await getLocale();
  const t = await getTranslations("toast");
  return (
    <html lang={lang} dir={dirOf(lang)} className={cn(latinFont.variable, arabicFont.variable)} suppressHydrationWarning>
      {/* App Router: a plain <head> is right here; next/head is for the Pages Router. */}
      {/* eslint-disable-next-line @next/next/no-head-element */}
      <head>
        <script dangerouslySetInnerHTML={{ __html: prepaintScript }} />
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
