import { Mail } from "@/components/icons/lucide";
import { site } from "@/config/site";
import { Button } from "@/components/ui/button";
import { Section } from "@/components/ui/section";

export type HelpContactBlock = { title: string; body: string; button: string };

/** "Still need help?" with a mail link to support, closing both help pages. */
export function HelpContactSection({ block, titleId }: { block: HelpContactBlock; titleId: string }) {
  return (
    <Section title={block.title} lead={block.body} titleId={titleId} tone="muted">
      <Button asChild variant="gold" size="lg">
        <a href={`mailto:${site.links.supportEmail}`}>
          <Mail aria-hidden className="size-5" />
          {block.button}
        </a>
      </Button>
    </Section>
  );
}
