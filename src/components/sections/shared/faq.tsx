import { Accordion } from "@/components/ui/accordion";
import { Section } from "@/components/ui/section";
import { jsonLd } from "@/lib/json-ld";

export type Question = { q: string; a: string };
export type FaqGroup = { id: string; title?: string; items: readonly Question[] };

type FaqProps = {
  title: string;
  titleId: string;
  /** One group without a title, or several titled groups (the help centre's topics). */
  groups: readonly FaqGroup[];
  tone?: "plain" | "muted";
  /** Adds schema.org FAQPage data of every question (one FAQ per page may carry it). */
  structuredData?: boolean;
};

/** schema.org FAQPage of every question, safe to inline in a script. */
export function faqJsonLd(groups: readonly FaqGroup[]): string {
  const mainEntity = groups.flatMap((group) =>
    group.items.map((item) => ({ "@type": "Question", name: item.q, acceptedAnswer: { "@type": "Answer", text: item.a } })),
  );
  return jsonLd({ "@context": "https://schema.org", "@type": "FAQPage", mainEntity });
}

/** Questions and answers, as accordions whose answers stay in the server HTML (found without JS). */
export function Faq({ title, titleId, groups, tone, structuredData }: FaqProps) {
  const titled = groups.some((group) => group.title);
  return (
    <Section title={title} titleId={titleId} tone={tone}>
      {structuredData ? <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: faqJsonLd(groups) }} /> : null}
      <div className={titled ? "grid gap-10 lg:grid-cols-2" : undefined}>
        {groups.map((group) => (
          <div key={group.id} id={titled ? `faq-${group.id}` : undefined}>
            {group.title ? <h3 className="mb-4 text-xl font-bold">{group.title}</h3> : null}
            <Accordion
              headingLevel={group.title ? 4 : 3}
              className={titled ? "bg-surface" : "bg-surface max-w-4xl"}
              items={group.items.map((item, index) => ({ id: `${group.id}-${index}`, title: item.q, content: <p>{item.a}</p> }))}
            />
          </div>
        ))}
      </div>
    </Section>
  );
}
