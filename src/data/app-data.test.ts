import { describe, expect, it } from "vitest";
import { isGatewayMethod, methodsFor, paymentMethods } from "./payment-methods";
import { creditFor, creditRules, exampleTotal } from "./credit";
import { appFees, isFree } from "./app-fees";
import { billers, games, operators, vouchers } from "./catalogue";

describe("personal section data (SPEC 6)", () => {
  it("lists the cards and their status: CIB and Edahabia live, Visa and Mastercard coming soon, PayPal on request", () => {
    const status = Object.fromEntries(paymentMethods.map((m) => [m.id, m.status]));
    expect(status).toMatchObject({ cib: "live", edahabia: "live", visa: "coming-soon", mastercard: "coming-soon", paypal: "on-request" });
    expect(new Set(paymentMethods.map((m) => m.id)).size).toBe(paymentMethods.length);
  });

  it("sells CC through Edahabia, CIB, Baridi Mob and partner banks", () => {
    expect(methodsFor("credit-purchase").map((m) => m.id)).toEqual(["cib", "edahabia", "baridi-mob", "partner-banks"]);
    expect(methodsFor("app-wallet").map((m) => m.id)).toEqual(["cib", "edahabia", "visa", "mastercard"]);
  });

  it("gives the gateway its methods, each with its gateway details, from the same list as the app (one status per method)", () => {
    expect(methodsFor("gateway").map((m) => m.id)).toEqual(["cib", "edahabia", "visa", "mastercard", "paypal"]);
    for (const method of paymentMethods) expect([method.id, isGatewayMethod(method)]).toEqual([method.id, methodsFor("gateway").includes(method)]);
    const gateway = Object.fromEntries(methodsFor("gateway").filter(isGatewayMethod).map((m) => [m.id, { status: m.status, ...m.gateway }]));
    expect(gateway.visa).toEqual({ status: "coming-soon", secureCode: true, settlesInDzd: true });
    expect(gateway.mastercard).toEqual({ status: "coming-soon", secureCode: true, settlesInDzd: true });
    expect(gateway.paypal).toEqual({ status: "on-request", secureCode: false, settlesInDzd: false });
  });

  it("keeps the CC rules: never expires, not transferable, credited on confirmation", () => {
    expect(creditRules).toEqual({ expires: false, transferable: false, credited: "automatically-on-confirmation" });
  });

  it("computes the earnings example in whole CC", () => {
    expect(creditFor("bill", 199)).toBe(0);
    expect(creditFor("voucher", 2600)).toBe(52);
    expect(creditFor("topup", 2000)).toBe(20);
    expect(creditFor("bill", 4800)).toBe(24);
    expect(creditFor("qr", 6000)).toBe(60);
    // The example month: 2000 DZD top-up + 2600 DZD voucher + 4800 DZD bill + 6000 DZD QR = 20 + 52 + 24 + 60 CC.
    expect(exampleTotal()).toBe(156);
  });

  it("has the catalogue of the spec", () => {
    expect(operators.map((o) => o.name)).toEqual(["Mobilis", "Djezzy", "Ooredoo"]);
    expect(games.map((g) => g.name)).toEqual(["Free Fire", "PUBG Mobile"]);
    expect(vouchers.map((v) => v.id)).toEqual([
      "idoom-adsl",
      "idoom-4g",
      "netflix-monthly",
      "netflix-annual",
      "razer",
      "xbox",
      "playstation",
    ]);
    expect(billers.map((b) => b.name)).toEqual(["Algérie Télécom", "Sonelgaz", "ADE", "Seaal"]);
  });

  it("has sane fees: never negative, free operations are free", () => {
    for (const fee of appFees) {
      expect(fee.fixed).toBeGreaterThanOrEqual(0);
      expect(fee.percent).toBeGreaterThanOrEqual(0);
      expect(fee.percent).toBeLessThan(100);
    }
    expect(isFree(appFees.find((f) => f.id === "download")!)).toBe(true);
    expect(isFree(appFees.find((f) => f.id === "walletLoad")!)).toBe(false);
  });
});
