import { pageContext, type PageProps, routeMetadata } from "@/lib/page";
import { CompanyContactView } from "./_sections/company-contact-view";

export const generateMetadata = routeMetadata("/company/contact");

/** Partnerships, investors and press write to the company here (docs/leads.md). */
export default async function CompanyContactPage(props: PageProps) {
  await pageContext(props);
  return <CompanyContactView />;
}
