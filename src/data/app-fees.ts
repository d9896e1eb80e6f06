/**
 * What app users pay. These values are company settings: plausible defaults
 * shipped with the site, to be confirmed by the product team. Amounts in DZD;
 * `percent` is applied to the amount of the operation.
 */
export type AppFee = {
  id: string;
  /** Fixed part in DZD. */
  fixed: number;
  /** Percentage of the amount (0 to 100). */
  percent: number;
  /** Free up to this many operations per month, when set. */
  freePerMonth?: number;
};

export const appFees = [
  { id: "download", fixed: 0, percent: 0 },
  { id: "account", fixed: 0, percent: 0 },
  { id: "cardLinking", fixed: 0, percent: 0 },
  { id: "topup", fixed: 0, percent: 0 },
  { id: "voucher", fixed: 0, percent: 0 },
  { id: "bill", fixed: 0, percent: 0 },
  { id: "qr", fixed: 0, percent: 0 },
  { id: "sendToContact", fixed: 0, percent: 0 },
  { id: "walletLoad", fixed: 0, percent: 1, freePerMonth: 2 },
] as const satisfies readonly AppFee[];

export type AppFeeId = (typeof appFees)[number]["id"];

/** True when an operation costs nothing at all. */
export function isFree(fee: AppFee): boolean {
  return fee.fixed === 0 && fee.percent === 0;
}
