import { describe, expect, it } from "vitest";
import { makeQueryClient } from "@/components/providers/query-provider";
import { contentSecurityPolicy, securityHeaders } from "@/config/security";

describe("client data defaults", () => {
  it("does not refetch on focus and keeps data fresh for 15 minutes", () => {
    const options = makeQueryClient().getDefaultOptions().queries;
    expect(options?.refetchOnWindowFocus).toBe(false);
    expect(options?.staleTime).toBe(900_000);
    expect(options?.gcTime).toBeUndefined();
  });
});

describe("security headers", () => {
  it("forbid framing and only allow analytics hosts when analytics is configured", () => {
    const off = contentSecurityPolicy({ gaEnabled: false, dev: false });
    const on = contentSecurityPolicy({ gaEnabled: true, dev: false });
    expect(off).toContain("frame-ancestors 'none'");
    expect(off).not.toContain("googletagmanager");
    expect(on).toContain("script-src 'self' 'unsafe-inline' https://www.googletagmanager.com");
    expect(off).not.toContain("unsafe-eval");
  });
  it("send HSTS in production only", () => {
    expect(securityHeaders({ gaEnabled: false, dev: false }).map((h) => h.key)).toContain("Strict-Transport-Security");
    expect(securityHeaders({ gaEnabled: false, dev: true }).map((h) => h.key)).not.toContain("Strict-Transport-Security");
  });
});
