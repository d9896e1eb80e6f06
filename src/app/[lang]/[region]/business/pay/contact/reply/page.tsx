import { leadReply, replyMetadata } from "@/lib/leads/reply-page";
import { pageContext, type PageProps } from "@/lib/page";
import { PayContactView } from "../_sections/pay-contact-view";

export const dynamic = "force-dynamic";
export const generateMetadata = replyMetadata("/business/pay/contact");

/** The sales form's answer to a POST without JavaScript, or its thank-you (docs/leads.md). */
export default async function PayContactReply(props: PageProps) {
  await pageContext(props);
  return <PayContactView reply={await leadReply()} />;
}
