import { Mail } from "lucide-react";
import type { Lang } from "@/config/languages";
import { site } from "@/config/site";
import { appMessages } from "@/lib/app/page";
import { Button } from "@/components/ui/button";
import { Section } from "@/components/ui/section";

/** Last resort of the help centre: write to support. */
export async function SupportBlock({ lang }: { lang: Lang }) {
  const { contact } = (await appMessages(lang)).help;
  return (
    <Section title={contact.title} titleId="support-title">
      <p className="text-ink-muted max-w-2xl text-lg">{contact.body}</p>
      <Button asChild variant="primary" size="lg" className="mt-6">
        <a href={`mailto:${site.links.supportEmail}`}>
          <Mail aria-hidden className="size-5" />
          {contact.email}
        </a>
      </Button>
    </Section>
  );
}
