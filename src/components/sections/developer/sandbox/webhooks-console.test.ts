import { describe, expect, it } from "vitest";
import en from "@messages/sections/developer/en.json";
import fr from "@messages/sections/developer/fr.json";
import ar from "@messages/sections/developer/ar.json";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { Filled, webhookFailure, type WebhooksConsoleLabels } from "./webhooks-console";

/** A page's labels, as `webhooks-page.tsx` gives them (the deliveries list's empty text is its API's). */
const page = (webhooks: typeof en.docs.sandbox.webhooks): WebhooksConsoleLabels => ({ ...webhooks, deliveriesEmpty: webhooks.deliveriesEmptyPay });
const labels = page(en.docs.sandbox.webhooks);
const arabic = page(ar.docs.sandbox.webhooks);
const error = (code: string, message = "", detail: Record<string, string> = {}) => ({
  error: { type: "invalid_request_error", code, message, ...detail },
});

describe("the deliveries list's empty text, per API", () => {
  it("tells the Pro page's reader to make a test top-up, never to pay a checkout (Pro has none; pass 16)", () => {
    expect(en.docs.sandbox.webhooks.deliveriesEmptyPro).toContain("top-up");
    expect(fr.docs.sandbox.webhooks.deliveriesEmptyPro).toContain("recharge");
    expect(ar.docs.sandbox.webhooks.deliveriesEmptyPro).toContain("شحن");
    for (const messages of [en, fr, ar]) expect(messages.docs.sandbox.webhooks.deliveriesEmptyPro).not.toMatch(/checkout|session de paiement|جلسة دفع/);
  });
});

describe("webhookFailure: what the webhooks page says of a failed answer", () => {
  it("an expired key (401) says to get a new one, whatever the body", () => {
    expect(webhookFailure(labels, 401, error("invalid_api_key", "Invalid API key."))).toEqual({ text: labels.expired });
    expect(webhookFailure(labels, 401, null)).toEqual({ text: labels.expired });
  });

  it("a refused URL is said by its reason in the page's language, never with the sandbox's English message", () => {
    const refused = (code: string, detail: Record<string, string>) => webhookFailure(arabic, 400, error(code, "url must …", detail));
    expect(refused("url_invalid", { reason: "not_https" })).toEqual({ text: arabic.urlNotHttps });
    expect(refused("url_invalid", { reason: "credentials" })).toEqual({ text: arabic.urlCredentials });
    expect(refused("url_invalid", { reason: "not_a_url" })).toEqual({ text: arabic.urlNotUrl });
    // Only 443 and 8443 (red team 4, R4-5).
    expect(refused("url_invalid", { reason: "port" })).toEqual({ text: arabic.urlPort });
    expect(refused("url_unresolved", { reason: "unresolved", host: "hooks.example.dz" })).toEqual({
      text: arabic.urlUnresolved,
      values: { host: "hooks.example.dz" },
    });
    expect(refused("url_not_public", { reason: "localhost", host: "localhost" })).toEqual({ text: arabic.urlLoopback });
    expect(refused("url_not_public", { reason: "loopback", host: "127.0.0.1" })).toEqual({ text: arabic.urlLoopback });
    for (const reason of ["not_public", "translated", "not_an_address"])
      expect(refused("url_not_public", { reason, host: "hooks.example.dz" })).toEqual({ text: arabic.urlNotPublic });
    // A reason the page does not know: a sentence still, never the English message.
    expect(refused("url_not_public", {})).toEqual({ text: arabic.urlNotPublic });
    expect(refused("url_invalid", { reason: "too_long" })).toEqual({ text: arabic.urlNotUrl });
  });

  it("every reason's sentence holds exactly the placeholders the page fills, in each language", () => {
    for (const messages of [en, fr, ar]) {
      const webhooks = page(messages.docs.sandbox.webhooks);
      expect(webhooks.urlUnresolved.match(/\{\w+\}/g)).toEqual(["{host}"]);
      for (const text of [webhooks.urlNotPublic, webhooks.urlNotHttps, webhooks.urlNotUrl, webhooks.urlCredentials, webhooks.urlLoopback, webhooks.urlPort]) expect(text).not.toMatch(/\{/);
    }
  });

  it("too many requests (429), the endpoint bound (403), anything else with its status and code, in the page's language", () => {
    expect(webhookFailure(labels, 429, error("rate_limited"))).toEqual({ text: labels.tooMany });
    expect(webhookFailure(labels, 403, error("test_mode_limit", "…"))).toEqual({ text: labels.limit });
    expect(webhookFailure(arabic, 503, null)).toEqual({ text: arabic.other.replace("{status}", "503") });
    expect(webhookFailure(arabic, 400, error("parameter_invalid", "events: nope is not an event."))).toEqual({
      text: arabic.other.replace("{status}", "400"),
      code: "parameter_invalid",
    });
  });

  it("shows a host and `https://` left to right inside Arabic (a bare `https://` in right-to-left text reads `//:https`)", () => {
    const html = (text: string, values?: Record<string, string>) => renderToStaticMarkup(createElement(Filled, { text, values }));
    expect(html(arabic.urlNotHttps)).toContain('<code dir="ltr" class="font-mono text-sm">https://</code>');
    expect(html(arabic.urlNotHttps)).not.toContain("`");
    expect(html(arabic.urlUnresolved, { host: "hooks.example.dz" })).toContain('<bdi dir="ltr">hooks.example.dz</bdi>');
    expect(html(arabic.urlUnresolved, { host: "<b>x</b>" })).toContain('<bdi dir="ltr">&lt;b&gt;x&lt;/b&gt;</bdi>');
    for (const messages of [en, fr, ar])
      for (const text of Object.values(messages.docs.sandbox.webhooks))
        if (typeof text === "string") expect(text.replace(/`[^`]+`/g, "")).not.toContain("https://");
  });
});
