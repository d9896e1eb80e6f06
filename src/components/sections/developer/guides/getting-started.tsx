import { getTranslations } from "next-intl/server";
import type { Lang } from "@/config/languages";
import type { ApiId } from "@/lib/openapi/types";
import { loadApi } from "@/lib/openapi/load";
import { allOperations, sampleServer } from "@/lib/openapi/model";
import { operationSamples } from "@/lib/openapi/samples";
import { testCards } from "@/data/developer-api";
import { site } from "@/config/site";
import { GuideSection, Inline } from "../docs-parts";
import { SampleTabs } from "../code";
import { guideIds } from "../guide-ids";

/** The operation each API's first-five-minutes guide runs. */
const firstOperation = { pay: "createCheckout", pro: "createTopup" } as const satisfies Record<ApiId, string>;
const steps = ["keys", "create", "pay", "webhook", "live"] as const;
const cell = "border-b border-line px-3 py-2 text-start";

/** Keys, test mode and a first checkout (or top-up) in five steps. */
export async function GettingStarted({ api, lang }: { api: ApiId; lang: Lang }) {
  const t = await getTranslations({ locale: lang, namespace: "developer" });
  const model = await loadApi(api);
  const operation = allOperations(model).find((item) => item.id === firstOperation[api]);
  return (
    <GuideSection id={guideIds.start} title={t(`${api}.start.title`)}>
      <p className="text-ink-muted mt-4 max-w-3xl">{t(`${api}.start.lead`)}</p>
      <ol className="mt-6 space-y-8">
        {steps.map((step, index) => (
          <li key={step} className="grid grid-cols-[2rem_minmax(0,1fr)] gap-3">
            <span aria-hidden className="bg-accent text-accent-ink flex size-8 items-center justify-center rounded-full font-bold">
              {index + 1}
            </span>
            <div className="min-w-0">
              <h3 className="text-lg font-bold">{t(`${api}.start.steps.${step}.title`)}</h3>
              <p className="text-ink-muted mt-1 max-w-3xl">
                <Inline text={t(`${api}.start.steps.${step}.body`)} />
              </p>
              {step === "keys" ? (
                <a
                  className="text-accent mt-2 inline-block font-semibold underline underline-offset-4"
                  href={site.links.developerDashboard}
                >
                  {site.links.developerDashboard.replace(/^https:\/\//, "")}
                </a>
              ) : null}
              {step === "create" && operation ? (
                <SampleTabs name={`${api}-start`} samples={operationSamples(operation, sampleServer(model))} lang={lang} />
              ) : null}
              {step === "pay" && api === "pay" ? <TestCards lang={lang} /> : null}
            </div>
          </li>
        ))}
      </ol>
    </GuideSection>
  );
}

async function TestCards({ lang }: { lang: Lang }) {
  const t = await getTranslations({ locale: lang, namespace: "developer.pay.start.cards" });
  return (
    // Scrolls on its own on narrow screens (card numbers do not wrap); focusable so keyboards can scroll it.
    <div role="region" aria-label={t("caption")} tabIndex={0} className="mt-4 max-w-xl overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="mb-2 text-start font-semibold">{t("caption")}</caption>
        <thead>
          <tr>
            <th scope="col" className={cell}>
              {t("network")}
            </th>
            <th scope="col" className={cell}>
              {t("number")}
            </th>
            <th scope="col" className={cell}>
              {t("outcome")}
            </th>
          </tr>
        </thead>
        <tbody>
          {testCards.map((card) => (
            <tr key={card.number}>
              <td className={cell}>{card.network}</td>
              <td className={`${cell} font-mono whitespace-nowrap`} dir="ltr">
                {card.number}
              </td>
              <td className={`${cell} text-ink-muted`}>{t(card.outcome)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
