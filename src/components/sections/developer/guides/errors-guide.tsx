import { getMessages, getTranslations } from "next-intl/server";
import type { ApiId } from "@/config/apis";
import { loadApi } from "@/lib/openapi/load";
import { allOperations } from "@/lib/openapi/model";
import { Paragraphs } from "../prose";
import { Code } from "../code";
import { guideIds } from "../guide-ids";
import { GuideSection } from "./guide-section";

const statusCodes = ["400", "401", "402", "404", "409", "429", "500"] as const;
/** Codes listed only where an operation of the API returns them (402 is {proName}'s balance; 409, a state {proName}'s objects do not have). */
const operationCodes: ReadonlySet<string> = new Set(["402", "409"]);
const cell = "border-b border-line px-3 py-2 text-start";

/** Status codes and the error body. */
export async function ErrorsGuide({ api }: { api: ApiId }) {
  const t = await getTranslations("developer.docs.errors");
  // Paragraphs and the meaning of each status code: the typed tree, indexed by the literal codes above.
  const copy = (await getMessages()).developer.docs.errors;
  const model = await loadApi(api);
  const responses = allOperations(model).flatMap((operation) => operation.responses);
  const example = responses.find((response) => response.status === "400" && response.example)?.example;
  const codes = statusCodes.filter(
    (code) => !operationCodes.has(code) || responses.some((response) => response.status === code),
  );
  return (
    <GuideSection id={guideIds.errors} title={t("title")}>
      <Paragraphs items={copy.paragraphs} />
      <table className="mt-6 w-full max-w-3xl text-sm">
        <caption className="mb-2 text-start font-semibold">{t("statusCaption")}</caption>
        <thead>
          <tr>
            <th scope="col" className={cell}>
              {t("status")}
            </th>
            <th scope="col" className={cell}>
              {t("meaning")}
            </th>
          </tr>
        </thead>
        <tbody>
          {codes.map((code) => (
            <tr key={code}>
              <td className={`${cell} font-mono`}>{code}</td>
              <td className={`${cell} text-ink-muted`}>{copy.codes[code]}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {example ? <Code code={JSON.stringify(example, null, 2)} grammar="json" title="400" /> : null}
    </GuideSection>
  );
}
