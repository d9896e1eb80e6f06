import { UnknownCheckout } from "@/components/sections/developer/test-checkout";

/** A test checkout no unexpired key holds: said in the developer section's shell, with status 404. */
export default function CheckoutNotFound() {
  return <UnknownCheckout />;
}
