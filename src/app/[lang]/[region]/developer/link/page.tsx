import type { Metadata } from "next";
import { headers } from "next/headers";
import { getTranslations } from "next-intl/server";
import { site } from "@/config/site";
import { leadStore } from "@/db";
import { pageContext, type PageProps } from "@/lib/page";
import { findLink, keyIsFull } from "@/lib/sandbox/link";
import { checkoutHeader, decodeCheckoutRequest } from "@/lib/sandbox/checkout-path";
import { UnknownCheckout } from "@/components/sections/developer/test-checkout";
import { TestPaymentLink } from "@/components/sections/developer/test-payment-link";

/**
 * A test payment link's page (SPEC 12, docs/developer-section.md, "Payment link page"): the page
 * a link's `url` opens, `/dz/developer/link/<id>`, which the proxy rewrites here with the id in
 * the hosted pages' header (`checkoutHeader`), as the test checkout's. Read from the database for
 * each request, with a nonce of its own, never stored (`private, no-store`), never indexed. An id
 * no unexpired key holds is said here, with the 404 the proxy gave it (`hostedKnown`).
 */
export const dynamic = "force-dynamic";

export async function generateMetadata(props: PageProps): Promise<Metadata> {
  await pageContext(props);
  const t = await getTranslations("developer.paymentLink");
  return {
    title: { absolute: `${t("meta.title")} | ${site.name}` },
    description: t("meta.description"),
    robots: { index: false, follow: false },
  };
}

export default async function TestPaymentLinkPage(props: PageProps) {
  const { lang, region } = await pageContext(props);
  const handed = decodeCheckoutRequest((await headers()).get(checkoutHeader));
  const { db } = await leadStore();
  const found = handed ? await findLink(db, handed.id, new Date()) : null;
  if (!found) return <UnknownCheckout lang={lang} region={region} namespace="developer.paymentLink" />;
  // A key at its test-mode limit: the page says so in place of its Pay form (link-action.ts sends the form back here).
  const full = found.state === "active" && (await keyIsFull(db, found.keyId));
  return (
    <TestPaymentLink
      link={found.link}
      name={found.name}
      state={found.state}
      full={full}
      notice={handed?.notice ?? null}
      lang={lang}
      region={region}
    />
  );
}
