import { describe, expect, it } from "vitest";
import { mailbox } from "./site";
import { leadFormAt, leadRateLimit, leadRecipient, leadReplyPath } from "./leads";

describe("the lead forms' configuration", () => {
  it("sends each form to its inbox, and the contact form's investor and press topics to theirs", () => {
    // The inboxes written out (their local parts; the domain is the brand file's), not read back from the configuration.
    expect(leadRecipient("sales", {})).toBe(mailbox("sales"));
    expect(leadRecipient("reseller", {})).toBe(mailbox("resellers"));
    expect(leadRecipient("notify", {})).toBe(mailbox("morocco"));
    expect(leadRecipient("contact", {})).toBe(mailbox("partners"));
    expect(leadRecipient("contact", {}, { topic: "partnership" })).toBe(mailbox("partners"));
    expect(leadRecipient("contact", {}, { topic: "investor" })).toBe(mailbox("investors"));
    expect(leadRecipient("contact", {}, { topic: "press" })).toBe(mailbox("press"));
    expect(leadRecipient("contact", {}, { topic: "toString" })).toBe(mailbox("partners"));
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
    expect(leadRateLimit("contact", {})).toBe(3);
    expect(leadRateLimit("address", {})).toBe(10);
    expect(leadRateLimit("addressUnverified", {})).toBe(3);
    expect(leadRateLimit("addressUnverified", { LEADS_LIMIT_ADDRESS_UNVERIFIED: "7" })).toBe(7);
    for (const bad of ["0", "-2", "1.5", "lots"]) expect(leadRateLimit("address", { LEADS_LIMIT_ADDRESS: bad })).toBe(10);
  });
});
