import { describe, expect, it } from "vitest";
import { formatLocale, formatNumberRange, formatterFor, localDate, numberLocale } from "./format";

describe("the formatting home", () => {
  it("qualifies the language with the region's country, Western digits always (English: World English)", () => {
    expect(formatLocale("ar", "dz")).toBe("ar-DZ-u-nu-latn");
    expect(formatLocale("en", "dz")).toBe("en-001-u-nu-latn");
    expect(formatLocale("fr", "global")).toBe("fr-DZ-u-nu-latn");
    expect(formatLocale("ar", "ma")).toBe("ar-MA-u-nu-latn");
  });

  it("writes calendar days per language, with Western digits in Arabic", () => {
    expect(formatterFor("en", "global").dateTime(new Date("2026-10-14T00:00:00Z"), "day")).toBe("14 October 2026");
    expect(formatterFor("fr", "dz").dateTime(new Date("2026-10-14T00:00:00Z"), "day")).toBe("14 octobre 2026");
    expect(formatterFor("ar", "dz").dateTime(new Date("2026-10-14T00:00:00Z"), "day")).toBe("14 أكتوبر 2026");
  });

  it("writes the first of a month as an ordinal in French (1er), and only the first", () => {
    const fr = formatterFor("fr", "dz");
    expect(fr.dateTime(new Date("2026-11-01T00:00:00Z"), "day")).toBe("1er novembre 2026");
    expect(fr.dateTime(new Date("2026-11-01T00:00:00Z"), "dayShort")).toBe("1er nov. 2026");
    // An instant on the evening of 31 October (UTC) is already the 1st in Algiers.
    expect(fr.dateTime(new Date("2026-10-31T23:30:00Z"), "dayAlgiers")).toBe("1er novembre 2026");
    expect(fr.dateTimeRange(new Date("2026-11-01T00:00:00Z"), new Date("2026-12-01T00:00:00Z"), "day").replace(/\s/g, " ")).toBe(
      "1er novembre – 1er décembre 2026",
    );
    for (const day of ["11", "21", "31", "10"]) {
      expect(fr.dateTime(new Date(`2026-10-${day}T00:00:00Z`), "day")).toBe(`${day} octobre 2026`);
    }
    expect(localDate("fr", "jeudi 1 octobre 2026")).toBe("jeudi 1er octobre 2026");
    expect(localDate("fr", "Mis à jour le 1 novembre 2026")).toBe("Mis à jour le 1er novembre 2026");
    expect(localDate("fr", "01/11/2026")).toBe("01/11/2026");
    // English and Arabic write the day as a cardinal.
    expect(formatterFor("en", "dz").dateTime(new Date("2026-11-01T00:00:00Z"), "day")).toBe("1 November 2026");
    expect(formatterFor("ar", "dz").dateTime(new Date("2026-11-01T00:00:00Z"), "day")).toBe("1 نوفمبر 2026");
    expect(localDate("en", "1 November 2026")).toBe("1 November 2026");
  });

  it("writes the webhooks page's and the test checkout's times on a 24-hour clock in French, as CLDR's clock in English and Arabic (pass 16: «3:27:33 PM»)", () => {
    const at = new Date("2026-11-29T14:27:33Z"); // 15:27:33 in Algiers
    const spaces = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");
    expect(spaces(formatterFor("fr", "dz").dateTime(at, "instant"))).toBe("29 nov. 2026, 15:27:33");
    expect(spaces(formatterFor("fr", "dz").dateTime(at, "instantMinute"))).toBe("29 nov. 2026, 15:27");
    expect(spaces(formatterFor("fr", "dz").dateTime(new Date("2026-11-29T08:04:05Z"), "instant"))).toBe("29 nov. 2026, 09:04:05");
    expect(spaces(formatterFor("en", "dz").dateTime(at, "instant"))).toBe("29 Nov 2026, 3:27:33 pm");
    expect(formatterFor("ar", "dz").dateTime(at, "instantMinute")).toMatch(/3:27 م$/);
  });

  it("spells out a delivery's duration in Arabic, where CLDR's short unit is «ملي ث» (pass 16)", () => {
    expect(formatterFor("ar", "dz").number(123, "milliseconds")).toBe("123 ملي ثانية");
    expect(formatterFor("ar", "dz").number(123, "milliseconds")).not.toContain("ملي ث ");
    // The noun agrees with its number, where CLDR's unit stays singular (pass 17).
    expect(formatterFor("ar", "dz").number(1, "milliseconds")).toBe("ملي ثانية واحدة");
    expect(formatterFor("ar", "dz").number(2, "milliseconds")).toBe("ملي ثانيتان");
    expect(formatterFor("ar", "dz").number(5, "milliseconds")).toBe("5 ملي ثوانٍ");
    expect(formatterFor("ar", "dz").number(10, "milliseconds")).toBe("10 ملي ثوانٍ");
    expect(formatterFor("ar", "dz").number(11, "milliseconds")).toBe("11 ملي ثانية");
    expect(formatterFor("en", "dz").number(123, "milliseconds").replace(/\u00a0/g, " ")).toBe("123 ms");
    expect(formatterFor("fr", "dz").number(123, "milliseconds").replace(/[\u00a0\u202f]/g, " ")).toBe("123 ms");
  });

  it("writes dinars without decimals, and with cents where asked", () => {
    const en = formatterFor("en", "global");
    // English writes DA after the amount, as its copy does (CLDR: "DZD 400,000").
    expect(en.number(400000, "money")).toBe("400,000\u00a0DA");
    expect(en.number(0, "moneyCents")).toBe("0.00\u00a0DA");
    expect(en.number(-12.5, "moneyExact")).toBe("-12.5\u00a0DA");
    expect(formatterFor("fr", "dz").number(1500, "money")).toBe("1\u202f500\u00a0DA");
    expect(en.number(0.025, "percent")).toBe("2.5%");
    // Arabic: Western digits, a dot between thousands, the dinar's Arabic sign as the copy writes it
    // (د.ج, without CLDR's final dot), right-to-left marks around it.
    expect(formatterFor("ar", "dz").number(1500, "money")).toBe("\u200f1.500\u00a0د.ج\u200f");
    expect(formatterFor("ar", "ma").number(0, "moneyCents")).toBe("\u200f0,00\u00a0د.ج\u200f");
    expect(formatterFor("ar", "dz").number(0.025, "percent")).toBe("2,5\u200e%\u200e");
  });

  it("writes amounts as dinars on every region, the Moroccan site included (review pass 2: fr-MA printed «1.500 DZD»)", () => {
    expect(numberLocale("fr")).toBe("fr-DZ-u-nu-latn");
    expect(numberLocale("ar")).toBe("ar-DZ-u-nu-latn");
    expect(numberLocale("en")).toBe("en-001-u-nu-latn");
    for (const region of ["global", "dz", "ma"] as const) {
      const fr = formatterFor("fr", region);
      expect(fr.number(1500, "money"), region).toBe("1\u202f500\u00a0DA");
      expect(fr.number(5_000_000, "money"), region).toBe("5\u202f000\u202f000\u00a0DA");
      expect(fr.number(3333.33, "moneyExact"), region).toBe("3\u202f333,33\u00a0DA");
      expect(fr.number(0, "moneyCents"), region).toBe("0,00\u00a0DA");
      expect(fr.number(1_200_000, "count"), region).toBe("1\u202f200\u202f000");
      expect(fr.number(0.025, "percent"), region).toBe("2,5\u00a0%");
      const ar = formatterFor("ar", region);
      expect(ar.number(1500, "money"), region).toBe("\u200f1.500\u00a0د.ج\u200f");
      expect(ar.number(3333.33, "moneyExact"), region).toBe("\u200f3.333,33\u00a0د.ج\u200f");
      expect(ar.number(1_200_000, "count"), region).toBe("1.200.000");
      expect(formatterFor("en", region).number(1500, "money"), region).toBe("1,500\u00a0DA");
    }
    expect(formatNumberRange("fr", 1000, 5000, "money")).toBe("1\u202f000–5\u202f000\u00a0DA");
  });

  it("writes dates with the region's month names: the Moroccan site's Arabic is Moroccan", () => {
    expect(formatterFor("ar", "ma").dateTime(new Date("2026-07-14T00:00:00Z"), "day")).toBe("14 يوليوز 2026");
    expect(formatterFor("ar", "dz").dateTime(new Date("2026-07-14T00:00:00Z"), "day")).toBe("14 جويلية 2026");
    expect(formatterFor("fr", "ma").dateTime(new Date("2026-11-01T00:00:00Z"), "day")).toBe("1er novembre 2026");
  });

  it("formats ranges as the locale writes them", () => {
    expect(formatNumberRange("en", 1000, 5000, "money")).toBe("1,000–5,000\u00a0DA");
    expect(formatNumberRange("ar", 1000, 5000, "money")).toBe("\u200f1.000–5.000\u00a0د.ج\u200f");
  });
});
