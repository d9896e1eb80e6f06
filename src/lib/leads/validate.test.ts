import { describe, expect, it } from "vitest";
import { validSalesLead } from "../../../tests/support/lead-fixtures";
import { wilayas } from "@/data/wilayas";
import { wilayaCodes } from "./forms";
import { toE164, validateLead } from "./validate";

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

  it.each([
    // Spaces around the number, before a `+`: trimmed before its shape is checked.
    [" +213 550 12 34 56 ", "dz", "+213550123456"],
    // `00` is the international prefix: another country's number on the Algerian site, and back.
    ["00212 612 34 56 78", "dz", "+212612345678"],
    ["00213 550 12 34 56", "ma", "+213550123456"],
  ] as const)("reads %j on the %s site as %s", (input, region, e164) => {
    expect(toE164(input, region)).toBe(e164);
  });

  it.each([
    // Words before the number: the whole field must be the number, not just its end.
    "tel: 0550 12 34 56",
    "x0550123456",
    // The right characters but no number libphonenumber can read at all (an unknown country
    // code, punctuation only): refused, not thrown.
    "+999 123456",
    "------",
    "(((((())))",
  ])("refuses %j, whatever is around or in it", (input) => {
    expect(toE164(input, "dz")).toBeNull();
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
    expect(sales.ok && sales.lead.details.website).toBe("https://pharmacie-ibnsina.example/");
  });

  it("knows the 58 wilayas and no 59th", () => {
    expect(wilayaCodes).toHaveLength(58);
    expect(validateLead("reseller", "dz", new URLSearchParams({ ...valid.reseller, wilaya: "58" })).ok).toBe(true);
    expect(validateLead("reseller", "dz", new URLSearchParams({ ...valid.reseller, wilaya: "59" }))).toEqual({
      ok: false,
      errors: { wilaya: "choice" },
    });
  });

  it("names the wilayas in French with the typographic apostrophe, as the copy writes it (review pass 2)", () => {
    const named = (code: string) => wilayas.find((wilaya) => wilaya.code === code)!.names.fr;
    expect(named("28")).toBe("M’Sila");
    expect(named("57")).toBe("El M’Ghair");
    expect(wilayas.map((wilaya) => wilaya.names.fr).filter((name) => name.includes("'"))).toEqual([]);
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

  it("refuses a line or paragraph separator in a one-line field, and drops bidirectional controls", () => {
    // U+2028 and U+2029 break lines in mail clients: a forged "Verified: yes" line in the team's e-mail.
    for (const organisation of ["Acme\u2028Verified (proof of work): yes", "Acme\u2029Phone: +213661000000"])
      expect(validateLead("sales", "dz", new URLSearchParams({ ...valid.sales, organisation }))).toEqual({
        ok: false,
        errors: { organisation: "invalid" },
      });
    // A right-to-left override would show a phone number or a name backwards: dropped, the rest kept.
    const result = validateLead(
      "sales",
      "dz",
      new URLSearchParams({ ...valid.sales, name: "\u202eKarim\u202c \u200fHaddad", organisation: "\u2067صيدلية\u2069 Ibn Sina" }),
    );
    expect(result.ok && [result.lead.name, result.lead.organisation]).toEqual(["Karim Haddad", "صيدلية Ibn Sina"]);
    // The Arabic letter mark and the other invisible format characters go too; the zero-width
    // non-joiner and joiner, which Arabic and Persian writing needs, stay (red team N5).
    for (const [organisation, kept] of [
      ["Acme\u061Cx", "Acmex"],
      ["Acme\u200Bx", "Acmex"],
      ["Acme\u2063x", "Acmex"],
      ["Acme\u{E0041}x", "Acmex"],
      ["می\u200Cخواهم", "می\u200Cخواهم"],
    ] as [string, string][]) {
      const parsed = validateLead("sales", "dz", new URLSearchParams({ ...valid.sales, organisation }));
      expect(parsed.ok && parsed.lead.organisation, JSON.stringify(organisation)).toBe(kept);
    }
    // In a message, a separator is a line break.
    const message = validateLead("contact", "dz", new URLSearchParams({ ...valid.contact, message: "Bonjour\u2028--- 2 of 2 ---\u202e" }));
    expect(message.ok && message.lead.message).toBe("Bonjour\n--- 2 of 2 ---");
  });

  it("drops bidirectional controls and invisible characters from the e-mail, phone and web address too (red team L2-1)", () => {
    const result = validateLead(
      "sales",
      "dz",
      new URLSearchParams({
        ...valid.sales,
        email: "\u202Ekarim@example.dz\u200B",
        phone: "\u2066+213 550123456\u2069",
        website: "\u202Eshop.dz/page\u2066",
      }),
    );
    expect(result.ok && [result.lead.email, result.lead.phone, result.lead.details.website]).toEqual([
      "karim@example.dz",
      "+213550123456",
      "https://shop.dz/page",
    ]);
    // An optional address made only of such characters is left empty, not an error.
    const blank = validateLead("sales", "dz", new URLSearchParams({ ...valid.sales, website: "\u202E\u200B" }));
    expect(blank.ok && blank.lead.details).not.toHaveProperty("website");
  });

  it("takes a required field with nothing visible in it for empty: required, not stored (red team L2-2)", () => {
    for (const blank of ["\u200C", "\u3164\u200D", "  \u200D ", "\u3000\u2800"]) {
      const result = validateLead("sales", "dz", new URLSearchParams({ ...valid.sales, name: blank, organisation: blank }));
      expect(result, JSON.stringify(blank)).toEqual({ ok: false, errors: { organisation: "required", name: "required" } });
      const contact = validateLead("contact", "dz", new URLSearchParams({ ...valid.contact, email: blank, message: blank }));
      expect(contact, JSON.stringify(blank)).toEqual({ ok: false, errors: { email: "required", message: "required" } });
    }
    // An optional one is left empty; a name with a letter and a joiner in it is a name.
    const optional = validateLead("contact", "dz", new URLSearchParams({ ...valid.contact, organisation: "\u3164\u200D" }));
    expect(optional.ok && optional.lead.organisation).toBeUndefined();
    const joined = validateLead("sales", "dz", new URLSearchParams({ ...valid.sales, name: "می\u200Cخواهم" }));
    expect(joined.ok && joined.lead.name).toBe("می\u200Cخواهم");
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

  it("stores each field where it belongs: trimmed, the e-mail in lower case, the rest of the form as details", () => {
    const body = new URLSearchParams({
      ...valid.sales,
      organisation: "  Pharmacie Ibn Sina ",
      name: " Karim Haddad ",
      email: " Karim@Example.DZ ",
      message: "Ligne 1\r\nLigne 2\rLigne 3",
      website: "http://shop.example.dz/page",
      unknown: "dropped",
    });
    expect(validateLead("sales", "dz", body)).toEqual({
      ok: true,
      lead: {
        form: "sales",
        name: "Karim Haddad",
        organisation: "Pharmacie Ibn Sina",
        email: "karim@example.dz",
        phone: "+213550123456",
        message: "Ligne 1\nLigne 2\nLigne 3",
        details: { website: "http://shop.example.dz/page", volume: "under-1m" },
      },
    });
    const reseller = validateLead("reseller", "dz", new URLSearchParams({ ...valid.reseller, terminal: "no" }));
    expect(reseller.ok && reseller.lead.details).toEqual({ wilaya: "16", terminal: false });
    // Optional fields left empty are not stored at all.
    const contact = validateLead("contact", "dz", new URLSearchParams({ ...valid.contact, organisation: " " }));
    expect(contact.ok && contact.lead).toEqual({
      form: "contact",
      name: "Leïla Mansouri",
      organisation: undefined,
      email: "leila@fund.example",
      phone: undefined,
      message: "Série A ?",
      details: { topic: "investor" },
    });
    const sales = validateLead("sales", "dz", new URLSearchParams({ ...valid.sales, website: "", message: " " }));
    expect(sales.ok && [sales.lead.message, sales.lead.details]).toEqual([undefined, { volume: "under-1m" }]);
  });

  it("takes each field up to its length and not one character more", () => {
    const at = (form: keyof typeof valid, field: string, value: string) =>
      validateLead(form, "dz", new URLSearchParams({ ...valid[form], [field]: value }));
    const email = (length: number) => `${"a".repeat(64)}@${"b".repeat(length - 64 - 1 - 3)}.dz`;
    for (const [form, field, max, make, code] of [
      ["sales", "organisation", 120, (n: number) => "a".repeat(n), "tooLong"],
      ["contact", "organisation", 120, (n: number) => "a".repeat(n), "tooLong"],
      ["reseller", "name", 100, (n: number) => "a".repeat(n), "tooLong"],
      ["contact", "message", 3000, (n: number) => "a".repeat(n), "tooLong"],
      ["sales", "message", 3000, (n: number) => "a".repeat(n), "tooLong"],
      ["sales", "website", 200, (n: number) => `${"a".repeat(n - 3)}.dz`, "tooLong"],
    ] as const) {
      expect(at(form, field, make(max)).ok, `${form}.${field} of ${max}`).toBe(true);
      expect(at(form, field, make(max + 1)), `${form}.${field} of ${max + 1}`).toEqual({ ok: false, errors: { [field]: code } });
    }
    // An address: 254 characters at most (RFC 5321), however the part after @ is split.
    const long = email(255);
    expect(at("contact", "email", long)).toEqual({ ok: false, errors: { email: "tooLong" } });
    expect(at("contact", "email", "")).toEqual({ ok: false, errors: { email: "required" } });
    expect(at("contact", "message", " ")).toEqual({ ok: false, errors: { message: "required" } });
    expect(at("sales", "phone", "")).toEqual({ ok: false, errors: { phone: "required" } });
    expect(at("sales", "phone", `0550 12 34 56${" ".repeat(20)}0`)).toEqual({ ok: false, errors: { phone: "phone" } });
  });

  it("takes tabs and line breaks in a message, and no other control character", () => {
    const message = (value: string) => validateLead("contact", "dz", new URLSearchParams({ ...valid.contact, message: value }));
    expect(message("a\tb\nc").ok).toBe(true);
    for (const value of ["a\u0000b", "a\u0007b", "a\u001bb", "a\u007fb"])
      expect(message(value), JSON.stringify(value)).toEqual({ ok: false, errors: { message: "invalid" } });
  });

  it("refuses more interests than there are, or a topic, volume or answer not listed", () => {
    const body = new URLSearchParams(valid.notify);
    for (const interest of ["app", "pay", "pro", "app"]) body.append("interests", interest);
    expect(validateLead("notify", "ma", body)).toEqual({ ok: false, errors: { interests: "choice" } });
    // A choice ticked twice is no box of the form: no browser sends it (red team F39-5).
    const twice = new URLSearchParams(valid.notify);
    for (const interest of ["app", "app", "app"]) twice.append("interests", interest);
    expect(validateLead("notify", "ma", twice)).toEqual({ ok: false, errors: { interests: "choice" } });
    const noInterest = validateLead("notify", "ma", new URLSearchParams(valid.notify));
    expect(noInterest.ok && noInterest.lead.details).toEqual({ interests: [] });
    expect(validateLead("contact", "dz", new URLSearchParams({ ...valid.contact, topic: "jobs" }))).toEqual({
      ok: false,
      errors: { topic: "choice" },
    });
    expect(validateLead("reseller", "dz", new URLSearchParams({ ...valid.reseller, terminal: "maybe" }))).toEqual({
      ok: false,
      errors: { terminal: "choice" },
    });
  });

  it("reads a phone number in the region's own format", () => {
    expect(toE164("0550 12 34 56", "global")).toBe("+213550123456");
    expect(toE164(" 0550 12 34 56 ", "dz")).toBe("+213550123456");
    expect(toE164("+212 612 34 56 78", "dz")).toBe("+212612345678");
    expect(toE164("12345", "dz")).toBeNull();
    expect(toE164(`+213 ${"5".repeat(24)}`, "dz")).toBeNull();
  });

  describe("which error each field gets", () => {
    const send = (form: keyof typeof valid, field: string, value: string | undefined) => {
      const fields: Record<string, string> = { ...valid[form] };
      if (value === undefined) delete fields[field];
      else fields[field] = value;
      return validateLead(form, "dz", new URLSearchParams(fields));
    };

    // [form, field, what is sent, the one code expected, the value (undefined: the field is not
    // sent at all, as a form posted by hand or by a bot may do)]
    it.each([
      ["contact", "name", "not sent", "required", undefined],
      ["contact", "name", "empty", "required", ""],
      ["contact", "name", "spaces only", "required", "   "],
      ["sales", "organisation", "empty", "required", ""],
      ["contact", "message", "not sent", "required", undefined],
      ["contact", "message", "empty", "required", ""],
      ["contact", "email", "not sent", "required", undefined],
      ["notify", "email", "not sent", "required", undefined],
      ["sales", "phone", "not sent", "required", undefined],
      ["reseller", "phone", "not sent", "required", undefined],
      ["sales", "phone", "spaces only", "required", "   "],
      ["sales", "phone", "a digit short", "phone", "0550 12 34"],
      ["sales", "website", "another scheme", "url", "ftp://shop.dz"],
      ["sales", "volume", "not sent", "choice", undefined],
      ["reseller", "wilaya", "empty", "choice", ""],
      // Two rules broken at once: the field gets the first one's code, in the schema's order.
      ["contact", "name", "too long and with a <", "tooLong", `<${"a".repeat(100)}`],
      ["contact", "message", "too long and with a bell", "tooLong", `\u0007${"a".repeat(3000)}`],
      ["contact", "organisation", "too long and with a <", "tooLong", `<${"a".repeat(120)}`],
    ] as const)("%s.%s %s: %s, and no other field in error", (form, field, _what, code, value) => {
      // toStrictEqual: a field without error is not in `errors` at all, not there as undefined.
      expect(send(form, field, value)).toStrictEqual({ ok: false, errors: { [field]: code } });
    });

    it("reads a phone with spaces around it by its length once trimmed", () => {
      const phone = `${" ".repeat(10)}0550 12 34 56${" ".repeat(10)}`;
      expect(phone.length).toBeGreaterThan(30);
      const result = send("sales", "phone", phone);
      expect(result.ok && result.lead.phone).toBe("+213550123456");
    });
  });

  describe("web addresses", () => {
    const website = (value: string) => {
      const result = validateLead("sales", "dz", new URLSearchParams({ ...valid.sales, website: value }));
      return result.ok ? result.lead.details.website : result.errors.website;
    };

    it.each([
      // As people type it: `https://` added where no scheme is written, a written one kept; stored as
      // the URL parser writes it back (the scheme in lower case, a path of at least `/`).
      ["shop.dz", "https://shop.dz/"],
      ["www.shop.dz/page?x=1", "https://www.shop.dz/page?x=1"],
      ["HTTPS://shop.dz", "https://shop.dz/"],
      ["http://shop.dz", "http://shop.dz/"],
      // Nothing that is not a web address on the internet.
      ["localhost", "url"],
      ["shop", "url"],
      ["ftp://shop.dz", "url"],
      ["https://user@shop.dz", "url"],
      ["https://shop .dz", "url"],
      ["https://.dz", "url"],
      ["javascript:alert(1)", "url"],
      ["https://", "url"],
      // Spaces around the address are not part of it.
      ["  shop.dz  ", "https://shop.dz/"],
      ["https://shop.dz ", "https://shop.dz/"],
      // `https://` is added when the address does not start with it, wherever else it appears.
      ["shop.dz/go?to=https://pay.shop.dz", "https://shop.dz/go?to=https://pay.shop.dz"],
      ["HTTP://shop.dz", "http://shop.dz/"],
      // A host with an empty label, at its start or its end, is a typo.
      ["www..shop.dz", "url"],
      ["www.shop..dz", "url"],
      // A full stop after a bare address ends the sentence: it is not kept.
      ["shop.dz.", "https://shop.dz/"],
      ["https://www.shop.dz.", "https://www.shop.dz/"],
      ["HTTPS://shop.dz.", "https://shop.dz/"],
      ["shop.dz/page.", "https://shop.dz/page."],
      ["shop.dz/file.pdf.", "https://shop.dz/file.pdf."],
      ["shop.dz..", "url"],
      ["shop.", "url"],
      ["https://www..shop.dz", "url"],
      // The one-line rule before any parsing (a URL parser drops a line break or a tab and keeps
      // the rest): a forged line for the team's e-mail, a NUL, markup, a space inside.
      ["shop.dz/\r\nVerified (proof of work): yes", "invalid"],
      ["shop.dz/\u0000x", "invalid"],
      ["shop.dz/\tx", "invalid"],
      ["shop.dz/<img src=x onerror=alert(1)>", "invalid"],
      // A bidi control is dropped, as from a name: it cannot turn the address round in the e-mail.
      ["shop.dz/\u202ex", "https://shop.dz/x"],
      ["shop.dz/a b", "url"],
      // Stored as the parser writes it back: percent-encoded, the host in lower case.
      ["SHOP.dz/é?q=ü", "https://shop.dz/%C3%A9?q=%C3%BC"],
    ])("%j: %s", (value, expected) => {
      expect(website(value)).toBe(expected);
    });
  });

  it("stores a lead with no key for a field left out: nothing undefined in its details", () => {
    const result = validateLead("sales", "dz", new URLSearchParams({ ...validSalesLead, website: " ", message: "" }));
    expect(result).toStrictEqual({
      ok: true,
      lead: {
        form: "sales",
        name: "Karim Haddad",
        organisation: "Pharmacie Ibn Sina",
        email: "karim@example.dz",
        phone: "+213550123456",
        message: undefined,
        details: { volume: "under-1m" },
      },
    });
  });
});
