import { existsSync, readFileSync, readdirSync } from "node:fs";
import { isIP } from "node:net";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { config as proxyConfig } from "@/proxy";
import { langs } from "@/config/languages";
import { sandboxEdgeBodyBytes } from "@/config/sandbox";
import { securityHeaders } from "@/config/security";
import { leadFormAt } from "@/config/leads";
import { leadFormTable } from "@/lib/leads/forms";
import { maxBodyBytes } from "@/lib/leads/proxy";
import { regionIds, regions } from "@/config/regions";
import { files } from "@/config/routes";
import { allPages } from "@/lib/content/pages";
import { ogImagePath } from "@/lib/og/paths";
import {
  edgeHeaders,
  calendarMaxDelaySeconds,
  calendarPages,
  edgeCacheControl,
  edgeCachePolicies,
  hiddenResponseHeaders,
  originExpireSeconds,
  proxyMatcher,
  proxySkips,
  rscRequestHeaders,
  strippedRequestHeaders,
} from "./contract";
import {
  acceptsEncodingPattern,
  assetsCacheKey,
  challengePath,
  edgeLimits,
  edgeLimitVariables,
  innerServers,
  leadFormPaths,
  limitedPageText,
  limitedReply,
  nginxConfig,
  pagesCacheKey,
  passingCompression,
  publicPaths,
  refusedPathPattern,
  runtimeIncludes,
  serverNames,
  storedCompression,
  trustedProxies,
  type EdgeRuntime,
} from "./nginx";

const committed = readFileSync(path.join(process.cwd(), "deploy/nginx/nginx.conf"), "utf8");

/** The site's server block (the second one: the first answers unknown host names). */
const siteServer = committed.slice(committed.indexOf("include runtime/server-names.conf;"));

/** Each `location` block of the configuration: its match and its body (its `if` blocks included). */
const locations = [...committed.matchAll(/^ *location ([^{\n]+?) \{\n/gm)].map((found) => {
  let depth = 1;
  let end = found.index + found[0].length;
  for (; depth > 0; end++) {
    const char = committed[end];
    if (char === "'") end = committed.indexOf("'", end + 1);
    else if (char === "{") depth++;
    else if (char === "}") depth--;
  }
  return { match: found[1]!, body: committed.slice(found.index + found[0].length, end - 1) };
});

/**
 * A `map` of the configuration as nginx evaluates it: its exact strings (in any case), then its
 * regular expressions in order (`~`, `~*` in any case), then its default. Values are returned as
 * written (`$1` is the first group, the map's own source is the key).
 */
function nginxMap(source: string, variable: string): (key: string) => string {
  const block = new RegExp(`map ${source.replace(/[$|]/g, "\\$&")} \\${variable} \\{\\n([^]*?)\\n  \\}`).exec(committed)?.[1];
  if (!block) throw new Error(`no map ${source} ${variable}`);
  const entries = block.split("\n").map((line) => {
    const [, quotedKey, bareKey, value] = /^ *(?:"((?:[^"\\]|\\.)*)"|(\S+)) +(.*);$/.exec(line) ?? [];
    const key = quotedKey ?? bareKey;
    if (key === undefined || value === undefined) throw new Error(`cannot read ${line}`);
    return { key, value: value.replace(/^"(.*)"$/, "$1") };
  });
  return (input) => {
    for (const { key, value } of entries)
      if (!key.startsWith("~") && key !== "default" && key.toLowerCase() === input.toLowerCase()) return value;
    for (const { key, value } of entries.filter((entry) => entry.key.startsWith("~"))) {
      const caseless = key.startsWith("~*");
      let pattern = key.slice(caseless ? 2 : 1);
      const dotAll = pattern.startsWith("(?s)");
      if (dotAll) pattern = pattern.slice(4);
      const match = new RegExp(pattern, `${caseless ? "i" : ""}${dotAll ? "s" : ""}`).exec(input);
      if (match) return value.replace(/\$(\d)/g, (_, group: string) => match[Number(group)] ?? "");
    }
    const fallback = entries.find((entry) => entry.key === "default")?.value ?? "";
    return fallback === source ? input : fallback;
  };
}

