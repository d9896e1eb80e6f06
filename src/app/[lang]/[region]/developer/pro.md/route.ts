import { markdownRoute } from "@/lib/openapi/routes";

export const dynamic = "force-static";

/** The docs page as Markdown (`/developer/pro.md`), in the request's language. */
export const GET = markdownRoute("pro");
