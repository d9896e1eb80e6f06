import { describe, expect, it } from "vitest";
import { parseAmount } from "./parse";

const limits = { min: 1, max: 10_000_000 };

describe("parseAmount", () => {
  it.each([
    ["1", 1],
    ["5000", 5_000],
    ["5001", 5_001],
    ["100000", 100_000],
    ["100001", 100_001],
    ["150 000", 150_000],
    ["150\u202f000", 150_000],
    ["150,000", 150_000],
    ["1.500.000", 1_500_000],
    ["1.234", 1_234],
    ["150.000", 150_000],
    ["1,500,000", 1_500_000],
    ["1,500.25", 1_500.25],
    ["1.500.000,50", 1_500_000.5],
    ["1500,50", 1_500.5],
    ["1500.5", 1_500.5],
    ["١٥٠٠", 1_500],
    ["2500 DZD", 2_500],
    ["2500 دج", 2_500],
    // The currency as the Arabic pages print it, and what a copy from them brings along.
    ["2.500 د.ج", 2_500],
    ["2500 د.ج.", 2_500],
    ["\u20662.500\u2069 د.ج", 2_500],
    ["١٥٠٬٠٠٠", 150_000],
    ["١٥٠٠٫٥", 1_500.5],
    ["10000000", 10_000_000],
  ])("reads %j as %d", (input, value) => {
    expect(parseAmount(input, limits)).toEqual({ ok: true, value });
  });

  it.each([
    ["", "empty"],
    ["   ", "empty"],
    ["0", "tooSmall"],
    ["0.5", "tooSmall"],
    ["-1", "notNumber"],
    ["-5000", "notNumber"],
    ["abc", "notNumber"],
    ["1e5", "notNumber"],
    ["12.345.6", "notNumber"],
    ["1234,567", "notNumber"],
    ["1234.567", "notNumber"],
    ["1,000,00", "notNumber"],
    ["DA 2500", "notNumber"],
    ["10000001", "tooLarge"],
    ["9".repeat(400), "tooLarge"],
  ])("refuses %j (%s)", (input, error) => {
    expect(parseAmount(input, limits)).toEqual({ ok: false, error });
  });

  it("never accepts a number too long to be finite, even with no upper limit", () => {
    expect(parseAmount("9".repeat(400), { min: 1, max: Number.POSITIVE_INFINITY })).toEqual({ ok: false, error: "tooLarge" });
  });
});
