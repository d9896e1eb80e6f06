import Link from "next/link";
import { ArrowRight } from "lucide-react";
import type { RegionId } from "@/config/regions";
import { localHref } from "@/i18n/links";

/** A link to a help article, under a block that it explains in depth. */
export function GuideLink({ region, slug, label }: { region: RegionId; slug: string; label: string }) {
  return (
    <Link
      href={localHref(region, `/app/help/${slug}`)}
      prefetch={false}
      className="text-accent mt-8 inline-flex items-center gap-2 font-semibold underline-offset-2 hover:underline"
    >
      {label}
      <ArrowRight aria-hidden className="size-4 rtl:-scale-x-100" />
    </Link>
  );
}
