import type { ReactNode } from "react";
import { Mail } from "lucide-react";
import { Section } from "@/components/ui/section";
import { Button } from "@/components/ui/button";

type ContactBandProps = { id: string; title: string; body: string; cta: string; email: string; subject?: string; children?: ReactNode };

/** A closing band with a mailto call to action and the address written out. */
export function ContactBand({ id, title, body, cta, email, subject, children }: ContactBandProps) {
  const href = `mailto:${email}${subject ? `?subject=${encodeURIComponent(subject)}` : ""}`;
  return (
    <Section title={title} lead={body} titleId={id} tone="muted">
      <div className="flex flex-wrap items-center gap-4">
        <Button asChild variant="gold" size="lg">
          <a href={href}>
            <Mail aria-hidden className="size-5" />
            {cta}
          </a>
        </Button>
        <span className="font-mono text-ink-muted" dir="ltr">{email}</span>
      </div>
      {children}
    </Section>
  );
}
