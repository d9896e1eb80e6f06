import type { HelpTopic } from "@/lib/content/help";
import { pageTranslations } from "@/lib/page";

/** The name of each help topic, for the article cards and the article page; every topic must have one (tsc). */
export async function topicLabels(): Promise<Record<HelpTopic, string>> {
  const t = await pageTranslations("/app/help/[slug]", "topics");
  return { account: t("account"), payments: t("payments"), topup: t("topup"), credit: t("credit") } satisfies Record<HelpTopic, string>;
}
