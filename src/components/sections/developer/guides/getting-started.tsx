import { getTranslations } from "next-intl/server";
import type { ApiId } from "@/config/apis";
import { regionHref } from "@/i18n/region";
import { loadApi } from "@/lib/openapi/load";
import { sampleServer } from "@/lib/openapi/model";
import { firstOperation, hasTestCards, startSteps, testKeyRequest } from "@/lib/openapi/guides";
import { site } from "@/config/site";
import { Inline } from "../prose";
import { Code, CurlSample } from "../code";
import { guideIds } from "../guide-ids";
import { GuideSection } from "./guide-section";
import { TestCards } from "./test-cards";
import { pageMessages } from "@/lib/page";
import { TestKeyButton } from "../sandbox/test-key-button";

/** Keys, test mode and a first checkout (or top-up) in five steps. */
export async function GettingStarted({ api }: { api: ApiId }) {
  // Each API has its own steps: the typed message tree indexed by the API id and step keeps the keys checked.
  const copy = (await pageMessages(`/developer/${api}`)).start;
  const model = await loadApi(api);
  const operation = firstOperation(model);
  const webhooksLink = (await getTranslations("developer.docs.sandbox.webhooks"))("open");
  return (
    <GuideSection id={guideIds.start} title={copy.title}>
      <p className="text-ink-muted mt-4 max-w-3xl">{copy.lead}</p>
      <ol className="mt-6 space-y-8">
        {startSteps.map((step, index) => (
          <li key={step} className="grid grid-cols-[2rem_minmax(0,1fr)] gap-3">
            <span aria-hidden className="bg-accent text-accent-ink flex size-8 items-center justify-center rounded-full font-bold">
              {index + 1}
            </span>
            <div className="min-w-0">
              <h3 className="text-lg font-bold">{copy.steps[step].title}</h3>
              <p className="text-ink-muted mt-1 max-w-3xl">
                <Inline text={copy.steps[step].body} />
              </p>
              {step === "keys" ? (
                <>
                  <TestKeyButton api={api} />
                  <Code code={testKeyRequest(api)} grammar="bash" />
                </>
              ) : null}
              {/* Live keys come from the dashboard once the account is verified (the "live" step). */}
              {step === "live" ? (
                <a
                  className="text-accent mt-2 inline-block font-semibold underline underline-offset-4"
                  href={site.links.developerDashboard}
                >
                  {site.links.developerDashboard.replace(/^https:\/\//, "")}
                </a>
              ) : null}
              {step === "create" && operation ? <CurlSample api={api} operation={operation} baseUrl={sampleServer(model)} /> : null}
              {step === "pay" && hasTestCards(api) ? <TestCards /> : null}
              {/* The key's endpoints and deliveries, on a page of their own. */}
              {step === "webhook" ? (
                <a className="text-accent mt-2 inline-block font-semibold underline underline-offset-4" href={regionHref(`/developer/${api}/webhooks`)}>
                  {webhooksLink}
                </a>
              ) : null}
            </div>
          </li>
        ))}
      </ol>
    </GuideSection>
  );
}
