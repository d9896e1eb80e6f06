import { getTranslations } from "next-intl/server";
import type { Lang } from "@/config/languages";
import type { RegionId } from "@/config/regions";
import type { ApiId } from "@/lib/openapi/types";
import { formatLocale } from "@/i18n/format";
import { verificationSamples } from "@/lib/openapi/verification";
import { sampleLabels } from "@/lib/openapi/samples";
import { exampleEvent, webhookRetryMinutes, webhookTimeoutSeconds } from "@/data/developer-api";
import { GuideSection, Paragraphs } from "../docs-parts";
import { SampleTabs } from "../code";
import { guideIds } from "../guide-ids";

const cell = "border-b border-line px-3 py-2 text-start";

/** Formats a delay in minutes as minutes or hours, in the page's language with Western digits. */
function delay(minutes: number, locale: string): string {
  const hours = minutes >= 60 && minutes % 60 === 0;
  return new Intl.NumberFormat(locale, { style: "unit", unit: hours ? "hour" : "minute", unitDisplay: "long" }).format(
    hours ? minutes / 60 : minutes,
  );
}

/** Endpoints, the HMAC-SHA256 `signature` header, verification code and the retry schedule. */
export async function WebhooksGuide({ api, lang, region }: { api: ApiId; lang: Lang; region: RegionId }) {
  const t = await getTranslations({ locale: lang, namespace: "developer.docs.webhooks" });
  const locale = formatLocale(lang, region);
  return (
    <GuideSection id={guideIds.webhooks} title={t("title")}>
      <Paragraphs items={t.raw("paragraphs") as string[]} />
      <h3 className="mt-8 text-lg font-bold">{t("verifyTitle")}</h3>
      <SampleTabs
        name={`${api}-verify`}
        samples={verificationSamples(exampleEvent[api])}
        lang={lang}
        labels={{ ...sampleLabels, curl: "Shell (openssl)", javascript: "Node.js" }}
      />
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
              <td className={cell}>{delay(minutes, locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="text-ink-muted mt-4 text-sm">
        {t("timeout")}:{" "}
        {new Intl.NumberFormat(locale, { style: "unit", unit: "second", unitDisplay: "long" }).format(webhookTimeoutSeconds)}
      </p>
    </GuideSection>
  );
}
