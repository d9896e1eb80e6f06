import { pageContext, routeMetadata, type PageProps } from "@/lib/page";
import { HeroSection } from "./_sections/hero-section";
import { ProductsSection } from "./_sections/products-section";
import { WhySection } from "./_sections/why-section";
import { DownloadSection } from "./_sections/download-section";
import { ComingSoonSection } from "./_sections/coming-soon-section";

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
