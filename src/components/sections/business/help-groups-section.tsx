import type { Lang } from "@/i18n/languages";
import { Accordion } from "@/components/ui/accordion";
import { Container } from "@/components/ui/container";
import { businessMessages, type Question } from "./messages";

type Group = { title: string; items: Question[] };

/** A help page's questions, grouped by topic (`<page>.groups[]`), each group an h2 with its accordion. */
export async function HelpGroupsSection({ lang, page }: { lang: Lang; page: string }) {
  const { list } = await businessMessages(lang);
  const groups = list<Group>(`${page}.groups`);
  return (
    <Container className="grid gap-12 py-14 md:py-20">
      {groups.map((group, g) => (
        <section key={group.title} aria-labelledby={`${page}-group-${g}`} className="max-w-4xl">
          <h2 id={`${page}-group-${g}`} className="mb-5 text-2xl font-bold tracking-tight">{group.title}</h2>
          <Accordion items={group.items.map((item, i) => ({ id: `${g}-${i}`, title: item.q, content: <p>{item.a}</p> }))} />
        </section>
      ))}
    </Container>
  );
}
