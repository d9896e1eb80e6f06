import { afterEach, describe, expect, it, vi } from "vitest";

const setting = "TEST_PRERENDER_ONLY";
const list = "tests/e2e/analytics-build-pages.json";

async function fresh() {
  vi.resetModules();
  return import("./test-prerender");
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("a build that pre-renders only the listed pages", () => {
  it("matches a listed path against the route being built, the params not yet known matching anything", async () => {
    const { pathOfRoute } = await fresh();
    expect(pathOfRoute("/en/global", "/[lang]/[region]", { lang: "en" })).toBe(true);
    expect(pathOfRoute("/en/global", "/[lang]/[region]", { lang: "en", region: "dz" })).toBe(false);
    expect(pathOfRoute("/en/global", "/[lang]/[region]/company", { lang: "en" })).toBe(false);
    expect(pathOfRoute("/ar/dz/company", "/[lang]/[region]/company", { lang: "ar", region: "dz" })).toBe(true);
    expect(pathOfRoute("/ar/dz/company", "/[lang]/[region]", { lang: "ar", region: "dz" })).toBe(false);
    expect(pathOfRoute("/en/global/company/news/a", "/[lang]/[region]/company/news/[slug]", { lang: "en", region: "global", slug: "b" })).toBe(
      false,
    );
    expect(pathOfRoute("/og/en/global/home.png", "/og/[lang]/[region]/[...path]", { lang: "en", region: "global", path: ["home.png"] })).toBe(
      true,
    );
    expect(
      pathOfRoute("/og/en/global/app/cookie.png", "/og/[lang]/[region]/[...path]", { lang: "en", region: "global", path: ["home.png"] }),
    ).toBe(false);
  });

  it("is off unless set, and read by `next build` alone: a server never looks at it", async () => {
    expect((await fresh()).testPrerenderList()).toBeNull();
    vi.stubEnv(setting, list);
    vi.stubEnv("NEXT_DIST_DIR", ".next-ga");
    expect((await fresh()).testPrerenderList()).toBeNull();
    vi.stubEnv("NEXT_PHASE", "phase-production-build");
    const on = await fresh();
    expect(on.testPrerenderList()).toContain("/en/global");
  });

  it("is refused for a build in .next, the folder production serves", async () => {
    vi.stubEnv(setting, list);
    vi.stubEnv("NEXT_PHASE", "phase-production-build");
    vi.stubEnv("NEXT_DIST_DIR", "");
    expect((await fresh()).testPrerenderList).toThrow(/refused for a build in \.next/);
    vi.stubEnv("NEXT_DIST_DIR", "./.next");
    expect((await fresh()).testPrerenderList).toThrow(/refused/);
  });
});
