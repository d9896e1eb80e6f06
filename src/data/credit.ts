/**
 * CC (the loyalty credit) rules and the earnings example shown on the rewards
 * page. The three rules are product facts (SPEC 6). Earning rates and the
 * example basket are company settings: these are plausible defaults.
 */
export const creditRules = {
  /** CC never expires. */
  expires: false,
  /** CC cannot be sent to another user. */
  transferable: false,
  /** CC lands once the transaction is confirmed, with nothing to claim. */
  credited: "automatically-on-confirmation",
} as const;

export type EarningKind = "topup" | "voucher" | "bill" | "qr";

/** CC earned per 100 DZD spent, by kind of purchase (company setting). */
export const earningRates = {
  topup: 1,
  voucher: 2,
  bill: 0.5,
  qr: 1,
} as const satisfies Record<EarningKind, number>;

/** A month of ordinary use, to show what CC adds up to. Amounts in DZD. */
export const earningsExample = [
  { kind: "topup", amount: 2000 },
  { kind: "voucher", amount: 2600 },
  { kind: "bill", amount: 4800 },
  { kind: "qr", amount: 6000 },
] as const satisfies readonly { kind: EarningKind; amount: number }[];

/** CC earned for one purchase, rounded down to a whole CC. */
export function creditFor(kind: EarningKind, amount: number): number {
  return Math.floor((amount * earningRates[kind]) / 100);
}

/** Total CC of the example month. */
export function exampleTotal(): number {
  return earningsExample.reduce((sum, line) => sum + creditFor(line.kind, line.amount), 0);
}
