import { getTranslations } from "next-intl/server";
import type { RegionId } from "@/config/regions";
import { regionHome } from "@/i18n/links";
import { Button } from "@/components/ui/button";
import { Logo } from "./logo";

/** The 404 page's content: no header or footer, the brand, what happened, and the way back to the region's home. */
export async function NotFoundView({ region }: { region: RegionId }) {
  const t = await getTranslations("notFound");
  return (
    <main id="main" className="flex flex-1 flex-col items-center justify-center gap-6 px-6 py-24 text-center">
      <Logo />
      <p className="text-accent text-sm font-semibold tracking-widest uppercase">{t("code")}</p>
      <h1 className="max-w-xl text-4xl font-bold text-balance">{t("title")}</h1>
      <p className="text-ink-muted max-w-lg text-lg">{t("body")}</p>
      <Button asChild variant="gold" size="lg">
        <a href={regionHome(region)} data-testid="region-home">
          {t("backHome")}
        </a>
      </Button>
    </main>
  );
}
