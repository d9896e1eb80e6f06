import type { LucideIcon } from "lucide-react";
import type { Lang } from "@/config/languages";
import { Section } from "@/components/ui/section";
import { cn } from "@/lib/cn";
import { businessMessages, headingId, type Titled } from "./messages";

/** A titled grid of short cards (`<prefix>.title`, `.lead`, `.items[]`), one icon per item. */
export async function CardGridSection({ lang, prefix, icons, tone }: { lang: Lang; prefix: string; icons: LucideIcon[]; tone?: "plain" | "muted" }) {
  const { text, list } = await businessMessages(lang);
  const items = list<Titled>(`${prefix}.items`);
  return (
    <Section title={text(`${prefix}.title`)} lead={text(`${prefix}.lead`)} titleId={headingId(prefix)} tone={tone}>
      <ul className={cn("grid gap-6 sm:grid-cols-2", items.length % 4 === 0 ? "xl:grid-cols-4" : "lg:grid-cols-3")}>
        {items.map((item, index) => {
          const Icon = icons[index % icons.length];
          return (
            <li key={item.title} className="rounded-3xl border border-line bg-surface p-6">
              {Icon ? (
                <span className="inline-flex size-11 items-center justify-center rounded-2xl bg-brand-100 text-brand-700 dark:bg-brand-900 dark:text-brand-100">
                  <Icon aria-hidden className="size-5" />
                </span>
              ) : null}
              <h3 className="mt-4 text-lg font-bold">{item.title}</h3>
              <p className="mt-2 text-ink-muted">{item.body}</p>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