/** One start of the edge, as scripts/edge.mjs describes it to `runtimeIncludes`. */
const baseRuntime: EdgeRuntime = {
  listen: "127.0.0.1:8080",
  originHost: "127.0.0.1",
  originPorts: [8081, 8082],
  buildId: "build_1",
  secret: "s3cret-value",
  pages: allPages(),
  gaEnabled: false,
  socketDir: "/tmp/site-edge-8080-abc123/tmp",
  modules: { brotliFilter: true, brotliStatic: true },
  user: "www-data",
  trustedProxies: [],
  serverNames: ["www.cirta.example", "localhost", "127.0.0.1"],
  limits: edgeLimits({}),
};

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

  it("keys pages on the build, the encoding they are kept in, the decided language and the raw path, and sends the origin that decision", () => {
    expect(pagesCacheKey).toBe("$edge_build|$edge_encoding|$edge_lang|$edge_path");
    expect(committed).toContain(`proxy_cache_key "${pagesCacheKey}";`);
    expect(committed).toContain("proxy_set_header x-edge-lang $edge_lang;");
    expect(committed).toContain("proxy_set_header x-edge-lang-source $edge_lang_source;");
    expect(committed).toContain("proxy_set_header x-edge-secret $edge_secret;");
  });

  it("sends the origin the host name the request matched, never the client's Host header (I1)", () => {
    expect(committed).not.toContain("$http_host");
    const page = locations.find((location) => location.match === "/")!.body;
    expect(page).toContain("proxy_set_header Host $host;");
    expect(committed).toContain("\n  proxy_set_header Host $host;");
  });

  it("strips every header the framework or the proxy trusts, in every location", () => {
    const page = locations.find((location) => location.match === "/")!.body;
    for (const header of ["x-middleware-subrequest", "x-nextjs-data", "x-lead-submit", "x-real-ip", ...strippedRequestHeaders]) {
      expect(committed).toContain(`\n  proxy_set_header ${header} "";`);
      // The page location sets headers of its own, so it inherits none: it must strip them too.
      expect(page).toContain(`proxy_set_header ${header} "";`);
    }
  });

  it("never keeps the sandbox's answers, counts them per client, bounds their bodies and drops any cookie (SPEC 12)", () => {
    const sandbox = locations.find((location) => location.match === "^~ /sandbox/")!.body;
    expect(sandbox).toContain("proxy_cache off;");
    expect(sandbox).toContain("include runtime/limits.conf;");
    expect(sandbox).toContain("include runtime/limits-sandbox.conf;");
    expect(sandbox).toContain(`client_max_body_size ${sandboxEdgeBodyBytes / 1024}k;`);
    expect(sandbox).toContain("proxy_hide_header Set-Cookie;");
    expect(sandbox).toContain("proxy_pass http://origin;");
    for (const [name, status] of [
      ["@sandbox_limited", 429],
      ["@sandbox_too_large", 413],
    ] as const) {
      const refusal = locations.find((location) => location.match === name)!.body;
      expect(refusal).toMatch(
        new RegExp(`return ${status} '\\{"error":\\{"code":"[a-z_]+","message":"[^"]+","request_id":"req_edge"\\}\\}';`),
      );
      expect(refusal).toContain('add_header Cache-Control "no-store" always;');
    }
  });

  it("passes on to a client none of the framework's own headers of an answer, in any location (red team 1 I10, red team 3 F7)", () => {
    expect(hiddenResponseHeaders).toContain("x-middleware-rewrite");
    const httpLevel = committed.slice(committed.indexOf("http {"), committed.indexOf("\n  server {"));
    for (const header of hiddenResponseHeaders) expect(httpLevel).toContain(`\n  proxy_hide_header ${header};`);
    // A location that hides a header of its own inherits none of the http block's: it hides them all again.
    const proxying = locations.filter((location) => location.body.includes("proxy_pass"));
    expect(proxying.length).toBeGreaterThan(5);
    for (const location of proxying.filter((location) => location.body.includes("proxy_hide_header")))
      for (const header of hiddenResponseHeaders) expect(location.body, location.match).toContain(`proxy_hide_header ${header};`);
    // No server block hides one of its own (it would cut the inheritance for all its locations).
    for (const server of committed.split(/\n  server \{/).slice(1))
      expect(server.slice(0, server.indexOf("\n    location ")), "a server's own lines").not.toContain("proxy_hide_header");
  });

  it("sends the secret, the decision and the client's address from the page location and the sandbox's only (F10, F1)", () => {
    const sending = locations.filter((location) => /proxy_set_header x-edge-(secret|client) \$/.test(location.body));
    // The sandbox counts requests and keys per client (src/lib/sandbox/limits.ts): it needs the address the edge saw.
    expect(sending.map((location) => location.match)).toEqual(["^~ /sandbox/", "/"]);
    const sandbox = sending[0]!.body;
    expect(sandbox).toContain(`proxy_set_header ${edgeHeaders.client} $remote_addr;`);
    expect(sandbox).toContain("proxy_set_header X-Forwarded-For $remote_addr;");
    const page = sending[1]!.body;
    expect(page).toContain(`proxy_set_header ${edgeHeaders.secret} $edge_secret;`);
    expect(page).toContain(`proxy_set_header ${edgeHeaders.client} $remote_addr;`);
    expect(page).toContain("proxy_set_header X-Forwarded-For $remote_addr;");
    // Everywhere else (the http block, which the other locations inherit) they are blank.
    for (const header of Object.values(edgeHeaders)) expect(committed).toContain(`\n  proxy_set_header ${header} "";`);
    expect(committed.match(/\$edge_secret;/g)).toHaveLength(2);
  });

  it("refuses, before choosing a location, a raw path the cache and the site read differently (F10)", () => {
    expect(committed).toContain(`map $edge_path $edge_refused_path {\n    "~*${refusedPathPattern}" 1;`);
    // At the server's level, before any location (nginx runs it before it chooses one).
    expect(siteServer.indexOf("if ($edge_refused_path) {\n      return 400;\n    }")).toBeGreaterThan(0);
    expect(siteServer.indexOf("if ($edge_refused_path)")).toBeLessThan(siteServer.indexOf("\n    location "));
    const refused = new RegExp(refusedPathPattern, "i");
    for (const raw of [
      "/og%2Frnd1/../dz/app",
      "/_next%2Fx/../dz/app",
      "/dz/%2e%2e/app",
      "/dz/%2E%2e/app",
      "/dz/.%2E/app",
      "/dz/../app",
      "/dz/./app",
      "/dz/app/..",
      "/dz/app/.",
      "/dz\\app",
      "/dz%5capp",
      "/dz%5Capp",
      "/data%2fsearch/en.json",
    ])
      expect(refused.test(raw), raw).toBe(true);
    // Every path the site serves passes.
    const served = [...allPages(), ...files.filter((file) => !file.includes("["))].flatMap((page) => publicPaths(page));
    expect(served).toContain("/.well-known/security.txt");
    for (const raw of [
      ...served,
      "/_next/static/chunks/a-1.js",
      "/fonts/inter.woff2",
      "/og/dz/app.png",
      "/data/search/en.json",
      "/dz/no-such-page",
    ])
      expect(refused.test(raw), raw).toBe(false);
  });

  it("refuses any percent-encoding in the path of a file location, whose spellings would each be a key (R12)", () => {
    const refusedFile = nginxMap('"$edge_path $uri"', "$edge_refused_file");
    // The raw path, and the decoded one nginx chooses a location on.
    for (const [raw, decoded] of [
      ["/og/%65n/global/company.png", "/og/en/global/company.png"],
      ["/%6fg/en/global/company.png", "/og/en/global/company.png"],
      ["/data/search/%65n.json", "/data/search/en.json"],
      ["/data/altcha%3f", "/data/altcha?"],
      ["/robot%73.txt", "/robots.txt"],
      ["/favicon%2Eico", "/favicon.ico"],
    ])
      expect(refusedFile(`${raw} ${decoded}`), raw).toBe("1");
    // Pages (404s in misc) and the files nginx serves from disk are not concerned; the files as the site names them pass.
    for (const [raw, decoded] of [
      ["/dz/%61pp", "/dz/app"],
      ["/_next/static/%61.js", "/_next/static/a.js"],
      ["/og/en/global/company.png", "/og/en/global/company.png"],
      ["/robots.txt", "/robots.txt"],
      ["/robots.txt%20x", "/robots.txt x"],
    ])
      expect(refusedFile(`${raw} ${decoded}`), raw).toBe("");
    expect(siteServer.indexOf("if ($edge_refused_file)")).toBeLessThan(siteServer.indexOf("\n    location "));
    // No file of the site needs a percent-encoding: every share image's path is plain.
    const plain = /^[A-Za-z0-9/._~-]+$/;
    for (const page of allPages())
      for (const lang of langs) for (const region of regionIds) expect(ogImagePath(lang, region, page)).toMatch(plain);
    for (const file of files) expect(file).toMatch(/^[A-Za-z0-9/._~[\]-]+$/);
  });

  it("keeps in the pages zone only a page's exact spelling, and never a 404 (F9)", () => {
    expect(committed).toMatch(/map \$edge_path \$edge_page \{\s+include runtime\/pages\.map;\s+default "";\s+\}/);
    const zoneRule = /map "\$edge_path\|\$edge_page" \$edge_zone \{\s+"~([^"]+)" pages;\s+default misc;\s+\}/.exec(committed)?.[1];
    expect(zoneRule).toBeTruthy();
    // $edge_page is the page's own spelling whatever the case asked (nginx's map strings ignore it).
    const zone = (asked: string, page: string) => (new RegExp(zoneRule!).test(`${asked}|${page}`) ? "pages" : "misc");
    expect(zone("/dz/app", "/dz/app")).toBe("pages");
    expect(zone("/DZ/App", "/dz/app")).toBe("misc");
    expect(zone("/dz/App", "/dz/app")).toBe("misc");
    expect(zone("/flood-1", "")).toBe("misc");
    expect(committed).toMatch(/map "\$edge_zone:\$upstream_status" \$edge_page_not_found \{\s+"pages:404" 1;\s+default "";\s+\}/);
    expect(/proxy_no_cache (.*);/.exec(committed)?.[1]?.split(" ")).toContain("$edge_page_not_found");
  });

  it("answers nothing to a host name it does not serve (F18)", () => {
    const catchAll =
      /server \{\s+include runtime\/listen-default\.conf;\s+server_name "";\s+include runtime\/security-headers\.conf;\s+return 444;\s+\}/;
    expect(committed).toMatch(catchAll);
    expect(committed).not.toContain("server_name _;");
    expect(siteServer.startsWith("include runtime/server-names.conf;")).toBe(true);
  });

  it("limits the requests that reach the origins per client address, and times out slow clients (F11)", () => {
    const bypass = /proxy_cache_bypass (.*);/.exec(committed)?.[1]?.split(" ") ?? [];
    // The limit's key is the client's when one of the bypass values is set (but a form's reply
    // page, counted apart: below); a path that is no page is counted in a zone of its own (R11), so
    // that 404s never spend a visitor's language switches, reply pages and searches (red team N2).
    const counted = bypass.map((variable) => (variable === "$arg_reply" ? "$edge_reply_elsewhere" : variable));
    expect(counted).toContain("$edge_reply_elsewhere");
    expect(committed).toContain(`map "${counted.join("")}" $edge_limit_bypass {\n    "" "";\n    default $edge_client;\n  }`);
    expect(committed).toMatch(/map \$edge_zone \$edge_limit_misc \{\s+misc \$edge_client;\s+default "";\s+\}/);
    expect(committed).toContain("limit_req_status 429;");
    expect(committed).toContain("limit_conn_status 429;");
    expect(committed).toContain("client_header_timeout 10s;");
    expect(committed).toContain("client_body_timeout 10s;");
  });

  it("refuses a body larger than any lead form sends before it reaches an origin, whose framework would log its URL (red team 2, L2-4)", () => {
    const kib = (value: string) => Number(/^(\d+)k$/.exec(value)?.[1] ?? Number.NaN) * 1024;
    const sizes = [...committed.matchAll(/client_max_body_size (\S+);/g)].map((found) => kib(found[1]!));
    const [edge] = sizes;
    // The largest a browser can post: every field of a form at its maximum, each character 3 bytes
    // of UTF-8 percent-encoded (9), the choices, the consent, the token and the proof of work's
    // payload within 4 KiB more. The site's own 413 page answers from 32 KiB up to the edge's limit.
    const largest = Math.max(
      ...Object.values(leadFormTable.forms).map((fields) => fields.reduce((sum, field) => sum + 9 * (leadFormTable.fields[field.name]?.max ?? 0), 4096)),
    );
    expect(edge).toBeGreaterThan(largest);
    expect(edge).toBeGreaterThan(maxBodyBytes);
    // Next writes the whole URL of a POST past proxyClientMaxBodySize to the log: nothing that large passes.
    const nextLimit = kib(/proxyClientMaxBodySize: "(\d+)kb"/.exec(readFileSync("next.config.ts", "utf8"))?.[1] + "k");
    for (const size of sizes) expect(size).toBeLessThan(nextLimit);
  });

  it("counts every request that reaches an origin whatever the cache holds, each in its location (R11)", () => {
    const limited = (match: string) => locations.find((location) => location.match === match)?.body ?? "";
    // The pages and misc (404s), the framework's files nginx does not serve from disk, and what the
    // static locations do not find.
    for (const match of ["/", "^~ /_next/", "@origin"]) expect(limited(match), match).toContain("include runtime/limits.conf;");
    // The proof-of-work challenge (a key derivation per GET), apart.
    expect(limited(`= ${challengePath}`)).toContain("include runtime/limits-challenge.conf;");
    expect(limited(`= ${challengePath}`)).not.toContain("proxy_cache ");
    expect(existsSync(path.join(process.cwd(), "src/app", challengePath, "route.ts"))).toBe(true);
    // No limit of a server's level: each location says which it counts in (a location with a
    // limit_req of its own would inherit none of the server's anyway).
    expect(siteServer.slice(0, siteServer.indexOf("\n    location "))).not.toContain("limit_");
    // What the key is: a page of this build only when it bypasses the cache; any other path always.
    const misc = nginxMap("$edge_zone", "$edge_limit_misc");
    expect([misc("pages"), misc("misc")]).toEqual(["", "$edge_client"]);
  });

  it("keys a client on its IPv4 address, or its IPv6 address's /64 (R11)", () => {
    const client = nginxMap("$binary_remote_addr", "$edge_client");
    /** $binary_remote_addr: 4 or 16 bytes, as nginx gives them (here one character per byte). */
    const binary = (address: string): string => {
      if (isIP(address) === 4) return String.fromCharCode(...address.split(".").map(Number));
      // An IPv4 tail (::ffff:1.2.3.4) as two groups, then the groups the :: stands for.
      const hex = address.replace(/(\d+)\.(\d+)\.(\d+)\.(\d+)$/, (_, a, b, c, d) =>
        [
          [a, b],
          [c, d],
        ]
          .map(([high, low]) => ((Number(high) << 8) | Number(low)).toString(16))
          .join(":"),
      );
      const [head = "", tail] = hex.split("::");
      const groups = (part: string) => (part ? part.split(":") : []);
      const missing = 8 - groups(head).length - groups(tail ?? "").length;
      const all = [...groups(head), ...Array<string>(tail === undefined ? 0 : missing).fill("0"), ...groups(tail ?? "")];
      return all.map((group) => String.fromCharCode(parseInt(group, 16) >> 8, parseInt(group, 16) & 255)).join("");
    };
    expect(binary("2001:db8::1")).toHaveLength(16);
    expect(client(binary("2001:db8:1:2::1"))).toBe(client(binary("2001:db8:1:2:ffff:ffff:ffff:ffff")));
    expect(client(binary("2001:db8:1:2::1"))).toHaveLength(8);
    expect(client(binary("2001:db8:1:2::1"))).not.toBe(client(binary("2001:db8:1:3::1")));
    expect(client(binary("203.0.113.7"))).toBe(binary("203.0.113.7"));
    expect(client(binary("::ffff:203.0.113.7"))).toBe(binary("203.0.113.7"));
    expect(client(binary("203.0.113.7"))).not.toBe(client(binary("203.0.113.8")));
    // Behind NAT64 (64:ff9b::/96), each IPv4 visitor is its own client, not one shared /64 (red team I3).
    expect(client(binary("64:ff9b::203.0.113.7"))).toBe(binary("203.0.113.7"));
    expect(client(binary("64:ff9b::203.0.113.7"))).not.toBe(client(binary("64:ff9b::203.0.113.8")));
    // Bytes that are line breaks in text are bytes like any other.
    expect(client(binary("2001:a0a:d0d:a00::1"))).toBe(client(binary("2001:a0a:d0d:a00::2")));
    for (const match of ["/", "^~ /_next/", `= ${challengePath}`, "@origin"])
      expect(locations.find((l) => l.match === match)?.body).not.toContain("binary_remote_addr");
    // $edge_client's map and the sandbox's /48 one (red team 3, R3-4).
    expect(committed.match(/\$binary_remote_addr/g)).toHaveLength(3);
    const wide = nginxMap("$binary_remote_addr", "$edge_sandbox_48");
    expect(wide(binary("2001:db8:1:2::1"))).toHaveLength(6);
    expect(wide(binary("2001:db8:1:2::1"))).toBe(wide(binary("2001:db8:1:ffff::9")));
    expect(wide(binary("2001:db8:1:2::1"))).not.toBe(wide(binary("2001:db8:2:2::1")));
    for (const address of ["203.0.113.7", "::ffff:203.0.113.7", "64:ff9b::203.0.113.7"]) expect(wide(binary(address)), address).toBe("");
  });

  it("lets a POST through to the lead forms' pages only, refused elsewhere before anything counts it (R1)", () => {
    const refusedIn = nginxMap('"$edge_zone:$request_method:$edge_path"', "$edge_refused_method");
    /** A request to a page (the pages zone), or `zone` given. */
    const refused = (request: string, zone = "pages") => refusedIn(`${zone}:${request}`);
    const formPost = nginxMap('"$request_method:$edge_path"', "$edge_form_post");
    // Every page in every region: a POST goes through exactly where the proxy takes a lead.
    for (const region of regionIds)
      for (const page of allPages()) {
        const raw = page === "/" ? regions[region].prefix || "/" : `${regions[region].prefix}${page}`;
        const form = leadFormAt(page, region) !== null;
        expect(formPost(`POST:${raw}`), raw).toBe(form ? "1" : "");
        expect(refused(`POST:${raw}`), raw).toBe(form ? "" : "GET, HEAD");
        expect(refused(`PUT:${raw}`), raw).toBe(form ? "GET, HEAD, POST" : "GET, HEAD");
        for (const method of ["GET", "HEAD"]) expect(refused(`${method}:${raw}`), raw).toBe("");
      }
    expect(leadFormPaths().sort()).toEqual(
      ["/business/pay/contact", "/business/pro/apply", "/company/contact"]
        .flatMap((page) => ["", "/dz", "/ma"].map((prefix) => `${prefix}${page}`))
        .concat("/ma")
        .sort(),
    );
    // Exactly: no other case, no trailing slash, no query in the path.
    for (const raw of ["/DZ/business/pay/contact", "/business/pay/contact/", "/dz", "/", "/ma/", "/lead-submit", "/data/altcha"]) {
      expect(formPost(`POST:${raw}`), raw).toBe("");
      expect(refused(`POST:${raw}`), raw).toBe("GET, HEAD");
      // A path that is no page goes to the site for its 404 (counted there: the misc limit).
      expect(refused(`POST:${raw}`, "misc"), raw).toBe("");
    }
    // At the server's level, before any location: nothing counts it (limit_req runs later).
    expect(siteServer).toContain(
      "add_header Allow $edge_refused_method always;\n    if ($edge_refused_method) {\n      return 405;\n    }",
    );
    expect(siteServer.indexOf("if ($edge_refused_method)")).toBeLessThan(siteServer.indexOf("\n    location "));
    // Only a form's POST is counted in its zone.
    expect(committed).toMatch(/map \$edge_form_post \$edge_limit_form \{\s+1 \$edge_client;\s+default "";\s+\}/);
  });

  it("counts a lead form's reply page apart from the language switches, so that a neighbour's flood never refuses a visitor's thank-you (red team N2)", () => {
    const formPage = nginxMap("$edge_path", "$edge_form_page");
    const elsewhere = nginxMap("$edge_form_page", "$edge_reply_elsewhere");
    const replyKey = nginxMap('"$edge_form_page:$arg_reply"', "$edge_limit_reply");
    for (const raw of leadFormPaths()) {
      expect(formPage(raw), raw).toBe("1");
      // ?reply=sent on a form's page: not in the bypass limit's key, in the reply zone's.
      expect(elsewhere(formPage(raw)), raw).toBe("");
      expect(replyKey(`${formPage(raw)}:sent`), raw).toBe("$edge_client");
      // The form's page without ?reply= counts in neither.
      expect(replyKey(`${formPage(raw)}:`), raw).toBe("");
    }
    // Anywhere else, ?reply= is a bypass like any other, counted with the language switches.
    for (const raw of ["/dz", "/dz/app", "/DZ/business/pay/contact", "/dz/business/pay/contact/", "/lead-submit"]) {
      expect(formPage(raw), raw).toBe("");
      expect(elsewhere(formPage(raw)), raw).toBe("$arg_reply");
      expect(replyKey(`${formPage(raw)}:sent`), raw).toBe("");
    }
    // Its own zone, with the bypass limit's numbers, counted in the page location.
    const runtime = runtimeIncludes({ ...baseRuntime, limits: edgeLimits({ EDGE_LIMIT_RATE: "5", EDGE_LIMIT_BURST: "7" }) });
    expect(runtime["http.conf"]).toContain("limit_req_zone $edge_limit_reply zone=edge_reply:10m rate=5r/s;");
    expect(runtime["limits.conf"]).toContain("limit_req zone=edge_reply burst=7 nodelay;");
    expect(locations.find((location) => location.match === "/")!.body).toContain("include runtime/limits.conf;");
  });

  it("answers any other request past a limit with a page in its language and the security headers, never nginx's English page (red team N2)", () => {
    const page = locations.find((location) => location.match === "/")!.body;
    const where = nginxMap("$edge_limited_reply", "$edge_limited_location");
    expect(page).toContain("error_page 429 = $edge_limited_location;");
    expect([where("json"), where("page"), where("")]).toEqual(["@limited", "@limited", "@limited_page"]);
    const limitedPage = locations.find((location) => location.match === "@limited_page")!.body;
    expect(limitedPage).toContain("include runtime/security-headers.conf;");
    expect(limitedPage).toContain('add_header Cache-Control "private, no-store" always;');
    expect(limitedPage).toContain("default_type text/html;");
    expect(limitedPage).toContain("charset utf-8;");
    const body = /return 429 '([^']*)';/.exec(limitedPage)?.[1] ?? "";
    expect(body).toMatch(/^<!doctype html><html lang="\$edge_lang" dir="\$edge_limited_dir">/);
    expect(body).not.toMatch(/<script|<style|style=/);
    const title = nginxMap("$edge_lang", "$edge_limited_title");
    const text = nginxMap("$edge_lang", "$edge_limited_body");
    const dir = nginxMap("$edge_lang", "$edge_limited_dir");
    for (const lang of langs) {
      expect(title(lang), lang).toBe(limitedPageText[lang].title);
      expect(text(lang), lang).toBe(limitedPageText[lang].body);
      expect(dir(lang), lang).toBe(lang === "ar" ? "rtl" : "ltr");
    }
    expect(limitedPageText.ar.body).toMatch(/[\u0600-\u06ff]/);
    expect(limitedPageText.fr.body).not.toBe(limitedPageText.en.body);
  });

  it("answers a lead form's POST past its limit with the site's own reply, in the visitor's language (R1)", () => {
    const limited = locations.find((location) => location.match === "@limited")!.body;
    const reply = nginxMap('"$edge_form_post:$http_accept"', "$edge_limited_reply");
    expect(reply("1:application/json")).toBe("json");
    expect(reply("1:text/html,application/xhtml+xml")).toBe("page");
    expect(reply(":application/json")).toBe("");
    expect(limited).toContain(`if ($edge_limited_reply = json) {\n        return 429 '${JSON.stringify(limitedReply)}';`);
    expect(limited).toContain("if ($edge_limited_reply = page) {\n        return 303 $edge_path?reply=limited;");
    expect(JSON.parse(JSON.stringify(limitedReply))).toEqual({ status: "failed", failure: "limited", values: {} });
    // Relative, so that it stays on the scheme and host the visitor used (a TLS hop in front).
    expect(limited).toContain("absolute_redirect off;");
    expect(limited).toContain('add_header Cache-Control "private, no-store" always;');
    // Only a form's POST comes here (anything else goes to @limited_page, below).
    expect(limited).toMatch(/\n      return 429;\n *$/);
  });

  it("adds the security headers to nginx's own answers in every location that adds a header of its own (I7)", () => {
    for (const location of locations.filter((location) => location.body.includes("add_header")))
      expect(location.body, location.match).toContain("include runtime/security-headers.conf;");
    expect(siteServer.indexOf("include runtime/security-headers.conf;")).toBeLessThan(siteServer.indexOf("\n    location "));
  });

  it("never stores or answers from the cache a request that sets the language, submits the locale form, asks for a form's reply or for RSC", () => {
    const bypass = /proxy_cache_bypass (.*);/.exec(committed)?.[1]?.split(" ") ?? [];
    const noCache = /proxy_no_cache (.*);/.exec(committed)?.[1]?.split(" ") ?? [];
    expect(noCache).toEqual([...bypass, "$edge_unstorable_status", "$edge_page_not_found"]);
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

  it("keeps what it caches compressed by a server inside the edge, and never compresses a kept answer again (issue 40)", () => {
    // A location that caches (not `proxy_cache off`, as the vitals beacon's, which is never kept).
    const cached = locations.filter((location) => /proxy_cache (?!off;)/.test(location.body));
    expect(cached.map((location) => location.match)).toEqual(expect.arrayContaining(["/", "^~ /og/", "^~ /data/", "= /sitemap.xml"]));
    for (const location of cached) {
      // Never straight to the origins, which never compress: to a compressing server inside.
      expect(location.body, location.match).toMatch(/proxy_pass http:\/\/(\$edge_inner|edge_store);/);
      // What the cache sends goes out as it is kept.
      expect(location.body, location.match).toContain("include runtime/compression-off.conf;");
    }
    const page = locations.find((location) => location.match === "/")!.body;
    expect(page).toContain("proxy_set_header Accept-Encoding $edge_inward_encoding;");
    for (const location of cached.filter((location) => location.match !== "/"))
      expect(location.body, location.match).toContain(`proxy_cache_key "${assetsCacheKey}";`);
    // The upstream's name decides what it is asked: the origins nothing, the servers inside the key's encoding.
    const inward = nginxMap("$proxy_host", "$edge_inward_encoding");
    expect([inward("origin"), inward(innerServers.store.upstream), inward(innerServers.pass.upstream)]).toEqual([
      "",
      "$edge_encoding",
      "$edge_encoding",
    ]);
    expect(committed).toContain("\n  proxy_set_header Accept-Encoding $edge_inward_encoding;");
  });

  it("sends a miss that will be kept to the server that compresses hard, and what is never kept to the other", () => {
    const source = /map ("\$request_method:[^"]*") \$edge_inner \{/.exec(committed)?.[1];
    expect(source).toBeTruthy();
    const bypass = /proxy_cache_bypass (.*);/.exec(committed)?.[1]?.split(" ") ?? [];
    // The map's source is the method and every value that bypasses the cache, in that order.
    expect(source).toBe(`"$request_method:${bypass.join("")}"`);
    const inner = nginxMap(source!, "$edge_inner");
    expect(inner("GET:")).toBe(innerServers.store.upstream);
    expect(inner("HEAD:")).toBe(innerServers.store.upstream);
    for (const key of ["GET:fr", "GET:1", "HEAD:sent", "POST:", "POST:fr"]) expect(inner(key), key).toBe(innerServers.pass.upstream);
  });

  it("runs the servers inside the edge on their own sockets, to the origins, uncounted, unlogged, never cached", () => {
    const servers = committed.split("\n  server {\n").slice(3);
    expect(servers).toHaveLength(Object.keys(innerServers).length);
    for (const [index, inner] of Object.values(innerServers).entries()) {
      const server = servers[index]!;
      expect(committed).toContain(`upstream ${inner.upstream} {\n    include runtime/${inner.server};`);
      expect(server).toContain(`include runtime/${inner.listen};`);
      expect(server).toContain("access_log off;");
      expect(server).toContain("proxy_pass http://origin;");
      expect(server).toContain('proxy_set_header Accept-Encoding "";');
      expect(server).toContain("proxy_set_header Host $host;");
      expect(server).toContain("include runtime/security-headers.conf;");
      for (const header of strippedRequestHeaders) expect(server).toContain(`proxy_set_header ${header} "";`);
      // The edge's own headers pass on as the page location set them: never set (blanked) here.
      for (const header of Object.values(edgeHeaders)) expect(server).not.toContain(`proxy_set_header ${header} `);
      for (const word of ["proxy_cache", "limit_req", "limit_conn", "X-Forwarded-For"]) expect(server, word).not.toContain(word);
      expect(server.includes("compression-store.conf")).toBe(inner === innerServers.store);
    }
  });

  it("keeps the speed beacon out of the access and error logs, which would keep the visitor's address with it (cookie policies, review passes 8 and 9)", () => {
    const location = committed.split("\n    location = /data/vitals {\n")[1]?.split("\n    }\n")[0] ?? "";
    expect(location).toContain("proxy_pass http://origin;");
    expect(location).toContain("access_log off;");
    // Nor in the error log, where a refused or failed beacon would be written with the client's address (review pass 9).
    expect(location).toContain("error_log /dev/null;");
    // Every other location that reaches an origin is logged (the access log is the edge's record of visits).
    const logged = committed.split("\n    location ").filter((block) => block.includes("proxy_pass http://origin;") && !block.startsWith("= /data/vitals "));
    expect(logged.length).toBeGreaterThan(3);
    for (const block of logged) expect(block.split("\n    }\n")[0], block.split("\n")[0]).not.toContain("access_log off;");
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
  const runtime = baseRuntime;

  it("maps every page of the build, in every region, to its own spelling, and nothing else", () => {
    const map = runtimeIncludes(runtime)["pages.map"] ?? "";
    const lines = map.split("\n");
    for (const page of allPages()) for (const path of publicPaths(page)) expect(lines).toContain(`"${path}" "${path}";`);
    expect(lines).toHaveLength(allPages().length * 3);
    expect(lines).toContain('"/" "/";');
    expect(lines).toContain('"/dz" "/dz";');
    expect(lines).toContain('"/ma/app/wallet" "/ma/app/wallet";');
  });

  it("lists the origins, the port, the build and the secret", () => {
    const files = runtimeIncludes(runtime);
    expect(files["upstreams.conf"]).toBe("server 127.0.0.1:8081 max_fails=0;\nserver 127.0.0.1:8082 max_fails=0;");
    expect(files["listen.conf"]).toBe("listen 127.0.0.1:8080;");
    // The server that answers unknown host names is the default one, and holds the listen options.
    expect(files["listen-default.conf"]).toBe("listen 127.0.0.1:8080 default_server reuseport;");
    expect(files["http.conf"]).toContain('map "" $edge_build { default build_1; }');
    expect(files["http.conf"]).toContain('map "" $edge_secret { default s3cret-value; }');
    expect(files["main.conf"]).toContain("user www-data;");
  });

  it("keeps a page in one encoding a client's Accept-Encoding names: br, else gzip, else identity (issue 40)", () => {
    const encodingOf = (files: Record<string, string>) => {
      const block = /map \$http_accept_encoding \$edge_encoding \{\n([^]*?)\n\}/.exec(files["http.conf"] ?? "")?.[1] ?? "";
      const rules = block.split("\n").map((line) => /^ *(?:"~\*(.*)"|default) (\w+);$/.exec(line)!);
      return (header: string) => rules.find(([, pattern]) => pattern === undefined || new RegExp(pattern, "i").test(header))?.[2];
    };
    const withBrotli = encodingOf(runtimeIncludes(runtime));
    const gzipOnly = encodingOf(runtimeIncludes({ ...runtime, modules: { brotliFilter: false, brotliStatic: false } }));
    const cases: [string, string, string][] = [
      ["gzip, deflate, br, zstd", "br", "gzip"],
      ["gzip, deflate, br", "br", "gzip"],
      ["br", "br", "identity"],
      ["BR, GZIP", "br", "gzip"],
      ["gzip", "gzip", "gzip"],
      ["deflate, gzip;q=1.0, *;q=0.5", "gzip", "gzip"],
      ["br;q=0, gzip", "gzip", "gzip"],
      ["br;q=0.0, gzip;q=0", "identity", "identity"],
      ["gzip;q=0.001", "gzip", "gzip"],
      ["", "identity", "identity"],
      ["identity", "identity", "identity"],
      ["brotli, x-gzip", "identity", "identity"],
      ["zstd", "identity", "identity"],
    ];
    for (const [header, brotli, gzip] of cases) {
      expect(withBrotli(header), header).toBe(brotli);
      expect(gzipOnly(header), header).toBe(gzip);
    }
    expect(acceptsEncodingPattern("br")).not.toMatch(/["\\][trn"']/);
  });

  it("compresses what the cache keeps harder than what it passes, and nothing where the cache answers", () => {
    const files = runtimeIncludes(runtime);
    expect(storedCompression.brotli).toBeGreaterThan(passingCompression.brotli);
    expect(storedCompression.gzip).toBeGreaterThan(passingCompression.gzip);
    expect(files["compression-store.conf"]).toBe(`gzip_comp_level ${storedCompression.gzip};\nbrotli_comp_level ${storedCompression.brotli};`);
    expect(files["compression-off.conf"]).toBe("gzip off;\nbrotli off;");
    expect(files["http.conf"]).toContain(`brotli_comp_level ${passingCompression.brotli};`);
    expect(committed).toContain(`\n  gzip_comp_level ${passingCompression.gzip};`);
    const without = runtimeIncludes({ ...runtime, modules: { brotliFilter: false, brotliStatic: false } });
    expect(without["compression-store.conf"]).toBe("gzip_comp_level 9;");
    expect(without["compression-off.conf"]).toBe("gzip off;");
  });

  it("puts the inner servers' sockets in the folder it is given, absolute and short", () => {
    const files = runtimeIncludes(runtime);
    expect(files["listen-store.conf"]).toBe("listen unix:/tmp/site-edge-8080-abc123/tmp/edge-store.sock;");
    expect(files["upstream-store.conf"]).toBe("server unix:/tmp/site-edge-8080-abc123/tmp/edge-store.sock;");
    expect(files["listen-pass.conf"]).toBe("listen unix:/tmp/site-edge-8080-abc123/tmp/edge-pass.sock;");
    expect(files["upstream-pass.conf"]).toBe("server unix:/tmp/site-edge-8080-abc123/tmp/edge-pass.sock;");
    for (const socketDir of ["tmp", "/tmp/with space", "/tmp/semi;colon", `/${"x".repeat(100)}`])
      expect(() => runtimeIncludes({ ...runtime, socketDir }), socketDir).toThrow(/sockets/);
  });

  it("loads Brotli only when both modules are installed", () => {
    const without = runtimeIncludes({ ...runtime, modules: { brotliFilter: true, brotliStatic: false } });
    expect(without["main.conf"]).not.toContain("brotli");
    expect(without["http.conf"]).not.toContain("brotli");
    expect(without["static.conf"]).toBe("gzip_static on;");
    expect(runtimeIncludes(runtime)["static.conf"]).toBe("gzip_static on;\nbrotli_static on;");
  });

  it("gives nginx's own answers the site's security headers, by value (no inline script), analytics hosts only in the build with analytics", () => {
    /** The headers the includes add, each with the value it takes when the origin sent none. */
    const added = (files: Record<string, string>) =>
      (files["security-headers.conf"] ?? "").split("\n").map((line) => {
        const [, key, variable] = /^add_header ([A-Za-z-]+) (\$edge_header_[a-z_]+) always;$/.exec(line) ?? [];
        const upstream = `$upstream_http_${key?.toLowerCase().replace(/-/g, "_")}`;
        const map = new RegExp(`^map \\${upstream} \\${variable} \\{ "" "([^"]*)"; default ""; \\}$`, "m").exec(files["http.conf"] ?? "");
        return { key, value: map?.[1] };
      });
    const files = runtimeIncludes(runtime);
    expect(added(files)).toEqual(securityHeaders({ gaEnabled: false, dev: false }));
    expect(files["http.conf"]).toContain('"max-age=63072000; includeSubDomains; preload"');
    expect(files["http.conf"]).not.toContain("googletagmanager");
    const withAnalytics = runtimeIncludes({ ...runtime, gaEnabled: true });
    expect(added(withAnalytics)).toEqual(securityHeaders({ gaEnabled: true, dev: false }));
    expect(withAnalytics["http.conf"]).toContain("script-src 'self' https://www.googletagmanager.com;");
  });

  it("believes X-Forwarded-For from the declared hops only, and from none by default (F1)", () => {
    expect(runtimeIncludes(runtime)["http.conf"]).not.toContain("real_ip");
    const proxies = trustedProxies(" 10.0.0.0/8, 192.0.2.7 ,2001:DB8::/32,::1 ");
    expect(proxies).toEqual(["10.0.0.0/8", "192.0.2.7", "2001:db8::/32", "::1"]);
    const conf = runtimeIncludes({ ...runtime, trustedProxies: proxies })["http.conf"] ?? "";
    expect(conf).toContain(
      "set_real_ip_from 10.0.0.0/8;\nset_real_ip_from 192.0.2.7;\nset_real_ip_from 2001:db8::/32;\nset_real_ip_from ::1;\nreal_ip_header X-Forwarded-For;\nreal_ip_recursive on;",
    );
    expect(trustedProxies(undefined)).toEqual([]);
    expect(trustedProxies(" , ")).toEqual([]);
    for (const bad of ["10.0.0.0/33", "10.0.0", "example.com", "2001:db8::/129", "10.0.0.0/8/1", "10.0.0.0/x", "unix:", "10.0.0.1;"])
      expect(() => trustedProxies(bad), bad).toThrow(/EDGE_TRUSTED_PROXIES: .* is not an IPv4 or IPv6 address or CIDR block/);
    expect(() => trustedProxies("0.0.0.0/0")).toThrow(/trusts every address/);
    expect(() => trustedProxies("::/0")).toThrow(/trusts every address/);
  });

  it("answers the declared host names, by default the site's own, localhost and the listening address (F18)", () => {
    const defaults = { siteUrl: "https://www.cirta.example", listenHost: "127.0.0.1" };
    expect(serverNames(undefined, defaults)).toEqual(["www.cirta.example", "localhost", "127.0.0.1"]);
    expect(serverNames("", { ...defaults, listenHost: "edge.internal" })).toEqual([
      "www.cirta.example",
      "localhost",
      "127.0.0.1",
      "edge.internal",
    ]);
    expect(serverNames(undefined, { ...defaults, listenHost: "0.0.0.0" })).toEqual(["www.cirta.example", "localhost", "127.0.0.1"]);
    expect(serverNames(undefined, { ...defaults, listenHost: "::1" })).toContain("[::1]");
    expect(serverNames(undefined, { siteUrl: "https://staging.cirta.example:8443", listenHost: "localhost" })).toEqual([
      "staging.cirta.example",
      "localhost",
      "127.0.0.1",
    ]);
    expect(serverNames("WWW.Cirta.example, *.cirta.example,[::1]", defaults)).toEqual(["www.cirta.example", "*.cirta.example", "[::1]"]);
    for (const bad of ["_", "~^.*$", "a b", "evil.example;", "-x.example", "http://www.cirta.example", "*.dz", "*.example", "*."])
      expect(() => serverNames(bad, defaults), bad).toThrow(/EDGE_SERVER_NAMES: .* is not a host name/);
    // A wildcard wider than the site's domain (www.cirta.example) would answer, and let post leads,
    // every other site under a public suffix.
    expect(serverNames("*.www.cirta.example,*.preview.cirta.example", defaults)).toEqual(["*.www.cirta.example", "*.preview.cirta.example"]);
    for (const wide of ["*.com.dz", "*.github.io", "*.other.example", "*.example.com"])
      expect(() => serverNames(`www.cirta.example,${wide}`, defaults), wide).toThrow(/is not within the site's domain/);
    // Without www, the site's name itself is the bound: cirta.com.dz never lets *.com.dz in.
    const bare = { ...defaults, siteUrl: "https://cirta.com.dz" };
    expect(serverNames("cirta.com.dz,*.cirta.com.dz", bare)).toEqual(["cirta.com.dz", "*.cirta.com.dz"]);
    expect(() => serverNames("cirta.com.dz,*.com.dz", bare)).toThrow(/is not within the site's domain/);
    // A site on an address has no wildcard.
    expect(() => serverNames("*.cirta.example", { ...defaults, siteUrl: "https://203.0.113.5" })).toThrow(/is not within/);
    expect(runtimeIncludes(runtime)["server-names.conf"]).toBe("server_name www.cirta.example localhost 127.0.0.1;");
    expect(() => runtimeIncludes({ ...runtime, serverNames: [] })).toThrow();
  });

  it("writes the limits the environment sets, each a positive whole number (F11, R1, R11)", () => {
    expect(edgeLimits({})).toEqual({
      bypassRate: 20,
      bypassBurst: 100,
      bypassConnections: 50,
      formConnections: 20,
      challengeRatePerMinute: 60,
      challengeBurst: 60,
    });
    const limits = edgeLimits({
      EDGE_LIMIT_RATE: "5",
      EDGE_LIMIT_BURST: " 20 ",
      EDGE_LIMIT_FORM_CONN: "3",
      EDGE_LIMIT_CHALLENGE_RATE: "7",
    });
    const files = runtimeIncludes({ ...runtime, limits });
    expect(files["http.conf"]).toContain("limit_req_zone $edge_limit_bypass zone=edge_bypass:10m rate=5r/s;");
    expect(files["http.conf"]).toContain("limit_conn_zone $edge_limit_bypass zone=edge_bypass_conn:10m;");
    expect(files["http.conf"]).toContain("limit_req_zone $edge_limit_misc zone=edge_misc:10m rate=5r/s;");
    // A lead form's POSTs: how many at once, never a rate (red team N1).
    expect(files["http.conf"]).toContain("limit_conn_zone $edge_limit_form zone=edge_form_conn:10m;");
    expect(files["http.conf"]).not.toMatch(/limit_req_zone \$edge_limit_form/);
    expect(files["http.conf"]).toContain("limit_req_zone $edge_client zone=edge_challenge:10m rate=7r/m;");
    expect(files["limits.conf"]).toBe(
      "limit_req zone=edge_bypass burst=20 nodelay;\nlimit_req zone=edge_misc burst=20 nodelay;\nlimit_req zone=edge_reply burst=20 nodelay;\nlimit_conn edge_bypass_conn 50;\nlimit_conn edge_form_conn 3;",
    );
    expect(files["limits-challenge.conf"]).toBe("limit_req zone=edge_challenge burst=60 nodelay;");
    // The sandbox also counts an IPv6 /48's /64s together: four clients' worth (red team 3, R3-4).
    expect(files["http.conf"]).toContain("limit_req_zone $edge_sandbox_48 zone=edge_sandbox48:10m rate=20r/s;");
    expect(files["limits-sandbox.conf"]).toBe("limit_req zone=edge_sandbox48 burst=80 nodelay;");
    for (const { name } of Object.values(edgeLimitVariables))
      for (const bad of ["0", "-1", "1.5", "ten", "1e3"]) expect(() => edgeLimits({ [name]: bad }), `${name}=${bad}`).toThrow(name);
    // nginx refuses a connection limit of 65536 or more: said at the start, not by nginx -t.
    expect(edgeLimits({ EDGE_LIMIT_CONN: "65535", EDGE_LIMIT_FORM_CONN: "65535" })).toMatchObject({
      bypassConnections: 65535,
      formConnections: 65535,
    });
    for (const name of ["EDGE_LIMIT_CONN", "EDGE_LIMIT_FORM_CONN"])
      expect(() => edgeLimits({ [name]: "1000000" }), name).toThrow(`${name} must be a whole number from 1 to 65535`);
    // The per-minute POST limit of before counted every POST, and the hourly form rate after it
    // refused verified leads behind a busy address: set, they stop the start.
    expect(() => edgeLimits({ EDGE_LIMIT_POST_RATE: "60" })).toThrow(/EDGE_LIMIT_POST_RATE is no longer read: set EDGE_LIMIT_FORM_CONN/);
    expect(() => edgeLimits({ EDGE_LIMIT_FORM_RATE: "500" })).toThrow(/EDGE_LIMIT_FORM_RATE is no longer read: set EDGE_LIMIT_FORM_CONN/);
    expect(() => edgeLimits({ EDGE_LIMIT_FORM_BURST: "30" })).toThrow(/EDGE_LIMIT_FORM_CONN/);
  });

  it("is described by the docs with the variables and limits it has, none of an earlier edge (docs/deployment.md)", () => {
    const docs = readdirSync(path.join(process.cwd(), "docs"))
      .filter((file) => file.endsWith(".md"))
      .map((file) => ({ file, text: readFileSync(path.join(process.cwd(), "docs", file), "utf8") }));
    const configured = [committed, ...Object.values(runtimeIncludes(runtime))].join("\n");
    // Each nginx variable of the edge a doc names is one a map of the configuration defines.
    const defined = new Set([...configured.matchAll(/^ *map [^\n]*? (\$edge_\w+) \{/gm)].map((found) => found[1]));
    for (const { file, text } of docs)
      for (const [variable] of text.matchAll(/\$edge_\w+/g)) expect(defined, `${file}: ${variable}`).toContain(variable);
    // Each limit a doc names is one the edge reads (a retired one stops the start).
    const read = Object.values(edgeLimitVariables).map(({ name }) => name);
    for (const { file, text } of docs)
      for (const [name] of text.matchAll(/EDGE_LIMIT_[A-Z_]+/g)) expect(read, `${file}: ${name}`).toContain(name);
    // The table of what nginx refuses says what a lead form's POST past its limit gets: no rate,
    // how many at once, the site's own reply (red team N1).
    const deployment = docs.find(({ file }) => file === "deployment.md")!.text;
    const refused = deployment.slice(deployment.indexOf("## Refused at the edge"), deployment.indexOf("### Limits"));
    const formRow = refused.split("\n").find((line) => line.startsWith("|") && line.includes("lead form's POST")) ?? "";
    expect(formRow).toContain("`EDGE_LIMIT_FORM_CONN`");
    expect(formRow).toContain("`limit_conn` keyed on the address only for a lead form's POST (`$edge_limit_form`)");
    expect(refused).not.toMatch(/limit_req[^\n]*POST/);
  });

  it("refuses a build id or secret that could break out of the configuration", () => {
    expect(() => runtimeIncludes({ ...runtime, secret: 'x"; }' })).toThrow();
    expect(() => runtimeIncludes({ ...runtime, buildId: "a b" })).toThrow();
  });
});
