/**
 * Payment methods the company accepts, and where each one applies. Shared by
 * the personal section (wallet, rewards) and the business section (gateway):
 * filter with `methodsFor(...)`. Statuses are company settings: `live` works
 * today, `coming-soon` is announced, `on-request` is activated for a merchant
 * who asks for it.
 */
export type PaymentMethodKind = "card" | "wallet" | "mobile-banking" | "bank";
export type PaymentMethodStatus = "live" | "coming-soon" | "on-request";
/** Where a method can be used: linked in the app wallet, accepted by the gateway, or used to buy CC. */
export type PaymentMethodUse = "app-wallet" | "gateway" | "credit-purchase";

export type PaymentMethod = {
  id: string;
  /** Public name, never translated; null when the label is generic and comes from messages (`app.common.methods.<id>`). */
  name: string | null;
  kind: PaymentMethodKind;
  status: PaymentMethodStatus;
  appliesTo: readonly PaymentMethodUse[];
};

export const paymentMethods = [
  { id: "cib", name: "CIB", kind: "card", status: "live", appliesTo: ["app-wallet", "gateway", "credit-purchase"] },
  { id: "edahabia", name: "Edahabia", kind: "card", status: "live", appliesTo: ["app-wallet", "gateway", "credit-purchase"] },
  { id: "visa", name: "Visa", kind: "card", status: "coming-soon", appliesTo: ["app-wallet", "gateway"] },
  { id: "mastercard", name: "Mastercard", kind: "card", status: "coming-soon", appliesTo: ["app-wallet", "gateway"] },
  { id: "paypal", name: "PayPal", kind: "wallet", status: "on-request", appliesTo: ["gateway"] },
  { id: "baridi-mob", name: "Baridi Mob", kind: "mobile-banking", status: "live", appliesTo: ["credit-purchase"] },
  { id: "partner-banks", name: null, kind: "bank", status: "live", appliesTo: ["credit-purchase"] },
] as const satisfies readonly PaymentMethod[];

export type PaymentMethodId = (typeof paymentMethods)[number]["id"];

/** The methods that apply to one use, in display order; typed as the data, so a method without a name is known by its id. */
export function methodsFor(use: PaymentMethodUse): (typeof paymentMethods)[number][] {
  return paymentMethods.filter((method) => (method.appliesTo as readonly PaymentMethodUse[]).includes(use));
}
