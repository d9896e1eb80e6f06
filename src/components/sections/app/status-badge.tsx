import type { PaymentMethodStatus } from "@/data/payment-methods";
import { Badge } from "@/components/ui/badge";

/** Available / coming soon / on request, in the page's language. */
export function StatusBadge({ status, labels }: { status: PaymentMethodStatus; labels: Record<PaymentMethodStatus, string> }) {
  return <Badge tone={status === "live" ? "brand" : status === "coming-soon" ? "gold" : "neutral"}>{labels[status]}</Badge>;
}
