import { langs, type Lang } from "@/i18n/languages";
import { regionIds, type RegionId } from "@/config/regions";
import { newsPageCount } from "@/lib/content/news";
import { newsPageView } from "@/lib/company/news-cards";

/** Every page number is pre-rendered per language and region; any other is an unmatched route (404). */
export const dynamicParams = false;

/** Route handlers get no params from layouts, so this lists the language and region too. */
export function generateStaticParams() {
  return langs.flatMap((lang) =>
    regionIds.flatMap((region) => Array.from({ length: newsPageCount(lang) }, (_, index) => ({ lang, region, page: String(index + 1) }))),
  );
}

/** One page of the news list as JSON, in the language the proxy resolved (what "load more" fetches). */
export async function GET(_request: Request, { params }: { params: Promise<{ lang: string; region: string; page: string }> }) {
  const { lang, region, page } = (await params) as { lang: Lang; region: RegionId; page: string };
  return Response.json(await newsPageView(lang, region, Number(page)), {
    headers: { "Content-Language": lang },
  });
}
