import type { ReactNode } from "react";
import { Section } from "@/components/ui/section";
import { Steps, type StepItem } from "@/components/ui/steps";

type StepsSectionProps = {
  title: string;
  lead?: string;
  titleId: string;
  items: readonly StepItem[];
  tone?: "plain" | "muted";
  /** `cards`: each step in a card (rows of three, or four when the count is a multiple of four); `list`: number beside the text. */
  variant?: "cards" | "list";
  /** Under the steps (a guide link, a button). */
  children?: ReactNode;
};

/** A "how it works" band: a heading, an optional lead and numbered steps (an ordered list, so the order is announced). */
export function StepsSection({ title, lead, titleId, items, tone, variant = "list", children }: StepsSectionProps) {
  return (
    <Section title={title} lead={lead} titleId={titleId} tone={tone}>
      <Steps items={[...items]} variant={variant} />
      {children}
    </Section>
  );
}
