import { describe, expect, it } from "vitest";
import { detectDevice } from "./device";

describe("detectDevice", () => {
  it("recognises Android phones and tablets", () => {
    expect(
      detectDevice("Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36"),
    ).toBe("android");
    expect(detectDevice("Mozilla/5.0 (Linux; Android 13; SM-X200) AppleWebKit/537.36 Safari/537.36")).toBe("android");
  });

  it("recognises iPhones, iPads and iPadOS posing as a Mac", () => {
    expect(detectDevice("Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148")).toBe("ios");
    expect(detectDevice("Mozilla/5.0 (iPad; CPU OS 16_0 like Mac OS X) AppleWebKit/605.1.15")).toBe("ios");
    expect(detectDevice("Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.0 Safari/605.1.15", 5)).toBe(
      "ios",
    );
  });

  it("treats everything else as a device that cannot install the app", () => {
    expect(detectDevice("Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.0 Safari/605.1.15", 0)).toBe(
      "desktop",
    );
    expect(detectDevice("Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36")).toBe("desktop");
    expect(detectDevice("Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0")).toBe("desktop");
    expect(detectDevice("")).toBe("desktop");
  });
});
