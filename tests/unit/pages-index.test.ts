import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { routes } from "@/config/routes";
import { pagesIndex } from "../../scripts/pages-index";

const committed = readFileSync(path.join(process.cwd(), "docs/pages.md"), "utf8");

describe("docs/pages.md, the index of every page", () => {
  it("is what the registry and the tree write (run `npm run docs:pages` after adding, moving or renaming a page)", () => {
    expect(committed).toBe(pagesIndex());
  });

  it("has one entry per registered page, with its page file, and its sections folder where it has one", () => {
    const headings = [...committed.matchAll(/^## `([^`]+)`$/gm)].map((match) => match[1]);
    expect(headings).toEqual(routes.map((route) => route.path));
    expect(committed).toContain(
      "## `/business/pay/pricing`\n\n- page: `src/app/[lang]/[region]/business/pay/pricing/page.tsx`\n- sections: `src/app/[lang]/[region]/business/pay/pricing/_sections/`",
    );
    expect(committed).toContain("- copy: `payPricing` in `messages/sections/business/{en,fr,ar}.json` (`business.payPricing`)");
    expect(committed).toMatch(
      /## `\/company\/news\/\[slug\]`\n\n- page: `src\/app\/\[lang\]\/\[region\]\/company\/news\/\[slug\]\/page\.tsx`/,
    );
  });
});
