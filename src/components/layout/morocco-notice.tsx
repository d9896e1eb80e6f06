import { Info } from "@/components/icons/lucide";
import { Container } from "@/components/ui/container";

/** SPEC 5: every Moroccan page except the home shows its content under this notice. */
export function MoroccoNotice({ text }: { text: string }) {
  return (
    <div role="note" data-testid="region-notice" className="border-gold-400 bg-gold-300/40 text-ink dark:bg-gold-500/15 border-b">
      <Container className="flex items-start gap-3 py-3 text-sm font-medium">
        <Info aria-hidden className="mt-0.5 size-4 shrink-0" />
        <p>{text}</p>
      </Container>
    </div>
  );
}
