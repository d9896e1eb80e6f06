import type { ReactNode } from "react";
import { Mail } from "@/components/icons/lucide";
import { Button } from "@/components/ui/button";
import { Cta } from "@/components/sections/shared/cta";

type ContactBandProps = { id: string; title: string; body: string; cta: string; email: string; subject?: string; children?: ReactNode };

/** The shared call to action as a muted band whose button writes to a team, with the address written out for those without a mail app. */
export function ContactBand({ id, title, body, cta, email, subject, children }: ContactBandProps) {
  const href = `mailto:${email}${subject ? `?subject=${encodeURIComponent(subject)}` : ""}`;
  return (
    <Cta
      tone="muted"
      title={title}
      body={body}
      titleId={id}
      actions={
        <>
          <Button asChild variant="gold" size="lg">
            <a href={href}>
              <Mail aria-hidden className="size-5" />
              {cta}
            </a>
          </Button>
          <span className="font-mono text-ink-muted" dir="ltr">{email}</span>
        </>
      }
    >
      {children}
    </Cta>
  );
}
