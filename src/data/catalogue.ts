/**
 * What the app sells: mobile top-up operators, games, vouchers and prepaid
 * cards, and the billers whose bills can be scanned and paid. Names are
 * public brand names shown as text (no logo files). Amounts are in DZD and
 * are plausible defaults: the live catalogue is a company setting.
 */
export type Operator = { id: string; name: string; amounts: readonly number[]; plans: boolean };
export type Game = { id: string; name: string; unit: "diamonds" | "uc" };
export type VoucherCategory = "internet" | "streaming" | "gaming";
export type Voucher = { id: string; name: string; category: VoucherCategory; period?: "monthly" | "annual" };
export type BillerKind = "telecom" | "electricity" | "water";
export type Biller = { id: string; name: string; kind: BillerKind };

export const operators = [
  { id: "mobilis", name: "Mobilis", amounts: [100, 200, 500, 1000, 2000], plans: true },
  { id: "djezzy", name: "Djezzy", amounts: [100, 200, 500, 1000, 2000], plans: true },
  { id: "ooredoo", name: "Ooredoo", amounts: [100, 200, 500, 1000, 2000], plans: true },
] as const satisfies readonly Operator[];

export const games = [
  { id: "free-fire", name: "Free Fire", unit: "diamonds" },
  { id: "pubg-mobile", name: "PUBG Mobile", unit: "uc" },
] as const satisfies readonly Game[];

export const vouchers = [
  { id: "idoom-adsl", name: "Idoom ADSL", category: "internet" },
  { id: "idoom-4g", name: "Idoom 4G", category: "internet" },
  { id: "netflix-monthly", name: "Netflix", category: "streaming", period: "monthly" },
  { id: "netflix-annual", name: "Netflix", category: "streaming", period: "annual" },
  { id: "razer", name: "Razer Gold", category: "gaming" },
  { id: "xbox", name: "Xbox", category: "gaming" },
  { id: "playstation", name: "PlayStation", category: "gaming" },
] as const satisfies readonly Voucher[];

export const voucherCategories = ["internet", "streaming", "gaming"] as const satisfies readonly VoucherCategory[];

export const billers = [
  { id: "algerie-telecom", name: "Algérie Télécom", kind: "telecom" },
  { id: "sonelgaz", name: "Sonelgaz", kind: "electricity" },
  { id: "ade", name: "ADE", kind: "water" },
  { id: "seaal", name: "Seaal", kind: "water" },
] as const satisfies readonly Biller[];
