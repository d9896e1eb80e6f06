import type { Icon } from "@/components/icons/lucide";
import { Section } from "@/components/ui/section";

type Feature = { title: string; body: string };
type FeatureGridProps = {
  title: string;
  lead?: string;
  titleId: string;
  items: readonly Feature[];
  /** One icon per item, in order. */
  icons?: readonly Icon[];
  tone?: "plain" | "muted";
};

/** A titled band of features (h2, then one h3 per item), optionally with an icon each. */
export function FeatureGrid({ title, lead, titleId, items, icons, tone }: FeatureGridProps) {
  return (
    <Section title={title} lead={lead} titleId={titleId} tone={tone}>
      <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-[repeat(auto-fit,minmax(15rem,1fr))]">
        {items.map((item, index) => {
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
