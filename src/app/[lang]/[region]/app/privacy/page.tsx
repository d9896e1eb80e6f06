import { legalPage } from "@/components/sections/legal/legal-document";

const page = legalPage("app", "privacy");
export const generateMetadata = page.generateMetadata;
export default page.Page;
