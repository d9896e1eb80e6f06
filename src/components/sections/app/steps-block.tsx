import type { ReactNode } from "react";
import type { Lang } from "@/config/languages";
import { appMessages, type Pick } from "@/lib/app/page";
import { Section } from "@/components/ui/section";
import { Steps } from "@/components/ui/steps";

type Block = { title: string; lead?: string; items: readonly { title: string; body: string }[] };

/** A "how it works" band: an h2 and numbered steps. `children` go under the steps (a guide link). */
export async function StepsBlock({
  lang,
  pick,
  id,
  tone,
  children,
}: {
  lang: Lang;
  pick: Pick<Block>;
  id: string;
  tone?: "plain" | "muted";
  children?: ReactNode;
}) {
  const block = pick(await appMessages(lang));
  return (
    <Section title={block.title} lead={block.lead} titleId={id} tone={tone}>
      <Steps items={[...block.items]} />
      {children}
    </Section>
  );
}
