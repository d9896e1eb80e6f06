import { describe, expect, it } from "vitest";
import { companyContacts } from "@/data/company";
import { leadConfig, leadFormAt, leadRateLimit, leadRecipient, leadReplyPath } from "./leads";

describe("the lead forms' configuration", () => {
  it("sends each form to its inbox, and the contact form's investor and press topics to theirs", () => {
    expect(leadRecipient("sales", {})).toBe(leadConfig.recipients.sales);
    expect(leadRecipient("contact", {}, { topic: "partnership" })).toBe(companyContacts.partners);
    expect(leadRecipient("contact", {}, { topic: "investor" })).toBe(companyContacts.investors);
    expect(leadRecipient("contact", {}, { topic: "press" })).toBe(companyContacts.press);
    expect(leadRecipient("contact", {}, { topic: "toString" })).toBe(companyContacts.partners);
    expect(leadRecipient("contact", { LEADS_NOTIFY_CONTACT: "crm@test.example" }, { topic: "press" })).toBe("crm@test.example");
  });

  it("knows which page of which region holds which form", () => {
    expect(leadFormAt("/business/pay/contact", "dz")).toBe("sales");
    expect(leadFormAt("/company/contact", "global")).toBe("contact");
    expect(leadFormAt("/", "ma")).toBe("notify");
    expect(leadFormAt("/", "dz")).toBeNull();
    expect(leadFormAt("/business/pay", "dz")).toBeNull();
    expect(leadReplyPath("notify")).toBe("/reply");
    expect(leadReplyPath("reseller")).toBe("/business/pro/apply/reply");
  });

  it("reads a rate limit from the environment only when it is a positive whole number", () => {
    expect(leadRateLimit("contact", {})).toBe(leadConfig.rateLimits.contact);
    expect(leadRateLimit("addressUnverified", { LEADS_LIMIT_ADDRESS_UNVERIFIED: "7" })).toBe(7);
    for (const bad of ["0", "-2", "1.5", "lots"])
      expect(leadRateLimit("address", { LEADS_LIMIT_ADDRESS: bad })).toBe(leadConfig.rateLimits.address);
  });
});
