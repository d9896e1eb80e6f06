import { describe, expect, it } from "vitest";
import { feeSchedule } from "@/data/fees";
import { describeSchedule } from "./describe";
import { formatNumberRange, formatterFor } from "@/i18n/format";

const labels = { upTo: "Up to", above: "Above", anyAmount: "Any amount", free: "Free", minimum: ", minimum", flat: "flat", freeUpTo: "Free up to" };
// The page's formatters (src/i18n/format.ts) for English on the Algerian site: en-DZ-u-nu-latn.
const format = formatterFor("en", "dz");
// Intl puts a no-break space between "DZD" and the number; compare with plain spaces.
const plain = (f: (...args: number[]) => string) => (...args: number[]) => f(...args).replace(/\u00a0/g, " ");
const formats = {
  money: plain((value) => format.number(value, "moneyExact")),
  range: plain((from, to) => formatNumberRange("en", "dz", from, to, "moneyExact")),
  percent: (value: number) => format.number(value / 100, "percent"),
};

describe("describeSchedule", () => {
  it("writes the startup payment schedule as the public DZD schedule, after its free band", () => {
    expect(describeSchedule(feeSchedule.startup.payment, labels, formats)).toEqual([
      { band: "Up to DZD 500", fee: "Free" },
      { band: "DZD 500–5,000", fee: "DZD 10 + 2.5%, minimum DZD 25" },
      { band: "DZD 5,000–100,000", fee: "2.5%" },
      { band: "Above DZD 100,000", fee: "DZD 2,500 flat" },
    ]);
  });
  it("writes free operations and single-band fees", () => {
    expect(describeSchedule(feeSchedule.startup.refund, labels, formats)).toEqual([{ band: "Any amount", fee: "Free" }]);
    expect(describeSchedule(feeSchedule.startup.transfer, labels, formats)).toEqual([{ band: "Any amount", fee: "DZD 200" }]);
  });
  it("adds the promotional free band first", () => {
    expect(describeSchedule({ ...feeSchedule.startup.transfer, freeUpTo: 1_000 }, labels, formats)).toEqual([
      { band: "Up to DZD 1,000", fee: "Free" },
      { band: "Above DZD 1,000", fee: "DZD 200" },
    ]);
  });
  it("leaves out the bands the free threshold covers", () => {
    expect(describeSchedule({ ...feeSchedule.comfort.payment, freeUpTo: 6_000 }, labels, formats).map((row) => row.band)).toEqual(["Up to DZD 6,000", "DZD 6,000–100,000", "Above DZD 100,000"]);
  });
});
