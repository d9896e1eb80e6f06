import { openapiRoute } from "@/lib/openapi/routes";

export const dynamic = "force-static";

/** The raw OpenAPI document, at a stable URL (`/developer/pay/openapi.yaml`). */
export const GET = openapiRoute("pay");
