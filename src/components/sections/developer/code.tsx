import { getTranslations } from "next-intl/server";
import { highlight, type CodeLang } from "@/lib/openapi/highlight";
import { sampleGrammar, sampleLabels, sampleLangs, type SampleLang } from "@/lib/openapi/samples";
import { CodeBlock } from "@/components/ui/code-block";
import { Tabs } from "@/components/ui/tabs";

async function copyLabels() {
  const t = await getTranslations("developer.docs.reference");
  return { label: t("copy"), copiedMessage: t("copied"), failedMessage: t("copyFailed") };
}

/** One highlighted block with a copy button. */
export async function Code({ code, grammar, title }: { code: string; grammar: CodeLang; title?: string }) {
  return <CodeBlock html={await highlight(code, grammar)} code={code} title={title} copy={await copyLabels()} className="mt-4" />;
}

/** The same request in cURL, JavaScript, PHP and Python, as radio tabs that work without JavaScript. */
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
  const copy = await copyLabels();
  const items = await Promise.all(
    sampleLangs.map(async (sample) => ({
      id: sample,
      label: labels[sample],
      content: (
        <CodeBlock
          html={await highlight(samples[sample], sampleGrammar[sample])}
          code={samples[sample]}
          title={labels[sample]}
          copy={copy}
        />
      ),
    })),
  );
  return <Tabs name={name} label={t("sampleLanguage")} items={items} className="mt-4" />;
}
