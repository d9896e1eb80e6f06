/**
 * Payment methods a Pay merchant accepts (the merchant-side view; the
 * consumer app has its own list). Names are card schemes, written as text:
 * no third-party logo files.
 */
export type PayMethodStatus = "live" | "coming-soon" | "on-request";

export type PayMethod = {
  id: "cib" | "edahabia" | "visa" | "mastercard" | "paypal";
  name: string;
  kind: "card" | "wallet";
  status: PayMethodStatus;
  /** The buyer confirms with a one-time code (3-D Secure or the issuer's OTP). */
  secureCode: boolean;
  /** Settled to the merchant in DZD. */
  settlesInDzd: boolean;
};

export const payMethods = [
  { id: "cib", name: "CIB", kind: "card", status: "live", secureCode: true, settlesInDzd: true },
  { id: "edahabia", name: "Edahabia", kind: "card", status: "live", secureCode: true, settlesInDzd: true },
  { id: "visa", name: "Visa", kind: "card", status: "coming-soon", secureCode: true, settlesInDzd: true },
  { id: "mastercard", name: "Mastercard", kind: "card", status: "coming-soon", secureCode: true, settlesInDzd: true },
  { id: "paypal", name: "PayPal", kind: "wallet", status: "on-request", secureCode: false, settlesInDzd: false },
] as const satisfies readonly PayMethod[];
