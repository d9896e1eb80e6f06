import { legalPage } from "@/components/sections/legal/legal-document";

const page = legalPage("developer", "cookie");
export const generateMetadata = page.generateMetadata;
export default page.Page;
