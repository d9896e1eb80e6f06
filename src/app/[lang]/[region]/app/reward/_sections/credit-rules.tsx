import { BadgeCheck, InfinityIcon as Forever, Lock } from "@/components/icons/lucide";
import { creditRules } from "@/data/credit";
import { Section } from "@/components/ui/section";
import { pageTranslations } from "@/lib/page";

/** CC's three rules (SPEC 6), each shown only if the data still says so. */
export async function CreditRules() {
  const t = await pageTranslations("/app/reward", "rules");
  const rules = [
    { key: "noExpiry", Icon: Forever, applies: !creditRules.expires, title: t("noExpiry.title"), body: t("noExpiry.body") },
    {
      key: "autoCredit",
      Icon: BadgeCheck,
      applies: creditRules.credited === "automatically-on-confirmation",
      title: t("autoCredit.title"),
      body: t("autoCredit.body"),
    },
    {
      key: "notTransferable",
      Icon: Lock,
      applies: !creditRules.transferable,
      title: t("notTransferable.title"),
      body: t("notTransferable.body"),
    },
  ];
  return (
    <Section title={t("title")} titleId="rules-title">
      <ul className="grid gap-6 md:grid-cols-3">
        {rules
          .filter((rule) => rule.applies)
          .map(({ key, Icon, title, body }) => (
            <li key={key} className="border-line bg-surface rounded-3xl border p-6">
              <Icon aria-hidden className="text-accent size-8" />
              <h3 className="mt-4 text-lg font-bold">{title}</h3>
              <p className="text-ink-muted mt-2">{body}</p>
            </li>
          ))}
      </ul>
    </Section>
  );
}
