import { describe, expect, it } from "vitest";
import { formatDay } from "./format";

describe("company formatting", () => {
  it("writes dates per language with Western digits", () => {
    expect(formatDay("en", "global", "2026-10-14")).toBe("October 14, 2026");
    expect(formatDay("fr", "dz", "2026-10-14")).toBe("14 octobre 2026");
    expect(formatDay("ar", "dz", "2026-10-14")).toMatch(/^14 .+ 2026$/);
  });

});
