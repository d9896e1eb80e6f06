import { describe, expect, it } from "vitest";
import { openLabel, ownPage, tryItUrl, type TryItParameter } from "./try-it-panel";

const site = "https://www.example.com";
const page = "http://localhost:6201";

describe("ownPage", () => {
  it("links a checkout's test page on the page's origin, from the site's URL the sandbox wrote", () => {
    expect(ownPage({ url: `${site}/dz/developer/checkout/chk_1?lang=ar` }, site, page)).toBe(`${page}/dz/developer/checkout/chk_1?lang=ar`);
    expect(ownPage({ url: `${page}/dz/developer/checkout/chk_1` }, site, page)).toBe(`${page}/dz/developer/checkout/chk_1`);
  });
  it("never links elsewhere, nor what is not a URL", () => {
    expect(ownPage({ url: "https://shop.example/thanks" }, site, page)).toBeNull();
    expect(ownPage({ url: "javascript:alert(1)" }, site, page)).toBeNull();
    expect(ownPage({ url: 42 }, site, page)).toBeNull();
    expect(ownPage(null, site, page)).toBeNull();
  });
});

describe("openLabel", () => {
  const labels = { openUrl: "Open the test payment page", openLink: "Open the test payment link’s page" };
  it("names a payment link's page as such, and a checkout's as the test payment page (review pass 19, en 1.2)", () => {
    expect(openLabel(`${page}/dz/developer/link/plink_1`, labels)).toBe(labels.openLink);
    expect(openLabel(`${page}/developer/link/plink_1?lang=fr`, labels)).toBe(labels.openLink);
    expect(openLabel(`${page}/dz/developer/checkout/chk_1?lang=ar`, labels)).toBe(labels.openUrl);
    expect(openLabel("not a url", labels)).toBe(labels.openUrl);
  });
});

describe("tryItUrl", () => {
  const parameters: TryItParameter[] = [
    { name: "checkout_id", in: "path", required: true, example: "chk_1" },
    { name: "limit", in: "query", required: false, example: "20" },
    { name: "status", in: "query", required: false, example: "" },
    { name: "Idempotency-Key", in: "header", required: false, example: "order-1042" },
  ];
  it("encodes path parameters and leaves empty query parameters out", () => {
    expect(tryItUrl("pay", "/v1/checkouts/{checkout_id}", parameters, { checkout_id: "a/b?c", limit: "5", status: "" })).toBe(
      "/sandbox/pay/v1/checkouts/a%2Fb%3Fc?limit=5",
    );
    expect(tryItUrl("pro", "/v1/topups", [], {})).toBe("/sandbox/pro/v1/topups");
  });
});
