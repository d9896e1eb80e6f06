import { pageContext, routeMetadata, type PageProps } from "@/lib/page";
import { HeroSection } from "@/components/sections/home/hero-section";
import { ProductsSection } from "@/components/sections/home/products-section";
import { WhySection } from "@/components/sections/home/why-section";
import { DownloadSection } from "@/components/sections/home/download-section";
import { ComingSoonSection } from "@/components/sections/home/coming-soon-section";

export const generateMetadata = routeMetadata("/");

/** Home: composes sections only (they read the language and region from context). Morocco gets its coming-soon landing. */
export default async function HomePage(props: PageProps) {
  const { region } = await pageContext(props);
  if (region === "ma") return <ComingSoonSection />;
  return (
    <>
      <HeroSection />
      <ProductsSection />
      <WhySection />
      <DownloadSection />
    </>
  );
}
