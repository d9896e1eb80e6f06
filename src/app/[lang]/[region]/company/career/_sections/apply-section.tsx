import { Mail } from "@/components/icons/lucide";
import { companyContacts } from "@/data/company";
import { Button } from "@/components/ui/button";
import { StepsSection } from "@/components/sections/shared/steps";
import { pageMessages, pageTranslations } from "@/lib/page";

const steps = ["one", "two", "three"] as const;

/** How to apply: the steps and the recruiting address. */
export async function ApplySection() {
  const t = await pageTranslations("/company/career", "apply");
  const copy = (await pageMessages("/company/career")).apply.steps;
  return (
    <StepsSection
      title={t("title")}
      lead={t("body")}
      titleId="apply-title"
      tone="muted"
      items={steps.map((step) => ({ title: copy[step] }))}
    >
      <div className="mt-8 flex flex-wrap items-center gap-4">
        <Button asChild variant="gold" size="lg">
          <a href={`mailto:${companyContacts.careers}`}>
            <Mail aria-hidden className="size-5" />
            {t("cta")}
          </a>
        </Button>
        <span className="text-ink-muted font-mono" dir="ltr">
          {companyContacts.careers}
        </span>
      </div>
    </StepsSection>
  );
}
