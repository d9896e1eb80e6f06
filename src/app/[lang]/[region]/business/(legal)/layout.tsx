import { sectionLayout } from "@/components/layout/section-layout";

/** /business/term, /privacy, /cookie: the business shell; they belong to Pay and POS alike, so neither menu is highlighted. */
export default sectionLayout("business", null);
