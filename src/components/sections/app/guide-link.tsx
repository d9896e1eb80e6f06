import Link from "next/link";
import { ArrowRight } from "@/components/icons/lucide";
import { regionHref } from "@/i18n/region";

/** A link to a help article, under a block that it explains in depth. */
export function GuideLink({ slug, label }: { slug: string; label: string }) {
  return (
    <Link
      href={regionHref(`/app/help/${slug}`)}
      prefetch={false}
      className="text-accent mt-8 inline-flex items-center gap-2 font-semibold underline-offset-2 hover:underline"
    >
      {label}
      <ArrowRight aria-hidden className="size-4 rtl:-scale-x-100" />
    </Link>
  );
}
