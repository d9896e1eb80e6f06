import { leadership } from "@/data/company";
import { Section } from "@/components/ui/section";
import { pageMessages, pageTranslations } from "@/lib/page";

/** The leadership team: names and roles, initials instead of photos. */
export async function LeadershipSection() {
  const t = await pageTranslations("/company", "leadership");
  const roles = (await pageMessages("/company")).leadership;
  return (
    <Section title={t("title")} lead={t("lead")} titleId="leadership-title">
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5">
        {leadership.map(({ name, role, initials }) => (
          <li key={role} className="border-line rounded-3xl border p-6">
            <span
              aria-hidden
              className="bg-brand-100 text-brand-800 dark:bg-brand-900 dark:text-brand-100 inline-flex size-14 items-center justify-center rounded-full text-lg font-bold"
            >
              {initials}
            </span>
            <p className="mt-4 font-bold" dir="ltr">
              {name}
            </p>
            <p className="text-ink-muted mt-1 text-sm">{roles[role]}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
