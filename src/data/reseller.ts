/**
 * The Pro product's reseller terms: commission per product family and the terminal offer.
 *
 * COMPANY SETTINGS: every rate, price and threshold here is a plausible
 * default shipped with the site, not a contract. The sales team changes them
 * here; /business/pro/pricing renders them and labels them as indicative.
 */
export type Commission = {
  family: "topUp" | "games" | "vouchers" | "bills";
  /** Product names shown as text. */
  examples: readonly string[];
  /** Percentage of the sale kept by the reseller, or `null` when fixed. */
  percent: number | null;
  /** Fixed amount per sale in DZD, or `null` when a percentage. */
  fixed: number | null;
};

export const commissions = [
  { family: "topUp", examples: ["Mobilis", "Djezzy", "Ooredoo"], percent: 4, fixed: null },
  { family: "games", examples: ["Free Fire", "PUBG Mobile"], percent: 6, fixed: null },
  { family: "vouchers", examples: ["Idoom ADSL", "Idoom 4G", "Netflix", "Razer Gold", "Xbox", "PlayStation"], percent: 3.5, fixed: null },
  { family: "bills", examples: ["Algérie Télécom", "Sonelgaz", "ADE", "Seaal"], percent: null, fixed: 20 },
] as const satisfies readonly Commission[];

/** The payment terminal offer (DZD). */
export const terminalOffer = {
  /** Monthly rent of the terminal. */
  monthlyRent: 1_500,
  /** Monthly sales from which the rent is waived. */
  rentWaivedFrom: 150_000,
  /** Refundable deposit when the terminal is delivered. */
  deposit: 10_000,
  /** Price to buy the terminal outright instead of renting. */
  purchasePrice: 35_000,
  /** Opening the reseller account and the reseller app. */
  accountFee: 0,
  /** Smallest first top-up of the reseller balance. */
  minFirstTopUp: 5_000,
} as const;
