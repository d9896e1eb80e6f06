import type { Icon } from "@/components/icons/lucide";
import { Section } from "@/components/ui/section";
import { cn } from "@/lib/cn";

export type CardGridBlock = { title: string; lead: string; items: readonly { title: string; body: string }[] };

/** A titled grid of short cards, one icon per item (the icons cycle if the copy has more items). */
export function CardGridSection({ block, titleId, icons, tone }: { block: CardGridBlock; titleId: string; icons: readonly Icon[]; tone?: "plain" | "muted" }) {
  const { items } = block;
  return (
    <Section title={block.title} lead={block.lead} titleId={titleId} tone={tone}>
      <ul className={cn("grid gap-6 sm:grid-cols-2", items.length % 4 === 0 ? "xl:grid-cols-4" : "lg:grid-cols-3")}>
        {items.map((item, index) => {
          const Icon = icons[index % icons.length];
          return (
            <li key={item.title} className="rounded-3xl border border-line bg-surface p-6">
              {Icon ? (
                <span className="icon-tile size-11">
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
