import type { FeeTier, OperationFees } from "@/data/fees";
import { fillTemplate, withFigure } from "@/i18n/typography";

/** `between` is a template with `{from}` and `{to}` ("Above {from}, up to {to}"): a band between two limits. */
export type DescribeLabels = { upTo: string; above: string; between: string; anyAmount: string; free: string; minimum: string; flat: string; freeUpTo: string };
type Formats = { money: (value: number) => string; percent: (value: number) => string };

/**
 * Human rows of a fee schedule: the amount band and the fee, in the page's language. A word and
 * its figure (`Jusqu’à 5 000 DA`, `2 500 DA fixe`, `minimum 25 DA`) and an amount and its `+` are
 * joined with a no-break space (`withFigure`), so a line never parts them.
 */
export function describeSchedule(fees: OperationFees, labels: DescribeLabels, formats: Formats): { band: string; fee: string }[] {
  const free = fees.freeUpTo > 0 ? fees.freeUpTo : null;
  // Bands wholly under the "free up to" threshold are never charged; the first one charged starts at it.
  const charged = fees.tiers.filter((tier) => free === null || tier.upTo === null || tier.upTo > free);
  const rows = charged.map((tier, index) => ({ band: describeBand(charged, index, free, labels, formats), fee: describeFee(tier, charged.length > 1, labels, formats) }));
  if (free !== null) rows.unshift({ band: withFigure(labels.upTo, formats.money(free)), fee: labels.free });
  return rows;
}

function describeBand(tiers: readonly FeeTier[], index: number, free: number | null, labels: DescribeLabels, formats: Formats): string {
  const tier = tiers[index]!;
  const previous = index > 0 ? tiers[index - 1]!.upTo : free;
  if (previous === null && tier.upTo === null) return labels.anyAmount;
  if (previous === null) return withFigure(labels.upTo, formats.money(tier.upTo!));
  if (tier.upTo === null) return withFigure(labels.above, formats.money(previous));
  // Limits are inclusive: "500–5,000 DA" after "Up to 500 DA" would put 500 DA in two bands.
  return fillTemplate(labels.between, { from: formats.money(previous), to: formats.money(tier.upTo) }, ["from", "to"]);
}

/** "10 DZD + 2.5%, minimum 25 DZD", "2.5%", "2,500 DZD flat", "Free". */
export function describeFee(tier: FeeTier, banded: boolean, labels: DescribeLabels, formats: Formats): string {
  if (tier.percent === 0 && tier.fixed === 0) return labels.free;
  if (tier.percent === 0) return banded ? withFigure(formats.money(tier.fixed), labels.flat) : formats.money(tier.fixed);
  const base = tier.fixed > 0 ? `${withFigure(formats.money(tier.fixed), "+")} ${formats.percent(tier.percent)}` : formats.percent(tier.percent);
  // `minimum` carries its own leading punctuation (", minimum" / "، بحد أدنى").
  return tier.minimum > 0 ? `${base}${withFigure(labels.minimum, formats.money(tier.minimum))}` : base;
}
