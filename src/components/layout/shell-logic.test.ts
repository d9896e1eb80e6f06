import { describe, expect, it } from "vitest";
import { nextHeaderHidden } from "./auto-hide-header";

describe("header visibility on scroll", () => {
  it("never hides at 500px and wider", () => {
    expect(nextHeaderHidden({ width: 500, previousY: 150, y: 400, hidden: false })).toBe(false);
    expect(nextHeaderHidden({ width: 1280, previousY: 150, y: 400, hidden: true })).toBe(false);
  });
  it("hides below 500px after scrolling down past 100px", () => {
    expect(nextHeaderHidden({ width: 400, previousY: 50, y: 90, hidden: false })).toBe(false);
    expect(nextHeaderHidden({ width: 400, previousY: 90, y: 101, hidden: false })).toBe(true);
  });
  it("comes back on any scroll up", () => {
    expect(nextHeaderHidden({ width: 400, previousY: 600, y: 599, hidden: true })).toBe(false);
  });
});
