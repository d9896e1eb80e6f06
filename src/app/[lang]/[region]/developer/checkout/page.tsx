import type { Metadata } from "next";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { site } from "@/config/site";
import { leadStore } from "@/db";
import { pageContext, type PageProps } from "@/lib/page";
import { findCheckout } from "@/lib/sandbox/checkout";
import { checkoutHeader, isCheckoutId } from "@/lib/sandbox/checkout-path";
import { TestCheckout } from "@/components/sections/developer/test-checkout";

/**
 * The sandbox's hosted test checkout (SPEC 12, docs/developer-section.md, "Hosted test checkout"):
 * the page a test checkout's `url` opens, `/dz/developer/checkout/<id>`, which the proxy rewrites
 * here with the id in a header of its own (`checkoutHeader`). Read from the database for each
 * request, with a nonce of its own, never stored (`private, no-store`), never indexed. An id no
 * unexpired key holds is a 404 (./not-found.tsx).
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
  const { region } = await pageContext(props);
  const id = (await headers()).get(checkoutHeader);
  const found = id !== null && isCheckoutId(id) ? await findCheckout((await leadStore()).db, id, new Date()) : null;
  if (!found) notFound();
  return <TestCheckout checkout={found.checkout} status={found.status} region={region} />;
}
