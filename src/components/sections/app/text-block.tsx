import type { ReactNode } from "react";
import { Section } from "@/components/ui/section";

type TextBlockProps = { title: string; body: string; titleId: string; tone?: "plain" | "muted"; children?: ReactNode };

/** A short titled paragraph band (a safety note, a detail worth its own heading); `x-title` also anchors the band as `#x`. */
export function TextBlock({ title, body, titleId, tone, children }: TextBlockProps) {
  return (
    <Section title={title} titleId={titleId} tone={tone} id={titleId.replace(/-title$/, "")}>
      <p className="text-ink-muted max-w-3xl text-lg">{body}</p>
      {children}
    </Section>
  );
}
