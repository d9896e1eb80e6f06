import { getTranslations } from "next-intl/server";
import type { Lang } from "@/config/languages";
import type { ApiId } from "@/lib/openapi/types";
import { loadApi } from "@/lib/openapi/load";
import { allOperations, sampleServer } from "@/lib/openapi/model";
import { operationSamples } from "@/lib/openapi/samples";
import { pageSize, rateLimits } from "@/data/developer-api";
import { GuideSection, Inline, Paragraphs } from "../docs-parts";
import { Code, SampleTabs } from "../code";
import { guideIds } from "../guide-ids";

type Props = { api: ApiId; lang: Lang; region?: string };
const cell = "border-b border-line px-3 py-2 text-start";

/** What the API is for and how an integration fits together. */
export async function OverviewGuide({ api, lang }: Props) {
  const t = await getTranslations({ locale: lang, namespace: "developer" });
  return (
    <GuideSection id={guideIds.overview} title={t(`${api}.overview.title`)}>
      <Paragraphs items={t.raw(`${api}.overview.paragraphs`) as string[]} />
    </GuideSection>
  );
}

/** Bearer secret keys, test and live, with an authenticated request. */
export async function AuthGuide({ api, lang }: Props) {
  const t = await getTranslations({ locale: lang, namespace: "developer.docs" });
  const model = await loadApi(api);
  const first = allOperations(model).find((operation) => operation.method === "get");
  return (
    <GuideSection id={guideIds.auth} title={t("auth.title")}>
      <Paragraphs items={t.raw("auth.paragraphs") as string[]} />
      {first ? <SampleTabs name={`${api}-auth`} samples={operationSamples(first, sampleServer(model))} lang={lang} /> : null}
    </GuideSection>
  );
}

const statusCodes = ["400", "401", "402", "404", "409", "429", "500"] as const;

/** Status codes and the error body. */
export async function ErrorsGuide({ api, lang }: Props) {
  const t = await getTranslations({ locale: lang, namespace: "developer.docs" });
  const model = await loadApi(api);
  const example = allOperations(model)
    .flatMap((operation) => operation.responses)
    .find((response) => response.status === "400" && response.example)?.example;
  return (
    <GuideSection id={guideIds.errors} title={t("errors.title")}>
      <Paragraphs items={t.raw("errors.paragraphs") as string[]} />
      <table className="mt-6 w-full max-w-3xl text-sm">
        <caption className="mb-2 text-start font-semibold">{t("errors.statusCaption")}</caption>
        <thead>
          <tr>
            <th scope="col" className={cell}>
              {t("errors.status")}
            </th>
            <th scope="col" className={cell}>
              {t("errors.meaning")}
            </th>
          </tr>
        </thead>
        <tbody>
          {statusCodes.map((code) => (
            <tr key={code}>
              <td className={`${cell} font-mono`}>{code}</td>
              <td className={`${cell} text-ink-muted`}>{t(`errors.codes.${code}`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {example ? <Code code={JSON.stringify(example, null, 2)} grammar="json" title="400" lang={lang} /> : null}
    </GuideSection>
  );
}

/** Cursor pagination with `limit` and `starting_after`. */
export async function PaginationGuide({ lang }: Props) {
  const t = await getTranslations({ locale: lang, namespace: "developer.docs" });
  return (
    <GuideSection id={guideIds.pagination} title={t("pagination.title")}>
      <Paragraphs items={t.raw("pagination.paragraphs") as string[]} />
      <dl className="mt-4 flex flex-wrap gap-6 text-sm">
        <div>
          <dt className="font-semibold">
            <Inline text={`${t("pagination.defaultSize")} (\`limit\`)`} />
          </dt>
          <dd className="font-mono">{pageSize.default}</dd>
        </div>
        <div>
          <dt className="font-semibold">{t("pagination.maxSize")}</dt>
          <dd className="font-mono">{pageSize.max}</dd>
        </div>
      </dl>
    </GuideSection>
  );
}

/** Requests per second, 429 and Retry-After. */
export async function RateLimitsGuide({ lang }: Props) {
  const t = await getTranslations({ locale: lang, namespace: "developer.docs" });
  return (
    <GuideSection id={guideIds.rateLimits} title={t("rateLimits.title")}>
      <Paragraphs items={t.raw("rateLimits.paragraphs") as string[]} />
      <table className="mt-6 w-full max-w-md text-sm">
        <caption className="mb-2 text-start font-semibold">{t("rateLimits.caption")}</caption>
        <thead>
          <tr>
            <th scope="col" className={cell}>
              {t("rateLimits.mode")}
            </th>
            <th scope="col" className={cell}>
              {t("rateLimits.requests")}
            </th>
          </tr>
        </thead>
        <tbody>
          {(["live", "test"] as const).map((mode) => (
            <tr key={mode}>
              <td className={cell}>{t(`rateLimits.${mode}`)}</td>
              <td className={`${cell} font-mono`}>{rateLimits[mode]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </GuideSection>
  );
}
