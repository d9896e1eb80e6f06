import { getMessages } from "next-intl/server";
import type { ApiId } from "@/config/apis";
import { Paragraphs } from "../prose";
import { guideIds } from "../guide-ids";
import { GuideSection } from "./guide-section";

/** What the API is for and how an integration fits together. */
export async function OverviewGuide({ api }: { api: ApiId }) {
  // Each API has its own overview: the typed message tree indexed by the API id keeps the keys checked.
  const { developer } = await getMessages();
  const copy = developer[api].overview;
  return (
    <GuideSection id={guideIds.overview} title={copy.title}>
      <Paragraphs items={copy.paragraphs} />
    </GuideSection>
  );
}
