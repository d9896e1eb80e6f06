import { leadReply, replyMetadata } from "@/lib/leads/reply-page";
import { pageContext, type PageProps } from "@/lib/page";
import { ComingSoonSection } from "../_sections/coming-soon-section";

export const dynamic = "force-dynamic";
export const generateMetadata = replyMetadata("/");

/** Morocco's "tell me when" form: its answer to a POST without JavaScript, or its thank-you (docs/leads.md). */
export default async function HomeReply(props: PageProps) {
  await pageContext(props);
  return <ComingSoonSection reply={await leadReply()} />;
}
