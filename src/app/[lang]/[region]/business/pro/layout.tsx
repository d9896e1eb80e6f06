import { sectionLayout } from "@/components/layout/section-layout";

/** /business/pro/*: the business shell with POS highlighted in the header. */
export default sectionLayout("business", "pos");
