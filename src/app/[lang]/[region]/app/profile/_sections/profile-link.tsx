import { Link2 } from "@/components/icons/lucide";
import { profileUrl, EXAMPLE_USERNAME } from "@/lib/app/profile-link";
import { Section } from "@/components/ui/section";
import { pageTranslations } from "@/lib/page";

/** The shareable user-name link, with an example. */
export async function ProfileLink() {
  const t = await pageTranslations("/app/profile", "link");
  return (
    <Section title={t("title")} titleId="link-title" tone="muted">
      <p className="text-ink-muted max-w-3xl text-lg">{t("body")}</p>
      <figure className="border-line bg-surface mt-8 inline-flex max-w-full flex-col gap-2 rounded-2xl border p-5">
        <figcaption className="text-ink-muted text-sm font-semibold">{t("exampleLabel")}</figcaption>
        <p className="flex items-center gap-2 font-mono text-lg break-all" dir="ltr">
          <Link2 aria-hidden className="text-accent size-5 shrink-0" />
          {profileUrl(EXAMPLE_USERNAME)}
        </p>
      </figure>
    </Section>
  );
}
