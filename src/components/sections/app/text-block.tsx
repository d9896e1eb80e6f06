import type { ReactNode } from "react";
import type { Lang } from "@/config/languages";
import { appMessages, type Pick } from "@/lib/app/page";
import { Section } from "@/components/ui/section";

/** A short titled paragraph band (a safety note, a detail worth its own heading). */
export async function TextBlock({
  lang,
  pick,
  id,
  tone,
  children,
}: {
  lang: Lang;
  pick: Pick<{ title: string; body: string }>;
  id: string;
  tone?: "plain" | "muted";
  children?: ReactNode;
}) {
  const block = pick(await appMessages(lang));
  return (
    <Section title={block.title} titleId={id} tone={tone} id={id.replace(/-title$/, "")}>
      <p className="text-ink-muted max-w-3xl text-lg">{block.body}</p>
      {children}
    </Section>
  );
}
