import { Link2 } from "lucide-react";
import type { Lang } from "@/i18n/languages";
import { profileUrl, EXAMPLE_USERNAME } from "@/lib/app/profile-link";
import { appMessages } from "@/lib/app/page";
import { Section } from "@/components/ui/section";

/** The shareable user-name link, with an example. */
export async function ProfileLink({ lang }: { lang: Lang }) {
  const copy = (await appMessages(lang)).profile.link;
  return (
    <Section title={copy.title} titleId="link-title" tone="muted">
      <p className="max-w-3xl text-lg text-ink-muted">{copy.body}</p>
      <figure className="mt-8 inline-flex max-w-full flex-col gap-2 rounded-2xl border border-line bg-surface p-5">
        <figcaption className="text-sm font-semibold text-ink-muted">{copy.exampleLabel}</figcaption>
        <p className="flex items-center gap-2 font-mono text-lg break-all" dir="ltr">
          <Link2 aria-hidden className="size-5 shrink-0 text-accent" />
          {profileUrl(EXAMPLE_USERNAME)}
        </p>
      </figure>
    </Section>
  );
}
