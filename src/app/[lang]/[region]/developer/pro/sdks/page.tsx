import { pageContext, routeMetadata, type PageProps } from "@/lib/page";
import { SdkPage } from "@/components/sections/developer/sdk-page";

export const generateMetadata = routeMetadata("/developer/pro/sdks");

/** The pro API's SDKs and plugins (src/data/sdks.ts). */
export default async function ProSdksPage(props: PageProps) {
  await pageContext(props);
  return <SdkPage api="pro" />;
}
