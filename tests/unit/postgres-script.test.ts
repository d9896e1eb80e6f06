import { describe, expect, it } from "vitest";
// @ts-expect-error: a plain ES module of the project's scripts, without types
import { psqlInvocation } from "../../scripts/postgres.mjs";

type Invocation = { args: string[]; input: string; env: Record<string, string> };
const run = psqlInvocation as (url: string, password: string, sql: string, variables?: Record<string, string>) => Invocation;

describe("scripts/postgres.mjs, psql's invocation", () => {
  it("puts no secret on the command line, which every user of the machine reads (red team R4)", () => {
    const password = "ielJIg-secret_1.x";
    const invocation = run("postgres://postgres@127.0.0.1:5432/postgres", "superuser-password", "alter role :\"role\" password :'pw';\n", {
      role: "cirta",
      pw: password,
    });
    expect(invocation.args.join(" ")).not.toContain(password);
    expect(invocation.args.join(" ")).not.toContain("superuser-password");
    expect(invocation.input).toBe(`\\set role 'cirta'\n\\set pw '${password}'\nalter role :"role" password :'pw';\n`);
    expect(invocation.env.PGPASSWORD).toBe("superuser-password");
  });

  it("refuses a value it would have to quote", () => {
    for (const value of ["it's", "a\nb", "x\\'y", "a b"])
      expect(() => run("postgres://x", "", "", { pw: value }), value).toThrow(/no role name or password/);
  });
});
