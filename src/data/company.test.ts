import { describe, expect, it } from "vitest";
import { securityTxtExpires } from "./company";

describe("security.txt's Expires (RFC 9116)", () => {
  it("is midnight UTC, 180 days after the day the file is served", () => {
    expect(securityTxtExpires(new Date("2026-11-16T09:00:00Z"))).toBe("2027-05-15T00:00:00.000Z");
    expect(securityTxtExpires(new Date("2027-06-01T23:59:59Z"))).toBe("2027-11-28T00:00:00.000Z");
  });

  it("is always ahead of the day it is served and less than a year later", () => {
    for (const now of [new Date("2024-02-29T12:00:00Z"), new Date("2030-12-31T23:59:59Z")]) {
      const ahead = Date.parse(securityTxtExpires(now)) - now.getTime();
      expect(ahead).toBeGreaterThan(170 * 86_400_000);
      expect(ahead).toBeLessThan(365 * 86_400_000);
    }
  });
});
