import Link from "next/link";
import { ArrowRight } from "@/components/icons/lucide";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";

export type HeroAction = { href: string; label: string; external?: boolean };

/** A business hero's calls to action: the dashboard (gold) and another page or anchor (outline, with an arrow). */
export function HeroActions({ primary, secondary }: { primary?: HeroAction; secondary?: HeroAction }) {
  return (
    <>
      {primary ? (
        <Button asChild variant="gold" size="lg">
          <ActionLink action={primary}>{primary.label}</ActionLink>
        </Button>
      ) : null}
      {secondary ? (
        <Button asChild variant="outline" size="lg">
          <ActionLink action={secondary}>
            {secondary.label}
            <ArrowRight aria-hidden className="size-4 rtl:-scale-x-100" />
          </ActionLink>
        </Button>
      ) : null}
    </>
  );
}

/** The dashboards are other sites (`<a>`); pages of this one go through `<Link>`, without prefetching. */
export function ActionLink({ action, children, className }: { action: Pick<HeroAction, "href" | "external">; children: ReactNode; className?: string }) {
  if (action.external) return <a href={action.href} className={className}>{children}</a>;
  return <Link href={action.href} prefetch={false} className={className}>{children}</Link>;
}
