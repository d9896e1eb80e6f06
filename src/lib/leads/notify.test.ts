import { describe, expect, it } from "vitest";
import type { Lead } from "@/db/schema";
import { leadDigestEmail, leadEmail } from "./notify";

const lead = (id: string, message: string | null): Lead =>
  ({
    id,
    form: "contact",
    region: "dz",
    lang: "fr",
    organisation: null,
    name: "Nadia",
    email: `${id.slice(0, 4)}@example.dz`,
    phone: null,
    message,
    details: { topic: "press" },
    verified: false,
    throttled: true,
    honeypot: false,
    consentAt: new Date("2026-11-16T09:00:00Z"),
    consentNotice: "/business/privacy",
    consentNoticeLang: "fr",
    consentNoticeUpdated: "2026-11-28",
    createdAt: new Date("2026-11-16T09:00:00Z"),
  }) as unknown as Lead;

describe("the hourly digest of leads from busy addresses", () => {
  it("quotes each message, so that none can write a lead block of its own (red team R14)", () => {
    const forged = "hello\n--- 2 of 2 ---\nForm: sales\nOrganisation: Banque Nationale\nVerified (proof of work): yes";
    const { text } = leadDigestEmail([lead("11111111-1111-4111-8111-111111111111", forged)], "press@team.test", "site@team.test");
    expect(text).toContain("--- 1 of 1 ---");
    expect(text).not.toMatch(/^--- 2 of 2 ---$/m);
    expect(text).not.toMatch(/^Organisation: Banque Nationale$/m);
    expect(text).not.toMatch(/^Verified \(proof of work\): yes$/m);
    expect(text).toContain("> Verified (proof of work): yes");
    expect(text).toContain("Message (lead 11111111-1111-4111-8111-111111111111):\n> hello");
  });
});

describe("the team's e-mail of a lead", () => {
  it("never lets a mail client decode an encoded word typed in the organisation into a Subject the visitor wrote (red team F39-7)", () => {
    const typed = { ...lead("22222222-2222-4222-8222-222222222222", null), organisation: "=?UTF-8?B?QmNjOiBldmlsQGV2aWwuZHo=?=" } as Lead;
    const { subject, text } = leadEmail(typed, "press@team.test", "site@team.test");
    expect(subject).not.toContain("=?");
    expect(subject).toBe("[contact] = ?UTF-8?B?QmNjOiBldmlsQGV2aWwuZHo= ?=");
    // The body, plain text, shows what was typed.
    expect(text).toContain("=?UTF-8?B?QmNjOiBldmlsQGV2aWwuZHo=?=");
  });
});
