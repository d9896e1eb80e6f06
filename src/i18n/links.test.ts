import { describe, expect, it } from "vitest";
import { localHref, regionHome } from "./links";

describe("localHref", () => {
  it("adds only the dz and ma prefixes, never a language", () => {
    expect(localHref("global", "/app/wallet")).toBe("/app/wallet");
    expect(localHref("dz", "/app/wallet")).toBe("/dz/app/wallet");
    expect(localHref("ma", "/company")).toBe("/ma/company");
  });
  it("maps the home page to the bare prefix", () => {
    expect(localHref("global", "/")).toBe("/");
    expect(localHref("dz", "/")).toBe("/dz");
    expect(localHref("dz", "/?lang=fr")).toBe("/dz?lang=fr");
  });
  it("accepts paths without a leading slash", () => {
    expect(localHref("dz", "app")).toBe("/dz/app");
  });
  it("leaves external, protocol-relative and hash links alone", () => {
    expect(localHref("dz", "https://app.cirta.example")).toBe("https://app.cirta.example");
    expect(localHref("dz", "mailto:support@cirta.example")).toBe("mailto:support@cirta.example");
    expect(localHref("dz", "//cdn.example/x")).toBe("//cdn.example/x");
    expect(localHref("dz", "#main")).toBe("#main");
  });
  it("gives each region's home", () => {
    expect([regionHome("global"), regionHome("dz"), regionHome("ma")]).toEqual(["/", "/dz", "/ma"]);
  });
});
