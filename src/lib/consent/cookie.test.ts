import { describe, expect, it } from "vitest";
import { CONSENT_MAX_AGE, consentCookie, readConsent } from "./cookie";
import { analyticsCookieRemovals } from "./forget";

describe("the consent cookie", () => {
  it("reads a choice among other cookies, and nothing else as one", () => {
    expect(readConsent("lang=fr; consent=granted; _ga=GA1.1.1")).toBe("granted");
    expect(readConsent("consent=denied")).toBe("denied");
    expect(readConsent("")).toBeNull();
    expect(readConsent("lang=ar")).toBeNull();
    // Not one of the two values, or another cookie whose name ends the same: no choice, so the prompt asks.
    expect(readConsent("consent=yes")).toBeNull();
    expect(readConsent("consent=")).toBeNull();
    expect(readConsent("myconsent=granted; xconsent=denied")).toBeNull();
    expect(readConsent("consent=granted ; lang=fr")).toBe("granted");
  });

  it("keeps a choice six months, first-party, for every path, secure on https", () => {
    expect(CONSENT_MAX_AGE).toBe(15_811_200);
    expect(consentCookie("granted", false)).toBe("consent=granted;path=/;max-age=15811200;samesite=lax");
    expect(consentCookie("denied", true)).toBe("consent=denied;path=/;max-age=15811200;samesite=lax;secure");
  });

  it("removes Google Analytics' cookies on the host and each parent domain, and no other cookie", () => {
    const removals = analyticsCookieRemovals("lang=fr; _ga=GA1.1.2.3; _ga_ABC123=GS1.1; consent=granted; _gid=x; _gat_UA_1=1; _gallery=1", "www.shop.example");
    const names = [...new Set(removals.map((removal) => removal.split("=")[0]))];
    expect(names).toEqual(["_ga", "_ga_ABC123", "_gid", "_gat_UA_1"]);
    expect(removals.filter((removal) => removal.startsWith("_ga="))).toEqual([
      "_ga=;path=/;max-age=0;expires=Thu, 01 Jan 1970 00:00:00 GMT",
      "_ga=;path=/;max-age=0;expires=Thu, 01 Jan 1970 00:00:00 GMT;domain=www.shop.example",
      "_ga=;path=/;max-age=0;expires=Thu, 01 Jan 1970 00:00:00 GMT;domain=shop.example",
      "_ga=;path=/;max-age=0;expires=Thu, 01 Jan 1970 00:00:00 GMT;domain=example",
    ]);
  });

  it("removes them without a domain on an address or localhost", () => {
    expect(analyticsCookieRemovals("_ga=1", "127.0.0.1")).toEqual(["_ga=;path=/;max-age=0;expires=Thu, 01 Jan 1970 00:00:00 GMT"]);
    expect(analyticsCookieRemovals("_ga=1", "localhost")).toHaveLength(2);
    expect(analyticsCookieRemovals("lang=en", "localhost")).toEqual([]);
  });
});
