import { legalPage } from "@/components/sections/legal/legal-document";

const page = legalPage("app", "term");
export const generateMetadata = page.generateMetadata;
export default page.Page;
