import type { ReactNode } from "react";
import { getTranslations } from "next-intl/server";
import { dirOf, type Lang } from "@/config/languages";
import { prepaintScript } from "@/i18n/prepaint-script";
import { arabicFont, latinFont } from "@/lib/fonts";
import { cn } from "@/lib/cn";
import { Providers } from "@/components/providers/providers";

/** `<html lang dir>`, fonts, the pre-paint script and client providers: shared by pages and the 404. */
export async function Document({ lang, children }: { lang: Lang; children: ReactNode }) {
  const t = await getTranslations({ locale: lang, namespace: "toast" });
  return (
    <html lang={lang} dir={dirOf(lang)} className={cn(latinFont.variable, arabicFont.variable)} suppressHydrationWarning>
      {/* App Router: a plain <head> is right here; next/head is for the Pages Router. */}
      {/* eslint-disable-next-line @next/next/no-head-element */}
      <head>
        <script dangerouslySetInnerHTML={{ __html: prepaintScript }} />
      </head>
      <body className="flex min-h-dvh flex-col">
        <Providers dir={dirOf(lang)} toastLabels={{ close: t("close"), region: t("region") }}>
          {children}
        </Providers>
      </body>
    </html>
  );
}
