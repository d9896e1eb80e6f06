import { leadReply, replyMetadata } from "@/lib/leads/reply-page";
import { pageContext, type PageProps } from "@/lib/page";
import { ProApplyView } from "../_sections/pro-apply-view";

export const dynamic = "force-dynamic";
export const generateMetadata = replyMetadata("/business/pro/apply");

/** The reseller form's answer to a POST without JavaScript, or its thank-you (docs/leads.md). */
export default async function ProApplyReply(props: PageProps) {
  await pageContext(props);
  return <ProApplyView reply={await leadReply()} />;
}
