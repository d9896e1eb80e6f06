import { describe, expect, it } from "vitest";
import { addressKey, clientAddress } from "./client-address";

const secret = "edge-secret-for-the-test";
const headers = (entries: Record<string, string>) => new Headers(entries);

describe("the client's address (docs/leads.md, Which address)", () => {
  it("is the edge's x-edge-client when the request carries the edge's secret, and never a header the client wrote", () => {
    const env = { EDGE_SECRET: secret };
    const viaEdge = headers({ "x-edge-secret": secret, "x-edge-client": "203.0.113.7", "x-forwarded-for": "198.51.100.1" });
    expect(clientAddress(viaEdge, env)).toBe("203.0.113.7");
    // A client that names itself: no secret, or the wrong one, and the edge's header is not read.
    expect(clientAddress(headers({ "x-edge-client": "203.0.113.7" }), env)).toBeNull();
    expect(clientAddress(headers({ "x-edge-secret": "guess", "x-edge-client": "203.0.113.7" }), env)).toBeNull();
    // Without a secret configured, nothing is trusted.
    expect(clientAddress(viaEdge, {})).toBeNull();
    // Garbage in the edge's header is no address.
    expect(clientAddress(headers({ "x-edge-secret": secret, "x-edge-client": "not-an-address" }), env)).toBeNull();
  });

  it("ignores X-Forwarded-For unless trusted hops are declared, then counts them from the right (review H1)", () => {
    const forwarded = headers({ "x-forwarded-for": "10.9.9.9, 203.0.113.7, 192.0.2.10" });
    expect(clientAddress(forwarded, {})).toBeNull();
    expect(clientAddress(forwarded, { LEADS_TRUSTED_HOPS: "0" })).toBeNull();
    expect(clientAddress(forwarded, { LEADS_TRUSTED_HOPS: "1" })).toBe("192.0.2.10");
    expect(clientAddress(forwarded, { LEADS_TRUSTED_HOPS: "2" })).toBe("203.0.113.7");
    // The left-most entry is the client's to write: never taken for the address.
    expect(clientAddress(headers({ "x-forwarded-for": "198.51.100.1" }), { LEADS_TRUSTED_HOPS: "2" })).toBeNull();
    expect(clientAddress(forwarded, { LEADS_TRUSTED_HOPS: "two" })).toBeNull();
  });

  it("counts an IPv6 client by its /64 and an IPv4-mapped one as IPv4", () => {
    expect(addressKey("203.0.113.7")).toBe("203.0.113.7");
    expect(addressKey("2001:db8:1234:5678:aaaa::1")).toBe("2001:db8:1234:5678::/64");
    expect(addressKey("2001:db8:1234:5678:ffff:ffff:ffff:ffff")).toBe("2001:db8:1234:5678::/64");
    expect(addressKey("2001:DB8:1234:5678::9%eth0")).toBe("2001:db8:1234:5678::/64");
    expect(addressKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(addressKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(addressKey("::1")).toBe("0:0:0:0::/64");
    // NAT64's well-known prefix carries an IPv4 visitor: that visitor's own key, as at the edge (red team I3).
    expect(addressKey("64:ff9b::1.2.3.4")).toBe("1.2.3.4");
    expect(addressKey("64:ff9b::5.6.7.8")).toBe("5.6.7.8");
    expect(addressKey("64:ff9b::102:304")).toBe("1.2.3.4");
    expect(addressKey("64:ff9b:1::1.2.3.4")).toBe("64:ff9b:1:0::/64");
  });
});
