import { getMessages, getTranslations } from "next-intl/server";
import type { ApiId } from "@/config/apis";
import { loadApi } from "@/lib/openapi/load";
import { errorCodes, errorExample } from "@/lib/openapi/guides";
import { Paragraphs } from "../prose";
import { Code } from "../code";
import { guideIds } from "../guide-ids";
import { GuideSection } from "./guide-section";

const cell = "border-b border-line px-3 py-2 text-start";

/** Status codes and the error body. */
export async function ErrorsGuide({ api }: { api: ApiId }) {
  const t = await getTranslations("developer.docs.errors");
  // Paragraphs and the meaning of each status code: the typed tree, indexed by the literal codes of `errorCodes`.
  const copy = (await getMessages()).developer.docs.errors;
  const model = await loadApi(api);
  const example = errorExample(model);
  const codes = errorCodes(model);
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
      {example !== undefined ? <Code code={JSON.stringify(example, null, 2)} grammar="json" title="400" /> : null}
    </GuideSection>
  );
}
