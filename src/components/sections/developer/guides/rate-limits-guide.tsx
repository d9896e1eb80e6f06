import { getMessages, getTranslations } from "next-intl/server";
import { rateLimits } from "@/data/developer-api";
import { rateLimitModes } from "@/lib/openapi/guides";
import { Paragraphs } from "../prose";
import { guideIds } from "../guide-ids";
import { GuideSection } from "./guide-section";

const cell = "border-b border-line px-3 py-2 text-start";

/** Requests per second, 429 and Retry-After. */
export async function RateLimitsGuide() {
  const t = await getTranslations("developer.docs.rateLimits");
  const { paragraphs } = (await getMessages()).developer.docs.rateLimits;
  return (
    <GuideSection id={guideIds.rateLimits} title={t("title")}>
      <Paragraphs items={paragraphs} />
      <table className="mt-6 w-full max-w-md text-sm">
        <caption className="mb-2 text-start font-semibold">{t("caption")}</caption>
        <thead>
          <tr>
            <th scope="col" className={cell}>
              {t("mode")}
            </th>
            <th scope="col" className={cell}>
              {t("requests")}
            </th>
          </tr>
        </thead>
        <tbody>
          {rateLimitModes.map((mode) => (
            <tr key={mode}>
              <td className={cell}>{t(mode)}</td>
              <td className={`${cell} font-mono`}>{rateLimits[mode]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </GuideSection>
  );
}
