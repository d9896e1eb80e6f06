import { sectionLayout } from "@/components/layout/section-layout";

/** /business/pay/*: the business shell with Pay highlighted in the header. */
export default sectionLayout("business", "pay");
