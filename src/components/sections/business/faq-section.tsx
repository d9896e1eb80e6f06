import type { Lang } from "@/config/languages";
import { Section } from "@/components/ui/section";
import { Accordion } from "@/components/ui/accordion";
import { businessMessages, headingId, type Question } from "./messages";

/** Questions and answers (`<prefix>.title`, `.items[]` of `{ q, a }`). */
export async function FaqSection({ lang, prefix, tone }: { lang: Lang; prefix: string; tone?: "plain" | "muted" }) {
  const { text, list } = await businessMessages(lang);
  const items = list<Question>(`${prefix}.items`).map((item, index) => ({ id: `${prefix}-${index}`, title: item.q, content: <p>{item.a}</p> }));
  return (
    <Section title={text(`${prefix}.title`)} titleId={headingId(prefix)} tone={tone}>
      <Accordion items={items} className="max-w-4xl bg-surface" />
    </Section>
  );
}
