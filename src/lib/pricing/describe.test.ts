import { describe, expect, it } from "vitest";
import { feeSchedule } from "@/data/fees";
import { describeSchedule } from "./describe";
import { formatNumberRange, formatterFor } from "@/i18n/format";

const labels = { upTo: "Up to", above: "Above", anyAmount: "Any amount", free: "Free", minimum: ", minimum", flat: "flat", freeUpTo: "Free up to" };
// The page's formatters (src/i18n/format.ts) for English on the Algerian site.
const format = formatterFor("en", "dz");
// The formatter puts a no-break space between the number and "DA"; compare with plain spaces.
const plain = (f: (...args: number[]) => string) => (...args: number[]) => f(...args).replace(/\u00a0/g, " ");
const formats = {
  money: plain((value) => format.number(value, "moneyExact")),
  range: plain((from, to) => formatNumberRange("en", "dz", from, to, "moneyExact")),
  percent: (value: number) => format.number(value / 100, "percent"),
};

describe("describeSchedule", () => {
  it("writes the startup payment schedule as the public schedule, after its free band", () => {
    expect(describeSchedule(feeSchedule.startup.payment, labels, formats)).toEqual([
      { band: "Up to 500 DA", fee: "Free" },
      { band: "500–5,000 DA", fee: "10 DA + 2.5%, minimum 25 DA" },
      { band: "5,000–100,000 DA", fee: "2.5%" },
      { band: "Above 100,000 DA", fee: "2,500 DA flat" },
    ]);
  });
  it("writes free operations and single-band fees", () => {
    expect(describeSchedule(feeSchedule.startup.refund, labels, formats)).toEqual([{ band: "Any amount", fee: "Free" }]);
    expect(describeSchedule(feeSchedule.startup.transfer, labels, formats)).toEqual([{ band: "Any amount", fee: "200 DA" }]);
  });
  it("adds the promotional free band first", () => {
    expect(describeSchedule({ ...feeSchedule.startup.transfer, freeUpTo: 1_000 }, labels, formats)).toEqual([
      { band: "Up to 1,000 DA", fee: "Free" },
      { band: "Above 1,000 DA", fee: "200 DA" },
    ]);
  });
  it("leaves out the bands the free threshold covers", () => {
    expect(describeSchedule({ ...feeSchedule.comfort.payment, freeUpTo: 6_000 }, labels, formats).map((row) => row.band)).toEqual(["Up to 6,000 DA", "6,000–100,000 DA", "Above 100,000 DA"]);
  });
});
