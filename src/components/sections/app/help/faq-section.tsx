import type { Lang } from "@/config/languages";
import { appMessages, type AppMessages } from "@/lib/app/page";
import { Accordion } from "@/components/ui/accordion";
import { Section } from "@/components/ui/section";

type Topics = AppMessages["help"]["faq"]["topics"];
const order = [
  "account",
  "verification",
  "topup",
  "voucher",
  "bills",
  "credit",
  "security",
  "deletion",
] as const satisfies readonly (keyof Topics)[];

/** schema.org FAQPage of every question, as JSON safe to inline in a script (`<` escaped). */
export function faqJsonLd(topics: Topics): string {
  const mainEntity = order.flatMap((topic) =>
    topics[topic].items.map((item) => ({ "@type": "Question", name: item.q, acceptedAnswer: { "@type": "Answer", text: item.a } })),
  );
  return JSON.stringify({ "@context": "https://schema.org", "@type": "FAQPage", mainEntity }).replace(/</g, "\\u003c");
}

/** The help centre's questions, grouped by topic, as accordions (answers in the HTML for no-JS readers). */
export async function FaqSection({ lang }: { lang: Lang }) {
  const { faq } = (await appMessages(lang)).help;
  return (
    <Section title={faq.title} titleId="faq-title" tone="muted">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: faqJsonLd(faq.topics) }} />
      <div className="grid gap-10 lg:grid-cols-2">
        {order.map((topic) => (
          <div key={topic} id={`faq-${topic}`}>
            <h3 className="mb-4 text-xl font-bold">{faq.topics[topic].title}</h3>
            <Accordion
              headingLevel={4}
              className="bg-surface"
              items={faq.topics[topic].items.map((item, index) => ({ id: `${topic}-${index}`, title: item.q, content: <p>{item.a}</p> }))}
            />
          </div>
        ))}
      </div>
    </Section>
  );
}
