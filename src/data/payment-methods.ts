/**
 * Payment methods the company accepts, and where each one applies. Shared by
 * the personal section (wallet, rewards) and the business section (gateway):
 * filter with `methodsFor(...)`. THE one place that says which methods work:
 * the wallet, the reward pages and the gateway's payment methods page
 * (`/business/pay/method`) all read it. Statuses are company settings: `live`
 * works today, `coming-soon` is announced, `on-request` is activated for a
 * merchant who asks for it.
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
  /** How the gateway takes it, for the methods that apply to "gateway" (a unit test checks both agree). */
  gateway?: {
    /** The buyer confirms with a one-time code (3-D Secure or the issuer's OTP). */
    secureCode: boolean;
    /** Settled to the merchant in DZD. */
    settlesInDzd: boolean;
  };
};

export const paymentMethods = [
  { id: "cib", name: "CIB", kind: "card", status: "live", appliesTo: ["app-wallet", "gateway", "credit-purchase"], gateway: { secureCode: true, settlesInDzd: true } },
  { id: "edahabia", name: "Edahabia", kind: "card", status: "live", appliesTo: ["app-wallet", "gateway", "credit-purchase"], gateway: { secureCode: true, settlesInDzd: true } },
  { id: "visa", name: "Visa", kind: "card", status: "coming-soon", appliesTo: ["app-wallet", "gateway"], gateway: { secureCode: true, settlesInDzd: true } },
  { id: "mastercard", name: "Mastercard", kind: "card", status: "coming-soon", appliesTo: ["app-wallet", "gateway"], gateway: { secureCode: true, settlesInDzd: true } },
  { id: "paypal", name: "PayPal", kind: "wallet", status: "on-request", appliesTo: ["gateway"], gateway: { secureCode: false, settlesInDzd: false } },
  { id: "baridi-mob", name: "Baridi Mob", kind: "mobile-banking", status: "live", appliesTo: ["credit-purchase"] },
  { id: "partner-banks", name: null, kind: "bank", status: "live", appliesTo: ["credit-purchase"] },
] as const satisfies readonly PaymentMethod[];

export type PaymentMethodId = (typeof paymentMethods)[number]["id"];

/** The methods that apply to one use, in display order; typed as the data, so a method without a name is known by its id. */
export function methodsFor(use: PaymentMethodUse): (typeof paymentMethods)[number][] {
  return paymentMethods.filter((method) => (method.appliesTo as readonly PaymentMethodUse[]).includes(use));
}

/** A method the gateway takes: one with its `gateway` details. */
export type GatewayMethod = Extract<(typeof paymentMethods)[number], { gateway: object }>;

/** Narrows a method of `methodsFor("gateway")` to one with its gateway details. */
export function isGatewayMethod(method: (typeof paymentMethods)[number]): method is GatewayMethod {
  return "gateway" in method;
}
