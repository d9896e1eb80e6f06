import { Info } from "lucide-react";
import type { Lang } from "@/config/languages";
import { appMessages, type Pick } from "@/lib/app/page";
import { Section } from "@/components/ui/section";

/** A titled list of short notes ("good to know"). */
export async function NotesList({
  lang,
  pick,
  id,
  tone,
}: {
  lang: Lang;
  pick: Pick<{ title: string; items: readonly string[] }>;
  id: string;
  tone?: "plain" | "muted";
}) {
  const block = pick(await appMessages(lang));
  return (
    <Section title={block.title} titleId={id} tone={tone}>
      <ul className="flex max-w-3xl flex-col gap-4">
        {block.items.map((item) => (
          <li key={item} className="flex gap-3">
            <Info aria-hidden className="text-accent mt-1 size-5 shrink-0" />
            <span className="text-ink-muted">{item}</span>
          </li>
        ))}
      </ul>
    </Section>
  );
}
