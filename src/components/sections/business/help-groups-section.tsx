import { getTranslations } from "next-intl/server";
import type { Question } from "@/components/sections/shared/faq";
import { Accordion } from "@/components/ui/accordion";
import { Container } from "@/components/ui/container";

export type HelpGroup = { title: string; items: readonly Question[] };

/**
 * A help page's questions, grouped by topic: each group an h2 with its
 * accordion, and on wide screens a sticky list of topics beside them.
 * `idPrefix` names the groups' anchors (`payHelp` -> `#payHelp-group-0`).
 */
export async function HelpGroupsSection({ groups, idPrefix }: { groups: readonly HelpGroup[]; idPrefix: string }) {
  const t = await getTranslations("business.common");
  const id = (g: number) => `${idPrefix}-group-${g}`;
  return (
    <Container className="grid gap-10 py-14 md:py-20 lg:grid-cols-[15rem_minmax(0,1fr)]">
      <nav aria-label={t("topics")} className="lg:sticky lg:top-24 lg:self-start">
        <p className="mb-3 text-sm font-semibold text-ink-muted">{t("topics")}</p>
        <ul className="flex flex-wrap gap-2 lg:flex-col">
          {groups.map((group, g) => (
            <li key={group.title}>
              <a href={`#${id(g)}`} className="inline-block rounded-full border border-line px-3 py-1.5 text-sm font-semibold hover:bg-surface-muted lg:border-0 lg:px-0">
                {group.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="grid gap-12">
        {groups.map((group, g) => (
          <section key={group.title} aria-labelledby={id(g)} className="max-w-4xl">
            <h2 id={id(g)} className="mb-5 scroll-mt-24 text-2xl font-bold tracking-tight">{group.title}</h2>
            <Accordion items={group.items.map((item, i) => ({ id: `${g}-${i}`, title: item.q, content: <p>{item.a}</p> }))} />
          </section>
        ))}
      </div>
    </Container>
  );
}
