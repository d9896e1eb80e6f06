import type { Metadata } from "next";
import { headers } from "next/headers";
import { getTranslations } from "next-intl/server";
import { site } from "@/config/site";
import { leadStore } from "@/db";
import { pageContext, type PageProps } from "@/lib/page";
import { findCheckout } from "@/lib/sandbox/checkout";
import { checkoutHeader, checkoutNoticeOf, decodeCheckoutRequest } from "@/lib/sandbox/checkout-path";
import { TestCheckout, UnknownCheckout } from "@/components/sections/developer/test-checkout";

/**
 * The sandbox's hosted test checkout (SPEC 12, docs/developer-section.md, "Hosted test checkout"):
 * the page a test checkout's `url` opens, `/dz/developer/checkout/<id>`, which the proxy rewrites
 * here with the id in a header of its own (`checkoutHeader`). Read from the database for each
 * request, with a nonce of its own, never stored (`private, no-store`), never indexed. An id no
 * unexpired key holds is said here, with the 404 the proxy gave it (src/lib/sandbox/checkout-known.ts):
 * Next's not-found function renders no document on the server for a page rendered per request.
 */
export const dynamic = "force-dynamic";

export async function generateMetadata(props: PageProps): Promise<Metadata> {
  await pageContext(props);
  const t = await getTranslations("developer.checkout");
  return {
    title: { absolute: `${t("meta.title")} | ${site.name}` },
    description: t("meta.description"),
    robots: { index: false, follow: false },
  };
}

export default async function TestCheckoutPage(props: PageProps) {
  const { lang, region } = await pageContext(props);
  const handed = decodeCheckoutRequest((await headers()).get(checkoutHeader));
  const found = handed ? await findCheckout((await leadStore()).db, handed.id, new Date()) : null;
  // The proxy answered 404 for an id no unexpired key holds (src/lib/sandbox/checkout-known.ts).
  if (!found) return <UnknownCheckout lang={lang} region={region} />;
  return (
    <TestCheckout
      checkout={found.checkout}
      status={found.status}
      lang={lang}
      region={region}
      notice={checkoutNoticeOf(handed?.notice ?? null)}
    />
  );
}
