import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, securityHeaders } from "./security";

// Written out here rather than imported, so that a change to a header fails this file.
const csp = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "frame-src 'none'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "manifest-src 'self'",
  "worker-src 'self' blob:",
].join("; ");

const cspWithAnalytics = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline' https://www.googletagmanager.com",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: https://*.google-analytics.com https://*.googletagmanager.com",
  "font-src 'self'",
  "connect-src 'self' https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com",
  "frame-src 'none'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "manifest-src 'self'",
  "worker-src 'self' blob:",
].join("; ");

describe("the Content-Security-Policy", () => {
  const withScripts = (policy: string, sources: string) => policy.replace("script-src 'self' 'unsafe-inline'", `script-src ${sources}`);

  it("allows only the site itself, forbids framing, and evaluates no strings in production", () => {
    expect(contentSecurityPolicy({ gaEnabled: false, dev: false, inlineScripts: "any" })).toBe(csp);
  });

  it("adds Google's analytics hosts, and nothing else, when analytics is configured", () => {
    expect(contentSecurityPolicy({ gaEnabled: true, dev: false, inlineScripts: "any" })).toBe(cspWithAnalytics);
  });

  it("runs no inline script unless the page says which: by hash, by nonce, or any (the page regenerated at run time)", () => {
    expect(contentSecurityPolicy({ gaEnabled: false, dev: false })).toBe(withScripts(csp, "'self'"));
    expect(contentSecurityPolicy({ gaEnabled: false, dev: false, inlineScripts: { hashes: ["'sha256-a'", "'sha256-b'"] } })).toBe(
      withScripts(csp, "'self' 'sha256-a' 'sha256-b'"),
    );
    expect(contentSecurityPolicy({ gaEnabled: true, dev: false, inlineScripts: { nonce: "bm9uY2U=", hashes: ["'sha256-a'"] } })).toBe(
      cspWithAnalytics.replace("script-src 'self' 'unsafe-inline'", "script-src 'self' 'nonce-bm9uY2U=' 'sha256-a'"),
    );
  });

  it("allows inline scripts and eval in development (the dev server's hot reload), whatever the page says", () => {
    const dev = withScripts(csp, "'self' 'unsafe-inline' 'unsafe-eval'");
    expect(contentSecurityPolicy({ gaEnabled: false, dev: true })).toBe(dev);
    // A hash or a nonce would turn 'unsafe-inline' off: development has neither.
    expect(contentSecurityPolicy({ gaEnabled: false, dev: true, inlineScripts: { nonce: "bm9uY2U=", hashes: ["'sha256-a'"] } })).toBe(dev);
  });
});

describe("the security headers", () => {
  const common = [
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    { key: "X-Frame-Options", value: "DENY" },
    { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()" },
    { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
  ];

  it("are sent by value in production, HSTS for two years with subdomains and preload; no inline script", () => {
    expect(securityHeaders({ gaEnabled: false, dev: false })).toEqual([
      { key: "Content-Security-Policy", value: csp.replace("script-src 'self' 'unsafe-inline'", "script-src 'self'") },
      ...common,
      { key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains; preload" },
    ]);
    expect(securityHeaders({ gaEnabled: true, dev: false })[0]).toEqual({
      key: "Content-Security-Policy",
      value: cspWithAnalytics.replace("script-src 'self' 'unsafe-inline' https://", "script-src 'self' https://"),
    });
  });

  it("leave HSTS out in development only (the dev server answers over plain HTTP)", () => {
    expect(securityHeaders({ gaEnabled: false, dev: true }).map((header) => header.key)).toEqual([
      "Content-Security-Policy",
      ...common.map((header) => header.key),
    ]);
  });
});
