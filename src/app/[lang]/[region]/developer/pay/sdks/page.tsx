import { pageContext, routeMetadata, type PageProps } from "@/lib/page";
import { SdkPage } from "@/components/sections/developer/sdk-page";

export const generateMetadata = routeMetadata("/developer/pay/sdks");

/** The pay API's SDKs and plugins (src/data/sdks.ts). */
export default async function PaySdksPage(props: PageProps) {
  await pageContext(props);
  return <SdkPage api="pay" />;
}
