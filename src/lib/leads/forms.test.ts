import { describe, expect, it } from "vitest";
import type { Lead } from "@/db/schema";
import { leadFormFields } from "@/components/forms/lead-form-fields";
import { exportColumns, leadsCsv } from "./export";
import { formTables, leadFields, leadFormTable, type LeadFormsKey, type LeadFormTable } from "./forms";
import { leadEmail, leadWebhookBody } from "./notify";
import { keptValues } from "./proxy";
import { formFieldNames, validateLead, type LeadInput } from "./validate";
import { validSalesLead } from "../../../tests/support/lead-fixtures";

// Written out, not read from the module under test: what the forms posted and exported before the table.
const before = {
  fields: {
    sales: ["organisation", "name", "email", "phone", "website", "volume", "message", "consent"],
    reseller: ["organisation", "name", "phone", "wilaya", "terminal", "message", "consent"],
    contact: ["topic", "organisation", "name", "email", "message", "consent"],
    notify: ["email", "interests", "consent"],
  },
  columns:
    "created_at form region lang name organisation email phone message volume website wilaya terminal topic interests verified throttled honeypot consent_at consent_notice consent_notice_lang consent_notice_updated id",
};

/** The site's table with one more field on the sales form, as a developer would add it: its entry in `fields`, its line in the form. */
const withTaxNumber: LeadFormTable = {
  fields: { ...leadFields, taxNumber: { kind: "text", max: 20, team: "Tax number (NIF)" } },
  forms: {
    ...formTables,
    sales: [
      ...formTables.sales.slice(0, 4),
      { name: "taxNumber", required: true, label: "labels.taxNumber" as LeadFormsKey },
      ...formTables.sales.slice(4),
    ],
  },
};

function stored(input: LeadInput): Lead {
  return {
    ...input,
    id: "11111111-1111-4111-8111-111111111111",
    region: "dz",
    lang: "fr",
    name: input.name ?? null,
    organisation: input.organisation ?? null,
    email: input.email ?? null,
    phone: input.phone ?? null,
    message: input.message ?? null,
    verified: true,
    throttled: false,
    honeypot: false,
    consentAt: new Date("2026-11-28T09:00:00Z"),
    consentNotice: "/business/privacy",
    consentNoticeLang: "fr",
    consentNoticeUpdated: "2026-11-28",
    dedupeKey: "token:x",
    createdAt: new Date("2026-11-28T09:00:00Z"),
  };
}

describe("one table per form (src/lib/leads/forms.ts)", () => {
  it("posts the fields each form posted before the table, in the same order", () => {
    for (const [form, fields] of Object.entries(before.fields))
      expect(formFieldNames(form as keyof typeof before.fields), form).toEqual(fields);
  });

  it("exports the columns it exported before the table, in the same order, none of them a field's twice", () => {
    expect(exportColumns().join(" ")).toBe(before.columns);
    expect(new Set(exportColumns()).size).toBe(exportColumns().length);
  });

  it("gives every field of every form an entry of its own, and every field a form", () => {
    const used = new Set(Object.values(leadFormTable.forms).flatMap((fields) => fields.map((field) => field.name)));
    expect([...used].sort()).toEqual(Object.keys(leadFormTable.fields).sort());
  });

  describe("a field added to a copy of the table, in that file alone", () => {
    const body = (extra: Record<string, string>) => new URLSearchParams({ ...validSalesLead, ...extra });

    it("is checked: required, no longer than its table says, then stored in the lead's details", () => {
      expect(validateLead("sales", "dz", body({}), withTaxNumber)).toEqual({ ok: false, errors: { taxNumber: "required" } });
      expect(validateLead("sales", "dz", body({ taxNumber: "1".repeat(21) }), withTaxNumber)).toEqual({
        ok: false,
        errors: { taxNumber: "tooLong" },
      });
      const checked = validateLead("sales", "dz", body({ taxNumber: " 000216099999999 " }), withTaxNumber);
      expect(checked.ok && checked.lead.details).toEqual({ taxNumber: "000216099999999", volume: "under-1m" });
      // The site's own table knows nothing of it.
      const site = validateLead("sales", "dz", body({ taxNumber: "000216099999999" }));
      expect(site.ok && site.lead.details).toEqual({ volume: "under-1m" });
    });

    it("is on the page, after the field it follows, with its label and its length", () => {
      const t = (key: LeadFormsKey) => `«${key}»`;
      const fields = leadFormFields("sales", t, "en", withTaxNumber);
      expect(fields.map((field) => field.name)).toEqual([
        "organisation",
        "name",
        "email",
        "phone",
        "taxNumber",
        "website",
        "volume",
        "message",
      ]);
      expect(fields[4]).toEqual({ name: "taxNumber", kind: "text", label: "«labels.taxNumber»", maxLength: 20 });
      expect(leadFormFields("sales", t, "en").map((field) => field.name)).not.toContain("taxNumber");
    });

    it("is given back after an error", () => {
      expect(keptValues("sales", body({ taxNumber: "0002160" }), withTaxNumber)).toMatchObject({ taxNumber: "0002160" });
      expect(keptValues("sales", body({ taxNumber: "0002160" }))).not.toHaveProperty("taxNumber");
    });

    it("is a column of the export, a line of the team's e-mail and a detail of the webhook", () => {
      const checked = validateLead("sales", "dz", body({ taxNumber: "000216099999999" }), withTaxNumber);
      if (!checked.ok) throw new Error("the lead is valid");
      const lead = stored(checked.lead);
      const [header, row] = leadsCsv([lead], withTaxNumber).slice(1).split("\r\n");
      const columns = header!.split(",").map((cell) => JSON.parse(cell) as string);
      expect(columns).toContain("taxNumber");
      expect(row!.split(",")[columns.indexOf("taxNumber")]).toBe('"000216099999999"');
      expect(leadsCsv([lead]).split("\r\n")[0]).not.toContain("taxNumber");
      expect(leadEmail(lead, "sales@team.test", "site@team.test", withTaxNumber).text).toContain("\nTax number (NIF): 000216099999999\n");
      expect(JSON.parse(leadWebhookBody(lead)).details).toMatchObject({ taxNumber: "000216099999999" });
    });
  });
});
