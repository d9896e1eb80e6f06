import { describe, expect, it } from "vitest";
import { langs } from "@/config/languages";
import { regionIds } from "@/config/regions";
import { localHref } from "./links";
import { localeChoiceTarget } from "./locale-choice";
import { localeFormTarget } from "./resolve";

describe("locale picker transitions", () => {
  const base = { currentLang: "ar" as const, currentRegion: "dz" as const, pathname: "/dz/app/wallet" };
  it("stays when nothing changed", () => {
    expect(localeChoiceTarget({ ...base, lang: "ar", region: "dz" })).toBe("stay");
  });
  it("opens the current path with ?lang when only the language changed", () => {
    expect(localeChoiceTarget({ ...base, lang: "fr", region: "dz" })).toBe("/dz/app/wallet?lang=fr");
    expect(localeChoiceTarget({ currentLang: "en", currentRegion: "global", pathname: "/", lang: "ar", region: "global" })).toBe("/?lang=ar");
  });
  it("goes to the new region's home, adding ?lang when the language changed too", () => {
    expect(localeChoiceTarget({ ...base, lang: "ar", region: "global" })).toBe("/");
    expect(localeChoiceTarget({ ...base, lang: "en", region: "ma" })).toBe("/ma?lang=en");
  });
  it("leads where the no-JavaScript form leads, for every choice from every page", () => {
    for (const currentRegion of regionIds)
      for (const currentLang of langs)
        for (const rest of ["/", "/app/wallet", "/business/pay/pricing"])
          for (const region of [...regionIds, "fr", ""])
            for (const lang of [...langs, "de", ""]) {
              const pathname = localHref(currentRegion, rest);
              const choice = localeChoiceTarget({ currentLang, currentRegion, pathname, lang, region });
              const form = localeFormTarget({ currentRegion, currentPath: rest, currentLang, region, lang });
              const what = `${pathname} (${currentLang}) -> ${region}/${lang}`;
              if (choice === "invalid") expect(form, what).toBeNull();
              else if (choice === "stay") expect(form, what).toBe(pathname);
              else expect(choice, what).toBe(form);
            }
  });

  it("rejects anything not listed", () => {
    expect(localeChoiceTarget({ ...base, lang: "de", region: "dz" })).toBe("invalid");
    expect(localeChoiceTarget({ ...base, lang: "fr", region: "fr" })).toBe("invalid");
  });
});
