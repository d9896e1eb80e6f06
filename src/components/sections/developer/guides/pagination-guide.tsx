import { getMessages, getTranslations } from "next-intl/server";
import { pageSize } from "@/data/developer-api";
import { Inline, Paragraphs } from "../prose";
import { guideIds } from "../guide-ids";
import { GuideSection } from "./guide-section";

/** Cursor pagination with `limit` and `starting_after`. */
export async function PaginationGuide() {
  const t = await getTranslations("developer.docs.pagination");
  const { paragraphs } = (await getMessages()).developer.docs.pagination;
  return (
    <GuideSection id={guideIds.pagination} title={t("title")}>
      <Paragraphs items={paragraphs} />
      <dl className="mt-4 flex flex-wrap gap-6 text-sm">
        <div>
          <dt className="font-semibold">
            <Inline text={`${t("defaultSize")} (\`limit\`)`} />
          </dt>
          <dd className="font-mono">{pageSize.default}</dd>
        </div>
        <div>
          <dt className="font-semibold">{t("maxSize")}</dt>
          <dd className="font-mono">{pageSize.max}</dd>
        </div>
      </dl>
    </GuideSection>
  );
}
