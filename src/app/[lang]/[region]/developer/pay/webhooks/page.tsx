import { pageContext, routeMetadata, type PageProps } from "@/lib/page";
import { WebhooksPage } from "@/components/sections/developer/webhooks-page";

export const generateMetadata = routeMetadata("/developer/pay/webhooks");

/** The pay API's webhooks for the browser's test key: endpoints, test events, deliveries (docs/developer-section.md). */
export default async function PayWebhooksPage(props: PageProps) {
  await pageContext(props);
  return <WebhooksPage api="pay" />;
}
