import { sectionLayout } from "@/components/layout/section-layout";

export default sectionLayout("company");
