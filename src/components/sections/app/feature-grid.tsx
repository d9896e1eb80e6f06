import type { LucideIcon } from "lucide-react";
import type { Lang } from "@/config/languages";
import { appMessages, type Pick } from "@/lib/app/page";
import { Section } from "@/components/ui/section";

type Block = { title: string; lead?: string; items: readonly { title: string; body: string }[] };

/** A titled band of features (h2, then one h3 per item), optionally with an icon each. */
export async function FeatureGrid({
  lang,
  pick,
  id,
  icons,
  tone,
}: {
  lang: Lang;
  pick: Pick<Block>;
  id: string;
  icons?: readonly LucideIcon[];
  tone?: "plain" | "muted";
}) {
  const block = pick(await appMessages(lang));
  return (
    <Section title={block.title} lead={block.lead} titleId={id} tone={tone}>
      <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-[repeat(auto-fit,minmax(15rem,1fr))]">
        {block.items.map((item, index) => {
          const Icon = icons?.[index];
          return (
            <li key={item.title}>
              {Icon ? <Icon aria-hidden className="text-accent mb-4 size-8" /> : null}
              <h3 className="text-lg font-bold">{item.title}</h3>
              <p className="text-ink-muted mt-2">{item.body}</p>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
