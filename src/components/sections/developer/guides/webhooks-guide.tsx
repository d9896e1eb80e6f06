import { getLocale, getMessages, getTranslations } from "next-intl/server";
import type { ApiId } from "@/config/apis";
import { getFormat } from "@/i18n/format-server";
import { withColon } from "@/i18n/typography";
import { verificationSamples } from "@/lib/openapi/verification";
import { retryDelay, verificationLabels } from "@/lib/openapi/guides";
import { exampleEvent, webhookRetryMinutes, webhookTimeoutSeconds } from "@/data/developer-api";
import { Paragraphs } from "../prose";
import { SampleTabs } from "../code";
import { guideIds } from "../guide-ids";
import { GuideSection } from "./guide-section";

const cell = "border-b border-line px-3 py-2 text-start";

/** Endpoints, the HMAC-SHA256 `signature` header, verification code and the retry schedule. */
export async function WebhooksGuide({ api }: { api: ApiId }) {
  const t = await getTranslations("developer.docs.webhooks");
  const lang = await getLocale();
  const { paragraphs } = (await getMessages()).developer.docs.webhooks;
  const format = await getFormat();
  return (
    <GuideSection id={guideIds.webhooks} title={t("title")}>
      <Paragraphs items={paragraphs} />
      <h3 className="mt-8 text-lg font-bold">{t("verifyTitle")}</h3>
      <SampleTabs name={`${api}-verify`} samples={verificationSamples(exampleEvent[api])} labels={verificationLabels} />
      <table className="mt-8 w-full max-w-xl text-sm">
        <caption className="mb-2 text-start font-semibold">{t("retriesCaption")}</caption>
        <thead>
          <tr>
            <th scope="col" className={cell}>
              {t("attempt")}
            </th>
            <th scope="col" className={cell}>
              {t("delay")}
            </th>
          </tr>
        </thead>
        <tbody>
          {webhookRetryMinutes.map((minutes, index) => (
            <tr key={minutes}>
              <td className={`${cell} font-mono`}>{index + 1}</td>
              <td className={cell}>{retryDelay(format, minutes)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="text-ink-muted mt-4 text-sm">
        {withColon(t("timeout"), lang)} {format.number(webhookTimeoutSeconds, "seconds")}
      </p>
    </GuideSection>
  );
}
