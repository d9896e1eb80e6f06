import type { Lang } from "@/config/languages";
import { Section } from "@/components/ui/section";
import { cn } from "@/lib/cn";
import { countFormat } from "@/lib/pricing/format";
import { businessMessages, headingId, type Titled } from "./messages";

/** Numbered steps (`<prefix>.title`, `.lead`, `.items[]`). */
export async function StepsSection({ lang, prefix, locale, tone }: { lang: Lang; prefix: string; locale: string; tone?: "plain" | "muted" }) {
  const { text, list } = await businessMessages(lang);
  const count = countFormat(locale);
  const items = list<Titled>(`${prefix}.items`);
  return (
    <Section title={text(`${prefix}.title`)} lead={text(`${prefix}.lead`)} titleId={headingId(prefix)} tone={tone}>
      <ol className={cn("grid gap-6 md:grid-cols-2", items.length % 4 === 0 ? "xl:grid-cols-4" : "lg:grid-cols-3")}>
        {items.map((item, index) => (
          <li key={item.title} className="relative rounded-3xl border border-line bg-surface p-6">
            <span aria-hidden className="inline-flex size-10 items-center justify-center rounded-full bg-brand-600 font-bold text-white dark:bg-brand-300 dark:text-brand-950">
              {count(index + 1)}
            </span>
            <h3 className="mt-4 text-lg font-bold">{item.title}</h3>
            <p className="mt-2 text-ink-muted">{item.body}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
