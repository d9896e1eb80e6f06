import { legalPage } from "@/components/sections/legal/legal-document";

const page = legalPage("business", "cookie");
export const generateMetadata = page.generateMetadata;
export default page.Page;
