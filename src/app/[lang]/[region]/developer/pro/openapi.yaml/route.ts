import { openapiRoute } from "@/lib/openapi/routes";
import { allLangRegions } from "@/lib/openapi/static-params";

export const dynamic = "force-static";
export const dynamicParams = false;
export const generateStaticParams = allLangRegions;

/** The raw OpenAPI document, at a stable URL (`/developer/pro/openapi.yaml`). */
export const GET = openapiRoute("pro");
