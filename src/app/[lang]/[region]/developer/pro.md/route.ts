import { markdownRoute } from "@/lib/openapi/routes";
import { allLangRegions } from "@/lib/openapi/static-params";

export const dynamic = "force-static";
export const dynamicParams = false;
export const generateStaticParams = allLangRegions;

/** The docs page as Markdown (`/developer/pro.md`), in the request's language. */
export const GET = markdownRoute("pro");
