import { pageContext, routeMetadata, type PageProps } from "@/lib/page";
import { WebhooksPage } from "@/components/sections/developer/webhooks-page";

export const generateMetadata = routeMetadata("/developer/pro/webhooks");

/** The pro API's webhooks for the browser's test key: endpoints, test events, deliveries (docs/developer-section.md). */
export default async function ProWebhooksPage(props: PageProps) {
  await pageContext(props);
  return <WebhooksPage api="pro" />;
}
