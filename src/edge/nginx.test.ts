import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { config as proxyConfig } from "@/proxy";
import { langs } from "@/config/languages";
import { securityHeaders } from "@/config/security";
import { allPages } from "@/lib/content/pages";
import {
  calendarMaxDelaySeconds,
  calendarPages,
  edgeCacheControl,
  edgeCachePolicies,
  originExpireSeconds,
  proxyMatcher,
  proxySkips,
  rscRequestHeaders,
  strippedRequestHeaders,
} from "./contract";
import { nginxConfig, publicPaths, runtimeIncludes, type EdgeRuntime } from "./nginx";

const committed = readFileSync(path.join(process.cwd(), "deploy/nginx/nginx.conf"), "utf8");

describe("deploy/nginx/nginx.conf", () => {
  it("is what the site's configuration writes (run `npm run edge:config` after changing either)", () => {
    expect(committed).toBe(nginxConfig());
  });

  it("decides the language with resolve.ts's own patterns and each region's default", () => {
    const codes = langs.join("|");
    expect(committed).toContain(`"~^(?:(?!lang(?:=|&|$))[^&]*&)*lang=(${codes})(?:&|$)" $1;`);
    expect(committed).toContain(`"~^(?:(?! *lang=)[^;]*;)* *lang=(${codes}) *(?:;|$)" $1;`);
    expect(committed).toMatch(/map \$edge_region \$edge_default_lang \{\s+dz ar;\s+ma ar;\s+default en;\s+\}/);
  });

  it("keys pages on the build, the decided language and the raw path, and sends the origin that decision", () => {
    expect(committed).toContain('proxy_cache_key "$edge_build|$edge_lang|$edge_path";');
    expect(committed).toContain("proxy_set_header x-edge-lang $edge_lang;");
    expect(committed).toContain("proxy_set_header x-edge-lang-source $edge_lang_source;");
    expect(committed).toContain("proxy_set_header x-edge-secret $edge_secret;");
  });

  it("strips every header the framework or the proxy trusts", () => {
    for (const header of ["x-middleware-subrequest", "x-nextjs-data", ...strippedRequestHeaders])
      expect(committed).toContain(`proxy_set_header ${header} "";`);
  });

  it("never stores or answers from the cache a request that sets the language, submits the locale form, asks for a form's reply or for RSC", () => {
    const bypass = /proxy_cache_bypass (.*);/.exec(committed)?.[1]?.split(" ") ?? [];
    const noCache = /proxy_no_cache (.*);/.exec(committed)?.[1]?.split(" ") ?? [];
    expect(noCache).toEqual([...bypass, "$edge_unstorable_status"]);
    expect(bypass).toEqual(
      expect.arrayContaining([
        "$edge_query_lang",
        "$arg__rsc",
        "$arg_region",
        "$arg_reply",
        "$edge_search",
        ...rscRequestHeaders.map((h) => `$http_${h.replace(/-/g, "_")}`),
      ]),
    );
    // Set-Cookie is nginx's own rule: it must not be switched off.
    expect(committed).not.toMatch(/proxy_ignore_headers[^;]*Set-Cookie/i);
    expect(committed).toContain('"~^(?:/(?:dz|ma))?/search$" 1;');
    // Only the origin's s-maxage says what is kept: no blanket validity.
    expect(committed).not.toContain("proxy_cache_valid");
  });

  it("tells browsers private, no-cache on everything the proxy answers", () => {
    const pages = /location \/ \{([^}]*)\}/.exec(committed)?.[1] ?? "";
    expect(pages).toContain("proxy_hide_header Cache-Control;");
    expect(pages).toContain("add_header Cache-Control $edge_browser_cache_control always;");
    // no-store (a lead form's answer) stays no-store; everything else is private, no-cache.
    expect(committed).toMatch(
      /map \$upstream_http_cache_control \$edge_browser_cache_control \{\s+~no-store "private, no-store";\s+default "private, no-cache";\s+\}/,
    );
  });

  it("has a location for every path the proxy skips, so none reaches the language-keyed cache", () => {
    expect(proxySkips.prefixes).toContain("/_next/");
    expect(proxySkips.files).toContain("/sitemap.xml");
    for (const prefix of proxySkips.prefixes) expect(committed).toContain(`location ^~ ${prefix} {`);
    for (const file of proxySkips.files) expect(committed).toContain(`location = ${file} {`);
  });
});

describe("the proxy's matcher", () => {
  it("skips exactly the paths of the edge contract", () => {
    expect(proxyConfig.matcher).toEqual([proxyMatcher()]);
  });
});

