import Link from "next/link";
import type { Lang } from "@/config/languages";
import type { RegionId } from "@/config/regions";
import { localHref } from "@/i18n/links";
import { appMessages } from "@/lib/app/page";
import { Button } from "@/components/ui/button";

/** The overview hero's second call to action (the first, download, comes with every hero). */
export async function OverviewPricingLink({ lang, region }: { lang: Lang; region: RegionId }) {
  const { hero } = (await appMessages(lang)).overview;
  return (
    <Button asChild variant="outline" size="lg">
      <Link href={localHref(region, "/app/pricing")} prefetch={false}>
        {hero.secondary}
      </Link>
    </Button>
  );
}
