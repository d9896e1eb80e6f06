import { describe, expect, it } from "vitest";
import { regions, regionIds, prefixedRegionIds } from "@/config/regions";
import { site, socialLinks, loginTargets } from "@/config/site";
import { navigation } from "@/config/navigation";
import { sections } from "@/config/sections";
import en from "@messages/en.json";

describe("site configuration", () => {
  it("has the three regions with their prefixes and default languages", () => {
    expect(regionIds).toEqual(["global", "dz", "ma"]);
    expect(prefixedRegionIds).toEqual(["dz", "ma"]);
    expect(regionIds.map((id) => [regions[id].id, regions[id].prefix, regions[id].defaultLang])).toEqual([
      ["global", "", "en"],
      ["dz", "/dz", "ar"],
      ["ma", "/ma", "ar"],
    ]);
    expect(regions.ma.status).toBe("coming-soon");
    expect(regions.ma.showMenus).toBe(false);
    expect(regions.dz.status).toBe("live");
  });

  it("uses .example domains for every external address", () => {
    expect(Object.values(site.links).length).toBeGreaterThan(3);
    expect(Object.keys(socialLinks).length).toBeGreaterThan(0);
    for (const value of Object.values(site.links)) {
      const host = value.startsWith("mailto:") || value.includes("@") ? value.split("@")[1]! : new URL(value).hostname;
      expect(host).toMatch(/\.example$/);
    }
    for (const list of Object.values(socialLinks)) {
      expect(list.length).toBeGreaterThan(0);
      for (const link of list) {
        expect(new URL(link.href).protocol).toBe("https:");
        expect(new URL(link.href).hostname).toMatch(/\.example$/);
        expect(link.name.length).toBeGreaterThan(0);
      }
    }
    for (const section of sections) expect(loginTargets[section]).toMatch(/^https:\/\/[a-z.]+\.example$/);
  });

  it("has the header menus of the spec, with region-less paths and real message keys", () => {
    expect(navigation.map((m) => m.key)).toEqual(["about", "app", "pay", "pos", "developers"]);
    const paths = navigation.flatMap((m) => m.items.map((i) => i.path));
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(path).toMatch(/^\/(app|business|developer|company)(\/[a-z]+)*$/);
    for (const menu of navigation) {
      expect(en.navigation.menus).toHaveProperty(menu.key);
      for (const item of menu.items) expect(en.navigation.items).toHaveProperty(item.key);
    }
    expect(paths).toEqual(
      expect.arrayContaining([
        "/app/download",
        "/business/pay/pricing",
        "/business/pro/help",
        "/developer/pay",
        "/developer/pro",
        "/company/investor",
      ]),
    );
  });
});
