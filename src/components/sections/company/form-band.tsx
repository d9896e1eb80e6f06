import Link from "next/link";
import type { ReactNode } from "react";
import { ArrowRight } from "@/components/icons/lucide";
import { Button } from "@/components/ui/button";
import { Cta } from "@/components/sections/shared/cta";

type FormBandProps = { id: string; title: string; body: string; cta: string; href: string; children?: ReactNode };

/** The shared call to action as a muted band whose button opens a lead form (docs/leads.md). */
export function FormBand({ id, title, body, cta, href, children }: FormBandProps) {
  return (
    <Cta
      tone="muted"
      title={title}
      body={body}
      titleId={id}
      actions={
        <Button asChild variant="gold" size="lg">
          <Link href={href} prefetch={false}>
            {cta}
            <ArrowRight aria-hidden className="size-4 rtl:-scale-x-100" />
          </Link>
        </Button>
      }
    >
      {children}
    </Cta>
  );
}
