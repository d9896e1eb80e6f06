import { describe, expect, it } from "vitest";
import en from "@messages/sections/developer/en.json";
import ar from "@messages/sections/developer/ar.json";
import { webhookFailure, type WebhooksConsoleLabels } from "./webhooks-console";

const labels = en.docs.sandbox.webhooks as WebhooksConsoleLabels;
const error = (code: string, message = "") => ({ error: { type: "invalid_request_error", code, message } });

describe("webhookFailure: what the webhooks page says of a failed answer", () => {
  it("an expired key (401) says to get a new one, whatever the body", () => {
    expect(webhookFailure(labels, 401, error("invalid_api_key", "Invalid API key."))).toEqual({ text: labels.expired });
    expect(webhookFailure(labels, 401, null)).toEqual({ text: labels.expired });
  });
  it("a refused URL gives the page's sentence, and the sandbox's reason beside it (shown left to right)", () => {
    const reason = "169.254.169.254 is a link-local address.";
    expect(webhookFailure(labels, 400, error("url_not_public", reason))).toEqual({ text: labels.urlNotPublic, reason });
    expect(webhookFailure(labels, 400, error("url_invalid", "The URL must use https."))).toEqual({ text: labels.urlInvalid, reason: "The URL must use https." });
    expect(webhookFailure(labels, 400, error("url_unresolved", "No address."))).toEqual({ text: labels.urlInvalid, reason: "No address." });
  });
  it("too many requests (429), the endpoint bound (403), anything else with its status, in the page's language", () => {
    expect(webhookFailure(labels, 429, error("rate_limited"))).toEqual({ text: labels.tooMany });
    expect(webhookFailure(labels, 403, error("test_mode_limit", "…"))).toEqual({ text: labels.limit });
    const arabic = ar.docs.sandbox.webhooks as WebhooksConsoleLabels;
    expect(webhookFailure(arabic, 503, null)).toEqual({ text: arabic.other.replace("{status}", "503") });
  });
});
