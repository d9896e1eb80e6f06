import { Info } from "@/components/icons/lucide";
import { getMessages, getTranslations } from "next-intl/server";
import { Section } from "@/components/ui/section";

/** The pricing page's "good to know" notes. */
export async function NotesList() {
  const t = await getTranslations("app.pricing.notes");
  const { app } = await getMessages();
  return (
    <Section title={t("title")} titleId="notes-title" tone="muted">
      <ul className="flex max-w-3xl flex-col gap-4">
        {app.pricing.notes.items.map((item) => (
          <li key={item} className="flex gap-3">
            <Info aria-hidden className="text-accent mt-1 size-5 shrink-0" />
            <span className="text-ink-muted">{item}</span>
          </li>
        ))}
      </ul>
    </Section>
  );
}
