import { describe, expect, it } from "vitest";
import { toE164, validateLead, wilayaCodes } from "./validate";

const valid = {
  sales: {
    organisation: "Pharmacie Ibn Sina",
    name: "Karim Haddad",
    email: "karim@example.dz",
    phone: "+213 550123456",
    website: "pharmacie-ibnsina.example",
    volume: "under-1m",
    message: "",
    consent: "yes",
  },
  reseller: { organisation: "Taxiphone Nour", name: "Nour Benali", phone: "0770 11 22 33", wilaya: "16", terminal: "yes", consent: "yes" },
  contact: { topic: "investor", name: "Leïla Mansouri", email: "leila@fund.example", message: "Série A ?", consent: "yes" },
  notify: { email: "yassine@example.ma", consent: "yes" },
};

describe("phone numbers", () => {
  it.each([
    ["0550 12 34 56", "+213550123456"],
    ["+213 550123456", "+213550123456"],
    ["00213 550 12 34 56", "+213550123456"],
    ["0550-12-34-56", "+213550123456"],
    ["(0)21 23 45 67", "+21321234567"],
    ["0661.00.11.22", "+213661001122"],
  ])("reads %s as %s", (input, e164) => {
    expect(toE164(input, "dz")).toBe(e164);
  });

  it("reads a Moroccan number on the Moroccan site", () => {
    expect(toE164("0612 34 56 78", "ma")).toBe("+212612345678");
  });

  it.each(["12", "0550 12 34", "055012345678901", "call me", "+213 550 12 34 56\r\nBcc: x@y.z", "<script>"])("refuses %j", (input) => {
    expect(toE164(input, "dz")).toBeNull();
  });
});

describe("validateLead", () => {
  it("accepts each form filled in as a visitor would, and stores the phone in E.164", () => {
    for (const [form, fields] of Object.entries(valid)) {
      const result = validateLead(form as keyof typeof valid, "dz", new URLSearchParams(fields));
      expect(result, form).toMatchObject({ ok: true });
    }
    const reseller = validateLead("reseller", "dz", new URLSearchParams(valid.reseller));
    expect(reseller.ok && reseller.lead).toMatchObject({ phone: "+213770112233", details: { wilaya: "16", terminal: true } });
    const sales = validateLead("sales", "dz", new URLSearchParams(valid.sales));
    expect(sales.ok && sales.lead.details.website).toBe("https://pharmacie-ibnsina.example");
  });

  it("knows the 58 wilayas and no 59th", () => {
    expect(wilayaCodes).toHaveLength(58);
    expect(validateLead("reseller", "dz", new URLSearchParams({ ...valid.reseller, wilaya: "58" })).ok).toBe(true);
    expect(validateLead("reseller", "dz", new URLSearchParams({ ...valid.reseller, wilaya: "59" }))).toEqual({
      ok: false,
      errors: { wilaya: "choice" },
    });
  });

  it("stores nothing without consent", () => {
    const rest = { email: valid.notify.email };
    expect(validateLead("notify", "ma", new URLSearchParams(rest))).toEqual({ ok: false, errors: { consent: "consent" } });
    expect(validateLead("notify", "ma", new URLSearchParams({ ...rest, consent: "no" }))).toEqual({
      ok: false,
      errors: { consent: "consent" },
    });
  });

  it("names every field in error, in the form's order, with a code and never the value", () => {
    const result = validateLead(
      "sales",
      "dz",
      new URLSearchParams({ email: "not-an-address", phone: "123", website: "javascript:alert(1)", volume: "a lot" }),
    );
    expect(result).toEqual({
      ok: false,
      errors: {
        organisation: "required",
        name: "required",
        email: "email",
        phone: "phone",
        website: "url",
        volume: "choice",
        consent: "consent",
      },
    });
  });

  it("refuses CR or LF in a one-line field (no header injection into the e-mail)", () => {
    for (const name of ["Karim\r\nBcc: all@example.dz", "Karim\nX", "Karim\u0000"]) {
      expect(validateLead("contact", "dz", new URLSearchParams({ ...valid.contact, name }))).toEqual({
        ok: false,
        errors: { name: "invalid" },
      });
    }
    expect(validateLead("sales", "dz", new URLSearchParams({ ...valid.sales, email: "a@b.dz\r\nBcc: x@y.z" })).ok).toBe(false);
  });

  it("keeps a message's line breaks and its text as text, markup included", () => {
    const message = "Bonjour,\r\n<script>alert(1)</script> & <b>merci</b>";
    const result = validateLead("contact", "dz", new URLSearchParams({ ...valid.contact, message }));
    expect(result.ok && result.lead.message).toBe("Bonjour,\n<script>alert(1)</script> & <b>merci</b>");
  });

  it("refuses markup in a one-line field and oversized fields", () => {
    expect(validateLead("contact", "dz", new URLSearchParams({ ...valid.contact, name: "<img src=x onerror=alert(1)>" }))).toEqual({
      ok: false,
      errors: { name: "invalid" },
    });
    expect(validateLead("contact", "dz", new URLSearchParams({ ...valid.contact, name: "a".repeat(101) }))).toEqual({
      ok: false,
      errors: { name: "tooLong" },
    });
    expect(validateLead("contact", "dz", new URLSearchParams({ ...valid.contact, message: "a".repeat(3001) }))).toEqual({
      ok: false,
      errors: { message: "tooLong" },
    });
  });

  it("takes several interests, only known ones", () => {
    const body = new URLSearchParams(valid.notify);
    body.append("interests", "app");
    body.append("interests", "pay");
    const result = validateLead("notify", "ma", body);
    expect(result.ok && result.lead.details.interests).toEqual(["app", "pay"]);
    body.append("interests", "crypto");
    expect(validateLead("notify", "ma", body)).toEqual({ ok: false, errors: { interests: "choice" } });
  });
});
