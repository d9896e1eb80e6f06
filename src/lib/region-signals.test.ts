import { describe, expect, it } from "vitest";
import { suggestedRegion, suggestionLang } from "./region-signals";

describe("region suggestion signals", () => {
  it("points to Algeria from ar-DZ, fr-DZ or the Algiers time zone", () => {
    expect(suggestedRegion({ languages: ["ar-DZ"], timeZone: "Europe/Paris" })).toBe("dz");
    expect(suggestedRegion({ languages: ["en-US", "fr-dz"], timeZone: undefined })).toBe("dz");
    expect(suggestedRegion({ languages: ["en-GB"], timeZone: "Africa/Algiers" })).toBe("dz");
  });

  it("points to Morocco from ar-MA, fr-MA or the Casablanca time zone", () => {
    expect(suggestedRegion({ languages: ["fr-MA", "fr"], timeZone: "Europe/Paris" })).toBe("ma");
    expect(suggestedRegion({ languages: ["en"], timeZone: "Africa/Casablanca" })).toBe("ma");
  });

  it("takes the visitor's first language before the time zone, and suggests nothing without a signal", () => {
    expect(suggestedRegion({ languages: ["fr-MA"], timeZone: "Africa/Algiers" })).toBe("ma");
    expect(suggestedRegion({ languages: ["ar", "fr-FR", "en-US"], timeZone: "Europe/Paris" })).toBeNull();
    expect(suggestedRegion({ languages: [], timeZone: undefined })).toBeNull();
  });

  it("speaks the visitor's first language we write, else the page's", () => {
    expect(suggestionLang(["ar-DZ", "fr"], "en")).toBe("ar");
    expect(suggestionLang(["de-DE", "fr-DZ"], "en")).toBe("fr");
    expect(suggestionLang(["de-DE"], "fr")).toBe("fr");
  });
});
