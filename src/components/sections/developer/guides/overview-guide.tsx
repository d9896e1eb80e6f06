import type { ApiId } from "@/config/apis";
import { Paragraphs } from "../prose";
import { guideIds } from "../guide-ids";
import { GuideSection } from "./guide-section";
import { pageMessages } from "@/lib/page";

/** What the API is for and how an integration fits together. */
export async function OverviewGuide({ api }: { api: ApiId }) {
  // Each API has its own overview: the typed message tree indexed by the API id keeps the keys checked.
  const { overview: copy } = await pageMessages(`/developer/${api}`);
  return (
    <GuideSection id={guideIds.overview} title={copy.title}>
      <Paragraphs items={copy.paragraphs} />
    </GuideSection>
  );
}
