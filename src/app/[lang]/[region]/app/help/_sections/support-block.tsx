import { Mail } from "@/components/icons/lucide";
import { site } from "@/config/site";
import { Button } from "@/components/ui/button";
import { Section } from "@/components/ui/section";
import { pageTranslations } from "@/lib/page";

/** Last resort of the help centre: write to support. */
export async function SupportBlock() {
  const t = await pageTranslations("/app/help", "contact");
  return (
    <Section title={t("title")} titleId="support-title">
      <p className="text-ink-muted max-w-2xl text-lg">{t("body")}</p>
      <Button asChild variant="primary" size="lg" className="mt-6">
        <a href={`mailto:${site.links.supportEmail}`}>
          <Mail aria-hidden className="size-5" />
          {t("email")}
        </a>
      </Button>
    </Section>
  );
}
