import type { ApiId } from "@/config/apis";
/** Anchor-safe slug of a name (`Payment links` -> `payment-links`). */
export function tagSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/** URL slug of an operation's reference page, from its operation id (`createCheckout` -> `create-checkout`). */
export function operationSlug(operationId: string): string {
  return operationId.replace(/([a-z0-9])([A-Z])/g, "$1-$2").toLowerCase();
}

/** Region-less path of one reference page of an API (`/developer/pay/reference/create-checkout`). */
export function referencePath(api: ApiId, slug: string): `/developer/${ApiId}/reference/${string}` {
  return `/developer/${api}/reference/${slug}`;
}
