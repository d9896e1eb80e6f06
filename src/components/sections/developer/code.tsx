import { getTranslations } from "next-intl/server";
import { highlight, type CodeLang } from "@/lib/openapi/highlight";
import { operationSamples, sampleGrammar, sampleLabels, sampleLangs, type SampleLang } from "@/lib/openapi/samples";
import { operationSlug, referencePath } from "@/lib/openapi/slug";
import type { ApiId } from "@/config/apis";
import type { OperationModel } from "@/lib/openapi/types";
import { regionHref } from "@/i18n/region";
import { CodeBlock, type CopyLabels } from "@/components/ui/code-block";
import { CopyButton } from "@/components/ui/copy-button";
import { Tabs } from "@/components/ui/tabs";

async function copyLabels(): Promise<CopyLabels> {
  const t = await getTranslations("developer.docs.reference");
  return { label: t("copy"), copiedMessage: t("copied"), failedMessage: t("copyFailed") };
}

/** One highlighted block with a copy button. */
export async function Code({ code, grammar, title }: { code: string; grammar: CodeLang; title?: string }) {
  return <CodeBlock html={await highlight(code, grammar)} title={title} copy={await copyLabels()} className="mt-4" />;
}

/**
 * The same request in cURL, JavaScript, PHP and Python, as radio tabs that work without
 * JavaScript. One copy button at the end of the tab bar copies the sample shown.
 */
export async function SampleTabs({
  name,
  samples,
  labels = sampleLabels,
}: {
  name: string;
  samples: Record<SampleLang, string>;
  /** Tab labels, when a sample is not what the default label says (a shell script rather than cURL). */
  labels?: Record<SampleLang, string>;
}) {
  const t = await getTranslations("developer.docs.reference");
  const items = await Promise.all(
    sampleLangs.map(async (sample) => ({
      id: sample,
      label: labels[sample],
      content: <CodeBlock html={await highlight(samples[sample], sampleGrammar[sample])} />,
    })),
  );
  return (
    // data-sample: the page writes the developer's test key into it (SampleKey).
    <div data-copy-source="" data-sample="" className="mt-4">
      <Tabs
        name={name}
        label={t("sampleLanguage")}
        items={items}
        aside={<CopyButton {...await copyLabels()} variant="ghost" className="h-8 px-2 text-xs" />}
      />
    </div>
  );
}

/**
 * A request as a cURL command, with a link to its reference page for the same request in the
 * other languages: the guides show one sample, the reference pages all four.
 */
export async function CurlSample({ api, operation, baseUrl }: { api: ApiId; operation: OperationModel; baseUrl: string }) {
  const t = await getTranslations("developer.docs.reference");
  return (
    <>
      <div data-sample="">
        <Code code={operationSamples(operation, baseUrl).curl} grammar="bash" title={sampleLabels.curl} />
      </div>
      <a
        href={regionHref(referencePath(api, operationSlug(operation.id)))}
        className="text-accent mt-2 inline-flex items-center gap-1 text-sm font-semibold underline underline-offset-4"
      >
        {t("otherLanguages")}
      </a>
    </>
  );
}
