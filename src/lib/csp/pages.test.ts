import { rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { cspBuild, documentScripts } from "../../../tests/support/csp-build";
import { scriptHash } from "./inline-scripts";
import { pagePolicies, withPolicy } from "./pages";

const distDir = cspBuild();
afterAll(() => rmSync(distDir, { recursive: true, force: true }));

/** The script-src of a policy, as its list of sources. */
const scriptSrc = (policy: string | null) =>
  policy
    ?.split("; ")
    .find((directive) => directive.startsWith("script-src "))
    ?.split(" ")
    .slice(1);
const hashes = (...texts: string[]) => texts.map(scriptHash);

describe("each page's policy, read from the build", () => {
  it("gives a pre-rendered page the hashes of exactly the scripts it runs, the document's and Next's, JSON-LD left out", () => {
    const policies = pagePolicies({ distDir, gaEnabled: false });
    expect(scriptSrc(policies.prerendered("/ar/dz"))).toEqual([
      "'self'",
      ...hashes(documentScripts[0]!, documentScripts[1]!, "self.__next_f=[]", 'self.__next_f.push([1,"home"])'),
    ]);
    // The rest of the policy is the configured one.
    expect(policies.prerendered("/ar/dz")).toMatch(
      /^default-src 'self'; script-src [^;]+; style-src 'self' 'unsafe-inline'; img-src 'self' data:;/,
    );
    expect(scriptSrc(policies.prerendered("/en/global/app"))).toContain(scriptHash('self.__next_f.push([1,"app"])'));
    expect(scriptSrc(policies.prerendered("/en/global/app"))).not.toContain(scriptHash('self.__next_f.push([1,"home"])'));
  });

  it("adds Google's host in the build with analytics", () => {
    const policies = pagePolicies({ distDir, gaEnabled: true });
    expect(scriptSrc(policies.prerendered("/ar/dz"))?.at(-1)).toBe("https://www.googletagmanager.com");
  });

  it("lets the page regenerated at run time (ISR) run any inline script, and no hash that would turn that off", () => {
    const policies = pagePolicies({ distDir, gaEnabled: false });
    expect(scriptSrc(policies.prerendered("/en/global/business/pay/pricing"))).toEqual(["'self'", "'unsafe-inline'"]);
  });

  it("leaves a file, a route handler or an unknown path to the configured policy (null)", () => {
    const policies = pagePolicies({ distDir, gaEnabled: false });
    expect(policies.prerendered("/en/global/llms.txt")).toBeNull();
    expect(policies.prerendered("/en/global/company/news/feed.xml")).toBeNull();
    expect(policies.prerendered("/en/global/../../../etc/passwd")).toBeNull();
  });

  it("reads each page once, and keeps its policy for as long as the process runs", () => {
    const policies = pagePolicies({ distDir, gaEnabled: false });
    const before = policies.prerendered("/fr/dz/business/pay/contact");
    writeFileSync(path.join(distDir, "server/app/fr/dz/business/pay/contact.html"), "<script>other()</script>");
    expect(policies.prerendered("/fr/dz/business/pay/contact")).toBe(before);
  });

  it("gives a page rendered per request a fresh nonce each time, and the document's two scripts by their hashes", () => {
    const policies = pagePolicies({ distDir, gaEnabled: false });
    const first = policies.perRequest({ lang: "ar", region: "dz" });
    const second = policies.perRequest({ lang: "ar", region: "dz" });
    expect(first.nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(second.nonce).not.toBe(first.nonce);
    expect(scriptSrc(first.policy)).toEqual(["'self'", `'nonce-${first.nonce}'`, ...hashes(...documentScripts)]);
  });

  it("says so, once, when there is no build to read, and allows no inline script", () => {
    const warnings: string[] = [];
    const policies = pagePolicies({ distDir: path.join(distDir, "missing"), gaEnabled: false, warn: (message) => warnings.push(message) });
    expect(policies.prerendered("/ar/dz")).toBeNull();
    expect(policies.prerendered("/en/global/app")).toBeNull();
    const page = policies.perRequest({ lang: "ar", region: "dz" });
    expect(scriptSrc(page.policy)).toEqual(["'self'", `'nonce-${page.nonce}'`]);
    expect(warnings).toEqual([
      expect.stringMatching(/^no build to read in .*missing\/prerender-manifest\.json/),
      "no pre-rendered /ar/dz/page-not-found to read the document's scripts from",
    ]);
  });
});

describe("the request handed to Next for a page rendered per request", () => {
  it("carries the page's policy, never one the client sent, nor a report-only one", () => {
    const client = new Headers({
      "content-security-policy": "script-src 'nonce-chosen'",
      "content-security-policy-report-only": "script-src 'nonce-chosen'",
      accept: "text/html",
    });
    const headers = withPolicy(client, "script-src 'self' 'nonce-ours'");
    expect(Object.fromEntries(headers)).toEqual({ accept: "text/html", "content-security-policy": "script-src 'self' 'nonce-ours'" });
    // The request itself is left as it was.
    expect(client.get("content-security-policy")).toBe("script-src 'nonce-chosen'");
  });
});
