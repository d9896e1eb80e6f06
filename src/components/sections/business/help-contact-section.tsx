import { Mail } from "lucide-react";
import type { Lang } from "@/config/languages";
import { site } from "@/config/site";
import { Button } from "@/components/ui/button";
import { Section } from "@/components/ui/section";
import { businessMessages, headingId } from "./messages";

/** "Still need help?" with a mail link to support (`<page>.contact`). */
export async function HelpContactSection({ lang, page }: { lang: Lang; page: string }) {
  const { text } = await businessMessages(lang);
  const prefix = `${page}.contact`;
  return (
    <Section title={text(`${prefix}.title`)} lead={text(`${prefix}.body`)} titleId={headingId(prefix)} tone="muted">
      <Button asChild variant="gold" size="lg">
        <a href={`mailto:${site.links.supportEmail}`}>
          <Mail aria-hidden className="size-5" />
          {text(`${prefix}.button`)}
        </a>
      </Button>
    </Section>
  );
}
