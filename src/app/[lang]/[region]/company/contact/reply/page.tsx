import { leadReply, replyMetadata } from "@/lib/leads/reply-page";
import { pageContext, type PageProps } from "@/lib/page";
import { CompanyContactView } from "../_sections/company-contact-view";

export const dynamic = "force-dynamic";
export const generateMetadata = replyMetadata("/company/contact");

/** The company contact form's answer to a POST without JavaScript, or its thank-you (docs/leads.md). */
export default async function CompanyContactReply(props: PageProps) {
  await pageContext(props);
  return <CompanyContactView reply={await leadReply()} />;
}
