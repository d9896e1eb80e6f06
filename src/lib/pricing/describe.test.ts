import { describe, expect, it } from "vitest";
import { feeSchedule } from "@/data/fees";
import { describeSchedule } from "./describe";
import { formatterFor } from "@/i18n/format";
import type { Lang } from "@/config/languages";

const labels = { upTo: "Up to", above: "Above", between: "Above {from}, up to {to}", anyAmount: "Any amount", free: "Free", minimum: ", minimum", flat: "flat", freeUpTo: "Free up to" };
// The page's formatters (src/i18n/format.ts), as fee-schedule-section.tsx builds them.
const formatsFor = (lang: Lang) => {
  const format = formatterFor(lang, "dz");
  return {
    money: (value: number) => format.number(value, "moneyExact"),
    percent: (value: number) => format.number(value / 100, "percent"),
  };
};
const formats = formatsFor("en");
// The formatter puts a no-break space between a number and "DA"; the schedule joins a word and
// its figure, and an amount and its "+", with one too. `_` stands for U+00A0 in the expectations.
const nb = (text: string) => text.replace(/_/g, "\u00a0");

describe("describeSchedule", () => {
  it("writes the startup payment schedule as the public schedule, after its free band", () => {
    expect(describeSchedule(feeSchedule.startup.payment, labels, formats)).toEqual([
      { band: nb("Up to_500_DA"), fee: "Free" },
      { band: nb("Above_500_DA, up to_5,000_DA"), fee: nb("10_DA_+ 2.5%, minimum_25_DA") },
      { band: nb("Above_5,000_DA, up to_100,000_DA"), fee: "2.5%" },
      { band: nb("Above_100,000_DA"), fee: nb("2,500_DA_flat") },
    ]);
  });
  it("never puts a limit in two bands: the band after “Up to 500 DA” starts above 500 DA (review pass 4, 5.10)", () => {
    const bands = describeSchedule(feeSchedule.startup.payment, labels, formats).map((row) => row.band);
    expect(bands.filter((band) => band.includes(nb("5,000_DA")))).toEqual([nb("Above_500_DA, up to_5,000_DA"), nb("Above_5,000_DA, up to_100,000_DA")]);
    expect(bands.join(" ")).not.toMatch(/\d–\d/);
  });
  it("writes free operations and single-band fees", () => {
    expect(describeSchedule(feeSchedule.startup.refund, labels, formats)).toEqual([{ band: "Any amount", fee: "Free" }]);
    expect(describeSchedule(feeSchedule.startup.transfer, labels, formats)).toEqual([{ band: "Any amount", fee: nb("200_DA") }]);
  });
  it("adds the promotional free band first", () => {
    expect(describeSchedule({ ...feeSchedule.startup.transfer, freeUpTo: 1_000 }, labels, formats)).toEqual([
      { band: nb("Up to_1,000_DA"), fee: "Free" },
      { band: nb("Above_1,000_DA"), fee: nb("200_DA") },
    ]);
  });
  it("leaves out the bands the free threshold covers", () => {
    expect(describeSchedule({ ...feeSchedule.comfort.payment, freeUpTo: 6_000 }, labels, formats).map((row) => row.band)).toEqual(
      ["Up to_6,000_DA", "Above_6,000_DA, up to_100,000_DA", "Above_100,000_DA"].map(nb),
    );
  });
  it("never lets a line part a French word from its figure (Jusqu’à 500 DA, 2 500 DA fixe, minimum 25 DA)", () => {
    const fr = { upTo: "Jusqu’à", above: "Au-delà de", between: "Au-delà de {from} et jusqu’à {to}", anyAmount: "Tout montant", free: "Gratuit", minimum: ", minimum", flat: "fixe", freeUpTo: "Gratuit jusqu’à" };
    // French groups thousands with a narrow no-break space (U+202F), `~` in the expectations; CLDR puts U+00A0 before %.
    const expected = (text: string) => nb(text).replace(/~/g, "\u202f");
    expect(describeSchedule(feeSchedule.startup.payment, fr, formatsFor("fr"))).toEqual([
      { band: expected("Jusqu’à_500_DA"), fee: "Gratuit" },
      { band: expected("Au-delà de_500_DA et jusqu’à_5~000_DA"), fee: expected("10_DA_+ 2,5_%, minimum_25_DA") },
      { band: expected("Au-delà de_5~000_DA et jusqu’à_100~000_DA"), fee: expected("2,5_%") },
      { band: expected("Au-delà de_100~000_DA"), fee: expected("2~500_DA_fixe") },
    ]);
  });
});
