import { pageContext, type PageProps, routeMetadata } from "@/lib/page";
import { ProApplyView } from "./_sections/pro-apply-view";

export const generateMetadata = routeMetadata("/business/pro/apply");

/** Become a reseller: a shop's application to sell with {proName} (docs/leads.md). */
export default async function ProApplyPage(props: PageProps) {
  await pageContext(props);
  return <ProApplyView />;
}
