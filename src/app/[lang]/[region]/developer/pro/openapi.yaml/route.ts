import { openapiRoute } from "@/lib/openapi/routes";

export const dynamic = "force-static";

/** The raw OpenAPI document, at a stable URL (`/developer/pro/openapi.yaml`). */
export const GET = openapiRoute("pro");
