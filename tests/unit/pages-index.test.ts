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
    expect(committed).toMatch(
      /- copy: `payPricing` in `messages\/sections\/business\/\{en,fr,ar\}\.json` \(`messages\/sections\/business\/en\.json:\d+`, `business\.payPricing`\)/,
    );
    // The pricing page's logic and unit tests, the contact page's form and its no-JavaScript answer.
    expect(committed).toMatch(/## `\/business\/pay\/pricing`[^#]*- logic: [^\n]*`src\/lib\/pricing\/fees\.ts`/);
    expect(committed).toMatch(/## `\/business\/pay\/pricing`[^#]*- unit tests: [^\n]*`src\/lib\/pricing\/fees\.test\.ts`/);
    expect(committed).toMatch(/## `\/company\/contact`[^#]*- form: `contact`[^\n]*`src\/app\/\[lang\]\/\[region\]\/company\/contact\/reply\/page\.tsx`/);
    expect(committed).toMatch(/## `\/developer\/pay\/reference\/\[slug\]`[^#]*one page per operation/);
    expect(committed).toMatch(
      /## `\/company\/news\/\[slug\]`\n\n- page: `src\/app\/\[lang\]\/\[region\]\/company\/news\/\[slug\]\/page\.tsx`/,
    );
  });
});
