import { langs } from "@/config/languages";
import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { createTranslator } from "next-intl";
import { firstMonthFeePercent, plans } from "@/data/plans";
import { formatterFor } from "@/i18n/format";
import { freePayoutsOnEveryPlan, pricingCopyValues } from "@/lib/pricing/copy-values";
import { feeSchedule } from "@/data/fees";
import { feeFor } from "@/lib/pricing/fees";

type Tree = { [key: string]: string | Tree | Tree[] };
const payPricing = (lang: string) => JSON.parse(readFileSync(join(process.cwd(), "messages", "sections", "business", `${lang}.json`), "utf8")).payPricing as Tree;
function flatten(tree: Tree | Tree[], prefix = ""): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) => (typeof value === "string" ? [[`${prefix}${key}`, value] as [string, string]] : flatten(value, `${prefix}${key}.`)));
}

/**
 * Messages that may hold digits, and why: the dated offers' titles carry their
 * dates, and the "digits only" error shows what to type. Nothing else in the
 * pricing copy does: plan figures (limits, rates, the first month, thresholds)
 * are ICU arguments filled from src/data, so finance changes them in one place.
 */
const mayHoldDigits = [/^promotions\.items\./, /^calculator\.errors\.notNumber$/];

describe("pricing copy quotes the data, never its own figures", () => {
  for (const lang of langs) {
    it(`has no figure written into a payPricing message (${lang})`, () => {
      const figures = flatten(payPricing(lang)).filter(([key, text]) => !mayHoldDigits.some((allowed) => allowed.test(key)) && /[0-9\u0660-\u0669\u06f0-\u06f9]/.test(text));
      expect(figures).toEqual([]);
      // The pattern, everywhere (offers included): no thousands written into a sentence, no Arabic-Indic digits.
      const thousands = flatten(payPricing(lang)).filter(([, text]) => /\d[\d,. \u202f\u00a0]*000|[\u0660-\u0669\u06f0-\u06f9]/.test(text));
      expect(thousands).toEqual([]);
    });

    it(`fills every FAQ answer from the data (${lang})`, () => {
      const format = formatterFor(lang, "dz");
      const values = pricingCopyValues(format);
      const items = (payPricing(lang).faq as Tree).items as unknown as { q: string; a: string }[];
      const answers = items.map((item) => createTranslator({ locale: lang, messages: { item } })("item.a", values));
      for (const answer of answers) expect(answer).not.toMatch(/[{}]/);
      const startup = plans.find((plan) => plan.id === "startup")!;
      expect(answers.join(" ")).toContain(format.number(startup.maxMonthlyVolume!, "moneyExact"));
      expect(answers.join(" ")).toContain(format.number(startup.maxTransactions!, "count"));
      expect(answers.join(" ")).toContain(format.number(plans.find((plan) => plan.id === "supreme")!.minMonthlyVolume, "moneyExact"));
      expect(answers.join(" ")).toContain(values.firstMonth);
    });
  }

  it("tells one story of supreme's payouts: free ones on request (SPEC 6), the others at the schedule's fee (review pass 2)", () => {
    const supreme = plans.find((plan) => plan.id === "supreme")!;
    expect(supreme.freePayouts).toBe("on-request");
    // Not every payout free: the card says “on request”, so the schedule prices the payouts beyond the agreed ones.
    expect(feeFor(feeSchedule.supreme.transfer, 10_000)).toBeGreaterThan(0);
    // No sentence promises negotiated fees: the schedule is the plan's price.
    for (const lang of langs) {
      expect(JSON.stringify((payPricing(lang).plans as Tree).items), lang).not.toMatch(/negotiat|négoci|تفاوض/i);
      expect(JSON.stringify(payPricing(lang).faq), lang).not.toMatch(/negotiat|négoci|تفاوض/i);
    }
  });

  it("says free payouts are included in every plan only while each plan has some, a number or agreed on request", () => {
    expect(freePayoutsOnEveryPlan()).toBe(true);
    expect(freePayoutsOnEveryPlan([{ freePayouts: 1 }, { freePayouts: "on-request" }])).toBe(true);
    expect(freePayoutsOnEveryPlan([{ freePayouts: 2 }, { freePayouts: 0 }])).toBe(false);
  });

  it("says 'free for a month' (hero, call to action) only while the first month is at 0%", () => {
    // messages: payPricing.hero.primaryCta ("Start free for a month"). Change the copy with the figure.
    expect(firstMonthFeePercent).toBe(0);
    expect(payPricing("en").hero).toMatchObject({ primaryCta: expect.stringMatching(/free/i) });
  });
});
