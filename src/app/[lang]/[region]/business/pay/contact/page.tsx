import { pageContext, type PageProps, routeMetadata } from "@/lib/page";
import { PayContactView } from "./_sections/pay-contact-view";

export const generateMetadata = routeMetadata("/business/pay/contact");

/** Talk to sales: a merchant's first conversation with the {payName} team (docs/leads.md). */
export default async function PayContactPage(props: PageProps) {
  await pageContext(props);
  return <PayContactView />;
}