describe("how long the edge keeps a page", () => {
  it("lists as calendar pages exactly the pages that revalidate", () => {
    const root = path.join(process.cwd(), "src/app/[lang]/[region]");
    const walk = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory() ? walk(path.join(dir, entry.name)) : entry.name === "page.tsx" ? [path.join(dir, entry.name)] : [],
      );
    const revalidating = walk(root)
      .filter((file) => /export const revalidate\s*=/.test(readFileSync(file, "utf8")))
      .map((file) => `/${path.relative(root, path.dirname(file)).replace(/\([^)]+\)\/?/g, "")}`.replace(/\/$/, "") || "/");
    expect(revalidating.sort()).toEqual([...calendarPages].sort());
  });

  it("keeps a calendar page's whole delay, origin and edge, within the SPEC's hour", () => {
    const edge = edgeCachePolicies.calendar;
    expect(originExpireSeconds + edge.sMaxAge + Math.max(edge.staleWhileRevalidate, edge.staleIfError)).toBeLessThanOrEqual(
      calendarMaxDelaySeconds,
    );
    expect(calendarMaxDelaySeconds).toBe(3600);
    // The origin renders a calendar page again every 15 minutes: its expiry must leave room for that.
    expect(originExpireSeconds).toBeGreaterThan(900);
  });

  it("writes the policy as a shared cache reads it", () => {
    expect(edgeCacheControl(edgeCachePolicies.calendar)).toBe(
      "public, max-age=0, s-maxage=60, stale-while-revalidate=60, stale-if-error=60",
    );
  });
});

describe("runtimeIncludes", () => {
  const runtime: EdgeRuntime = {
    listen: "127.0.0.1:8080",
    originHost: "127.0.0.1",
    originPorts: [8081, 8082],
    buildId: "build_1",
    secret: "s3cret-value",
    pages: allPages(),
    gaEnabled: false,
    modules: { brotliFilter: true, brotliStatic: true },
    user: "www-data",
  };

  it("maps every page of the build, in every region, to the pages zone, and nothing else", () => {
    const map = runtimeIncludes(runtime)["pages.map"] ?? "";
    const lines = map.split("\n");
    for (const page of allPages()) for (const path of publicPaths(page)) expect(lines).toContain(`"${path}" pages;`);
    expect(lines).toHaveLength(allPages().length * 3);
    expect(lines).toContain('"/" pages;');
    expect(lines).toContain('"/dz" pages;');
    expect(lines).toContain('"/ma/app/wallet" pages;');
  });

  it("lists the origins, the port, the build and the secret", () => {
    const files = runtimeIncludes(runtime);
    expect(files["upstreams.conf"]).toBe("server 127.0.0.1:8081 max_fails=0;\nserver 127.0.0.1:8082 max_fails=0;");
    expect(files["listen.conf"]).toBe("listen 127.0.0.1:8080 reuseport;");
    expect(files["http.conf"]).toContain('map "" $edge_build { default build_1; }');
    expect(files["http.conf"]).toContain('map "" $edge_secret { default s3cret-value; }');
    expect(files["main.conf"]).toContain("user www-data;");
  });

  it("loads Brotli only when both modules are installed", () => {
    const without = runtimeIncludes({ ...runtime, modules: { brotliFilter: true, brotliStatic: false } });
    expect(without["main.conf"]).not.toContain("brotli");
    expect(without["http.conf"]).not.toContain("brotli");
    expect(without["static.conf"]).toBe("gzip_static on;");
    expect(runtimeIncludes(runtime)["static.conf"]).toBe("gzip_static on;\nbrotli_static on;");
  });

  it("gives nginx's own answers the site's security headers, by value, analytics hosts only in the build with analytics", () => {
    /** The headers a `security-headers.conf` adds, read back from its lines. */
    const added = (conf: string) =>
      conf.split("\n").map((line) => {
        const [, key, value] = /^add_header ([A-Za-z-]+) "([^"]*)" always;$/.exec(line) ?? [];
        return { key, value };
      });
    const headers = runtimeIncludes(runtime)["security-headers.conf"] ?? "";
    expect(added(headers)).toEqual(securityHeaders({ gaEnabled: false, dev: false }));
    expect(headers).toContain('add_header Strict-Transport-Security "max-age=63072000; includeSubDomains; preload" always;');
    expect(headers).toContain('add_header X-Frame-Options "DENY" always;');
    expect(headers).not.toContain("googletagmanager");
    const withAnalytics = runtimeIncludes({ ...runtime, gaEnabled: true })["security-headers.conf"] ?? "";
    expect(added(withAnalytics)).toEqual(securityHeaders({ gaEnabled: true, dev: false }));
    expect(withAnalytics).toContain("script-src 'self' 'unsafe-inline' https://www.googletagmanager.com;");
  });

  it("refuses a build id or secret that could break out of the configuration", () => {
    expect(() => runtimeIncludes({ ...runtime, secret: 'x"; }' })).toThrow();
    expect(() => runtimeIncludes({ ...runtime, buildId: "a b" })).toThrow();
  });
});
