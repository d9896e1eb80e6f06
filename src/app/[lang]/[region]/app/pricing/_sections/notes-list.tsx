import { Info } from "@/components/icons/lucide";
import { Section } from "@/components/ui/section";
import { pageMessages, pageTranslations } from "@/lib/page";

/** The pricing page's "good to know" notes. */
export async function NotesList() {
  const t = await pageTranslations("/app/pricing", "notes");
  const { notes } = await pageMessages("/app/pricing");
  return (
    <Section title={t("title")} titleId="notes-title" tone="muted">
      <ul className="flex max-w-3xl flex-col gap-4">
        {notes.items.map((item) => (
          <li key={item} className="flex gap-3">
            <Info aria-hidden className="text-accent mt-1 size-5 shrink-0" />
            <span className="text-ink-muted">{item}</span>
          </li>
        ))}
      </ul>
    </Section>
  );
}
