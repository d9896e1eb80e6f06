import { isIP } from "node:net";
import path from "node:path";
import { leadFormPages } from "@/config/leads";
import { languages, langs, type Lang } from "@/config/languages";
import { prefixedRegionIds, regions } from "@/config/regions";
import { checkoutPagePath, paymentLinkPagePath, searchPath } from "@/config/routes";
import { securityHeaders } from "@/config/security";
import { wildcardOfSite } from "@/config/server-names";
import { cookieLangPattern, queryLangPattern } from "@/i18n/resolve";
import { replyParam, type LeadReply } from "@/lib/leads/reply";
import { vitalsPath } from "@/lib/vitals/beacon-shape";
import { sandboxEdgeBodyBytes } from "@/config/sandbox";
import ar from "@messages/ar.json" with { type: "json" };
import en from "@messages/en.json" with { type: "json" };
import fr from "@messages/fr.json" with { type: "json" };
import { edgeHeaders, hiddenResponseHeaders, proxySkips, rscRequestHeaders, strippedRequestHeaders } from "./contract";

/**
 * nginx's configuration for the edge (SPEC 9, docs/deployment.md), written from the site's own
 * configuration so that the two are never kept by hand in two places:
 *
 * - `nginxConfig()` is `deploy/nginx/nginx.conf`, committed so it can be read and reviewed
 *   (`npm run edge:config` writes it; a unit test fails when the file and the site disagree);
 * - `runtimeIncludes()` are the few files that only exist once the edge starts (its port, the
 *   origin processes, the build id, the shared secret, the pages of this build, and what the
 *   operator declares: trusted proxies, host names, limits), written by `scripts/edge.mjs` beside
 *   a copy of the configuration.
 *
 * nginx runs with its prefix (`-p`) in the edge's folder: every relative path below is in it.
 */

/** The cache zones: real pages never share a zone with what anybody can invent (unknown paths). */
export const cacheZones = {
  /** The site's pages, by exact path: a bounded set of keys (pages x languages). */
  pages: { keysMb: 10, maxSize: "1g", inactive: "7d" },
  /** Everything else the proxy answers (404s, the news pages' JSON): flooding it evicts only its own. */
  misc: { keysMb: 4, maxSize: "128m", inactive: "1h" },
  /** Files whose language, if any, is in their path (share images, search indexes, site map). */
  assets: { keysMb: 4, maxSize: "512m", inactive: "7d" },
} as const;

/** Debian's dynamic modules that the edge loads when they are installed. */
export const optionalModules = {
  brotliFilter: "/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so",
  brotliStatic: "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so",
} as const;

/** Types compressed on the fly (HTML is always compressed by nginx's gzip). */
const compressedTypes = [
  "text/css",
  "text/plain",
  "text/xml",
  "text/markdown",
  "text/x-component",
  "application/javascript",
  "application/json",
  "application/manifest+json",
  "application/xml",
  "application/rss+xml",
  "application/yaml",
  "image/svg+xml",
].join(" ");

/** An nginx variable name for a request header (`next-router-state-tree` -> `$http_next_router_state_tree`). */
function headerVariable(header: string): string {
  return `$http_${header.toLowerCase().replace(/-/g, "_")}`;
}

/** A string quoted for nginx (the patterns hold no quote or backslash; a test checks it). */
function quoted(text: string): string {
  if (/["\\]/.test(text)) throw new Error(`cannot quote ${text} for nginx`);
  return `"${text}"`;
}

/** Text matched literally in a regular expression. */
function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * A regular expression quoted for nginx: its backslashes are kept as they are, except before a
 * quote, a backslash, `t`, `r` or `n`, which nginx's parser would read as an escape of its own.
 */
function quotedRegex(pattern: string): string {
  if (/"|\\["'\\trn]/.test(pattern)) throw new Error(`cannot quote ${pattern} for nginx`);
  return `"${pattern}"`;
}

/**
 * Raw paths the cache and the site would read differently (docs/deployment.md, "Refused"): an
 * encoded slash or backslash, a backslash, an encoded dot, or a dot segment (`/./`, `/../`, or one
 * at the end). nginx chooses a location on the decoded, normalised path, while the cache key and
 * the origin take the raw one, and Next decodes `%2F` differently again: such a path could reach a
 * page through a file location (another zone, no language in the key). No page or file of the
 * site has such a path; nginx answers 400 before it chooses a location.
 */
export const refusedPathPattern = String.raw`%2f|%5c|%2e|\x5c|/[.][.]?(?:/|$)`;

/**
 * The lead forms' pages, as visitors post to them: each form's page in each region that shows it
 * (`leadFormPages`), with the region's prefix (`/dz/business/pay/contact`, Morocco's home `/ma`).
 * The only paths the edge lets a POST through to.
 */
export function leadFormPaths(): string[] {
  return Object.values(leadFormPages).flatMap(({ path, regions: ids }) =>
    ids.map((id) => (path === "/" ? regions[id].prefix || "/" : `${regions[id].prefix}${path}`)),
  );
}

/** The proof-of-work challenge a lead form's widget asks for (`src/app/data/altcha/route.ts`): one key derivation per GET, never cached. */
export const challengePath = "/data/altcha";

/** What nginx answers for the site when its own limit refuses a lead form's POST: the site's "limited" reply, as the origin gives it. */
export const limitedReply = { status: "failed", failure: "limited", values: {} } as const satisfies LeadReply;

/**
 * The page nginx answers a GET or HEAD with when a limit refuses it (429): the sentence of
 * `edgeLimited` in the messages, in the language the edge decided for the request (`$edge_lang`),
 * with the site's security headers, never nginx's own English page (red team N2). No script, no
 * style: the CSP allows none inline.
 */
export const limitedPageText: Record<Lang, { title: string; body: string }> = { en: en.edgeLimited, fr: fr.edgeLimited, ar: ar.edgeLimited };

/** A text for an nginx string and HTML at once: `<`, `>` and `&` escaped; a quote, a backslash or a `$` (a variable) refused. */
function pageText(text: string): string {
  if (/["'\\$]/.test(text)) throw new Error(`cannot write ${text} into nginx's configuration`);
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** Limits per client address at the edge (docs/deployment.md, "Limits"), from the environment. */
export type EdgeLimits = {
  /** Requests per second that reach an origin whatever the cache holds (`?lang=`, RSC, `_rsc`, `region=`, `reply=`, search, any path that is no page). */
  bypassRate: number;
  /** How many such requests above the rate are answered at once before the 429s start. */
  bypassBurst: number;
  /** Such requests in progress at once. */
  bypassConnections: number;
  /** A lead form's POSTs in progress at once (never a rate: the site decides what a lead past its limits gets). */
  formConnections: number;
  /** Proof-of-work challenges (`challengePath`) per minute. */
  challengeRatePerMinute: number;
  /** Such challenges above that rate answered at once. */
  challengeBurst: number;
};

type Env = Record<string, string | undefined>;

/**
 * The environment variable of each limit, and its default: sized for one real visitor and many
 * behind one address (a carrier's NAT, an office). A lead form's POSTs have no rate at the edge,
 * only a number in progress at once: nginx cannot see the proof of work, and the site stores a
 * lead that solved it whatever its address sent before (src/lib/leads/limits.ts). A rate here
 * let one sender behind a carrier's address get every neighbour's lead refused (red team N1).
 */
export const edgeLimitVariables: Record<keyof EdgeLimits, { name: string; defaultValue: (env: Env) => number; max?: number }> = {
  bypassRate: { name: "EDGE_LIMIT_RATE", defaultValue: () => 20 },
  bypassBurst: { name: "EDGE_LIMIT_BURST", defaultValue: () => 100 },
  // nginx takes a connection limit below 65536.
  bypassConnections: { name: "EDGE_LIMIT_CONN", defaultValue: () => 50, max: 65535 },
  formConnections: { name: "EDGE_LIMIT_FORM_CONN", defaultValue: () => 20, max: 65535 },
  challengeRatePerMinute: { name: "EDGE_LIMIT_CHALLENGE_RATE", defaultValue: () => 60 },
  challengeBurst: { name: "EDGE_LIMIT_CHALLENGE_BURST", defaultValue: () => 60 },
};

/** Variables of an earlier edge whose meaning changed: set, they stop the start rather than be ignored. */
const retiredLimitVariables: Record<string, string> = {
  EDGE_LIMIT_POST_RATE: "EDGE_LIMIT_FORM_CONN (a lead form's POSTs in progress at once; every other POST is refused, uncounted)",
  EDGE_LIMIT_POST_BURST: "EDGE_LIMIT_FORM_CONN",
  EDGE_LIMIT_FORM_RATE: "EDGE_LIMIT_FORM_CONN (the site decides what a lead past its limits gets)",
  EDGE_LIMIT_FORM_BURST: "EDGE_LIMIT_FORM_CONN",
};

/** The limits the environment sets (each a positive whole number; a bad value throws, naming it). */
export function edgeLimits(env: Env): EdgeLimits {
  for (const [name, successor] of Object.entries(retiredLimitVariables))
    if (env[name]?.trim()) throw new Error(`${name} is no longer read: set ${successor}`);
  const entries = Object.entries(edgeLimitVariables).map(([key, { name, defaultValue, max = 9_999_999 }]) => {
    const raw = env[name]?.trim();
    if (!raw) return [key, defaultValue(env)];
    if (!/^[1-9][0-9]{0,6}$/.test(raw) || Number(raw) > max)
      throw new Error(`${name} must be a whole number from 1 to ${max}, not ${JSON.stringify(raw)}`);
    return [key, Number(raw)];
  });
  return Object.fromEntries(entries) as EdgeLimits;
}

/**
 * The hops in front of the edge whose `X-Forwarded-For` it believes (`EDGE_TRUSTED_PROXIES`:
 * comma-separated addresses or CIDR blocks, IPv4 or IPv6). Throws, naming the bad entry, on
 * anything else, and on a block that holds every address (any client could then name its own).
 */
export function trustedProxies(value: string | undefined): string[] {
  const entries = (value ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  return entries.map((entry) => {
    const [address = "", prefix, ...rest] = entry.split("/");
    const family = isIP(address);
    const bits = family === 4 ? 32 : 128;
    const valid = family !== 0 && rest.length === 0 && (prefix === undefined || (/^[0-9]{1,3}$/.test(prefix) && Number(prefix) <= bits));
    if (!valid)
      throw new Error(
        `EDGE_TRUSTED_PROXIES: ${JSON.stringify(entry)} is not an IPv4 or IPv6 address or CIDR block (10.0.0.0/8, 2001:db8::/32)`,
      );
    if (prefix !== undefined && Number(prefix) === 0)
      throw new Error(
        `EDGE_TRUSTED_PROXIES: ${entry} trusts every address, so any client could name its own; list the hops in front of the edge`,
      );
    return entry.toLowerCase();
  });
}

/** A host name nginx can match exactly (or `*.` a domain), an IPv4 address, or an IPv6 one in brackets. */
const hostNamePattern = /^(?:\*\.)?(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/** One host name as `server_name` takes it, or an error naming it. */
function serverName(name: string, variable: string): string {
  const lower = name.trim().toLowerCase();
  const ipv6 = /^\[(.*)\]$/.exec(lower)?.[1];
  // A wildcard needs two labels after it: `*.dz` or `*.example` would answer, and let post leads
  // from (src/lib/leads/proxy.ts), every site under a top-level domain.
  const wildcardTooWide = lower.startsWith("*.") && lower.split(".").length < 3;
  if (ipv6 !== undefined ? isIP(ipv6) === 6 : (hostNamePattern.test(lower) && !wildcardTooWide) || isIP(lower) === 4) return lower;
  throw new Error(`${variable}: ${JSON.stringify(name)} is not a host name (www.example.com, *.example.com, 127.0.0.1, [::1])`);
}

/**
 * The host names the edge answers (`EDGE_SERVER_NAMES`, comma-separated); by default the public
 * site's host (`siteUrl`, NEXT_PUBLIC_SITE_URL), `localhost`, `127.0.0.1`, and the address the
 * edge listens on when it is a name or one address (`EDGE_HOST`). Any other `Host` gets no answer.
 */
export function serverNames(value: string | undefined, defaults: { siteUrl: string; listenHost: string }): string[] {
  const siteHost = new URL(defaults.siteUrl).hostname;
  if (value?.trim()) {
    const names = [...new Set(value.split(",").filter((name) => name.trim()).map((name) => serverName(name, "EDGE_SERVER_NAMES")))];
    const wide = names.find((name) => name.startsWith("*.") && !wildcardOfSite(name, siteHost));
    if (wide)
      throw new Error(
        `EDGE_SERVER_NAMES: ${JSON.stringify(wide)} is not within the site's domain (NEXT_PUBLIC_SITE_URL's ${siteHost}): a wildcard is *. and that name without www., or a name under it; a site on an address has none`,
      );
    return names;
  }
  const listen = defaults.listenHost.replace(/^\[(.*)\]$/, "$1");
  const wildcard = ["", "*", "0.0.0.0", "::"].includes(listen);
  const listenName = wildcard ? [] : [isIP(listen) === 6 ? `[${listen}]` : listen];
  return [...new Set([siteHost, "localhost", "127.0.0.1", ...listenName].map((name) => serverName(name, "the default server names")))];
}

/**
 * The two servers inside the edge that compress what the cache keeps (issue 40): nginx's cache
 * keeps what its upstream sent, before the compressing filters of the location that keeps it, so
 * a page kept compressed must come compressed from an upstream. The page location asks one of
 * these with the one encoding of its key; each listens on a unix socket in the edge's `tmp/`.
 */
export const innerServers = {
  store: {
    upstream: "edge_store",
    listen: "listen-store.conf",
    server: "upstream-store.conf",
    socket: "edge-store.sock",
    compression: "compression-store.conf",
    comment: "What the cache keeps: compressed once, hard (runtime/compression-store.conf).",
  },
  pass: {
    upstream: "edge_pass",
    listen: "listen-pass.conf",
    server: "upstream-pass.conf",
    socket: "edge-pass.sock",
    compression: null,
    comment: "What is never kept (a bypass, a POST): compressed for this one answer, at the http block's levels.",
  },
} as const;

/**
 * How hard what the cache keeps is compressed: once per page, language and encoding, in the nginx
 * worker that fills the entry, which answers nothing else meanwhile. Brotli 9, not 11: on `/dz`
 * (83 KB), 11 saves another 1.1 KB (13.6 against 14.7 KB) for about eight times the time (a miss
 * took 0.95 s instead of 0.29 s uncompressed on the loaded test machine), and a cold page's first
 * misses are all filled at once (no cache lock). gzip 9 costs little more than 5.
 */
export const storedCompression = { brotli: 9, gzip: 9 } as const;
/** How hard what nginx compresses for one answer (never kept) is compressed. */
export const passingCompression = { brotli: 4, gzip: 5 } as const;

/**
 * A regular expression (case-insensitive) for an `Accept-Encoding` that accepts `token`: the
 * token in the list, with no quality or a quality above zero, as nginx's own filters read it.
 */
export function acceptsEncodingPattern(token: "br" | "gzip"): string {
  return String.raw`(?:^|,)[ 	]*${token}[ 	]*(?:;[ 	]*q=(?!0(?:\.0{0,3})?[ 	]*(?:,|$))[01](?:\.[0-9]{0,3})?[ 	]*)?(?:,|$)`;
}

/** The cache key of a page: the build, the encoding it is kept in, the decided language, the raw path. */
export const pagesCacheKey = "$edge_build|$edge_encoding|$edge_lang|$edge_path";
/** The cache key of a file whose language, if any, is in its path. */
export const assetsCacheKey = "$edge_build|$edge_encoding|$edge_path";

/** The committed configuration: `deploy/nginx/nginx.conf`. */
export function nginxConfig(): string {
  const regionPattern = `^/(${prefixedRegionIds.join("|")})(?:[/?]|$)`;
  const defaultLangs = prefixedRegionIds.map((id) => `    ${id} ${regions[id].defaultLang};`).join("\n");
  const bypassVariables = [
    "$edge_query_lang",
    ...rscRequestHeaders.map(headerVariable),
    "$arg__rsc",
    "$arg_region",
    `$arg_${replyParam}`,
    "$edge_search",
    "$edge_checkout",
  ];
  const bypass = bypassVariables.join(" ");
  // What the bypass limit counts: the same, but a form's reply page (?reply= on a lead form's
  // page), which has a zone of its own (below).
  const limitedBypassVariables = bypassVariables.map((variable) => (variable === `$arg_${replyParam}` ? "$edge_reply_elsewhere" : variable));
  const searchPattern = `^(?:/(?:${prefixedRegionIds.join("|")}))?${searchPath}$`;
  const checkoutPattern = `^(?:/(?:${prefixedRegionIds.join("|")}))?(?:${checkoutPagePath}|${paymentLinkPagePath})/[^/]+$`;
  const formPaths = `(?:${leadFormPaths().map(escapeRegex).join("|")})`;
  const skippedPrefixes = proxySkips.prefixes.filter((prefix) => prefix !== "/_next/" && prefix !== "/fonts/");
  // The file locations (below), as nginx chooses them: on the decoded path ($uri).
  const fileLocations = `(?:${skippedPrefixes.map(escapeRegex).join("|")}|(?:${proxySkips.files.map(escapeRegex).join("|")})$)`;
  // proxy_set_header is inherited only by a block that sets none itself: the page location, which
  // adds the edge's own headers, repeats these.
  const forwarded = (indent: string) =>
    [
      `proxy_set_header Connection "";`,
      `# The name the request matched (server_name), never the client's Host: an absolute-form request`,
      `# line (GET http://localhost/...) is matched on its own host, whatever its Host header says.`,
      `proxy_set_header Host $host;`,
      `proxy_set_header X-Forwarded-For $remote_addr;`,
      `proxy_set_header X-Forwarded-Proto $scheme;`,
      `# The origins never compress; the servers inside the edge get the one encoding of the key.`,
      `proxy_set_header Accept-Encoding $edge_inward_encoding;`,
      `# Headers the framework or the proxy would trust: never from a client.`,
      ...strippedRequestHeaders.map((header) => `proxy_set_header ${header} "";`),
    ]
      .map((line) => `${indent}${line}`)
      .join("\n");
  // proxy_hide_header is inherited only by a block that hides none itself: the page location,
  // which hides Cache-Control, repeats these.
  const hidden = (indent: string) => hiddenResponseHeaders.map((header) => `${indent}proxy_hide_header ${header};`).join("\n");
  const edgeHeaderValues: Record<keyof typeof edgeHeaders, string> = {
    secret: "$edge_secret",
    lang: "$edge_lang",
    source: "$edge_lang_source",
    client: "$remote_addr",
  };
  const edgeHeaderLines = (indent: string, blank: boolean) =>
    Object.entries(edgeHeaders)
      .map(([key, header]) => `${indent}proxy_set_header ${header} ${blank ? '""' : edgeHeaderValues[key as keyof typeof edgeHeaders]};`)
      .join("\n");
  const zones = Object.entries(cacheZones)
    .map(
      ([name, zone]) =>
        `  proxy_cache_path cache/${name} levels=1:2 keys_zone=${name}:${zone.keysMb}m max_size=${zone.maxSize} inactive=${zone.inactive} use_temp_path=off;`,
    )
    .join("\n");

  return `# The edge: nginx in front of several \`next start\` processes (SPEC 9, docs/deployment.md).
# Written by \`npm run edge:config\` from src/edge/nginx.ts and the site's configuration
# (languages, regions, the rule of src/i18n/resolve.ts, src/edge/contract.ts); do not edit by
# hand: a unit test fails when this file and the site disagree. \`npm run serve:edge\` copies it
# into the edge's folder (nginx's prefix) beside the runtime/ files it includes.

include runtime/main.conf;
worker_processes auto;
pid nginx.pid;

events {
  worker_connections 4096;
}

http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  server_tokens off;
  # A client has 10 s to send its headers, and 10 s between two reads of its body.
  client_header_timeout 10s;
  client_body_timeout 10s;
  reset_timedout_connection on;
  sendfile on;
  # tcp_nopush stays off: with it, responses to keep-alive clients waited on the peer's delayed
  # ACK (40 ms each, measured with autocannon on this stack).
  keepalive_timeout 65s;
  keepalive_requests 10000;
  # Above what a lead form can send (its fields' maxima) and the site's own limit (32 KiB: from
  # there to here, the origin answers with its 413 page, in the visitor's language), below the
  # 64 KiB past which Next writes the request's whole URL, query included, to the log (red team 2,
  # L2-4): a larger body gets nginx's 413, with the security headers, and never reaches an origin.
  client_max_body_size 48k;
  large_client_header_buffers 4 16k;
  # Room for the page map (runtime/pages.map: every page of the build in every region).
  map_hash_max_size 8192;
  map_hash_bucket_size 128;
  # Room for the edge's own variables (the maps below), without nginx's warning at each start.
  variables_hash_max_size 2048;

  client_body_temp_path tmp/body;
  proxy_temp_path tmp/proxy;
  fastcgi_temp_path tmp/fastcgi;
  uwsgi_temp_path tmp/uwsgi;
  scgi_temp_path tmp/scgi;

  log_format edge '$remote_addr [$time_iso8601] "$request" $status $body_bytes_sent '
                  'cache=$upstream_cache_status lang=$edge_lang zone=$edge_zone enc=$edge_encoding '
                  'sent=$sent_http_content_encoding rt=$request_time';
  access_log logs/access.log edge buffer=64k flush=1s;
  error_log logs/error.log warn;

  # The build id, the shared secret, Brotli when installed, the trusted proxies (real_ip), the
  # limit zones, the security headers' values.
  include runtime/http.conf;

  # ---- One decision of the language (SPEC 2, src/i18n/resolve.ts) ----------------------------
  # nginx decides once, from the raw query and Cookie header, with the very patterns of
  # resolve.ts; the decision is the cache key's language and goes to the origin in
  # ${edgeHeaders.lang} (with the shared secret), which renders exactly that language.
  map $args $edge_query_lang {
    ${quoted(`~${queryLangPattern}`)} $1;
    default "";
  }
  map $http_cookie $edge_cookie_lang {
    ${quoted(`~${cookieLangPattern}`)} $1;
    default "";
  }
  map $request_uri $edge_region {
    ${quoted(`~${regionPattern}`)} $1;
    default global;
  }
  map $edge_region $edge_default_lang {
${defaultLangs}
    default ${regions.global.defaultLang};
  }
  map $edge_cookie_lang $edge_cookie_or_default_lang {
    "" $edge_default_lang;
    default $edge_cookie_lang;
  }
  map $edge_query_lang $edge_lang {
    "" $edge_cookie_or_default_lang;
    default $edge_query_lang;
  }
  map $edge_cookie_lang $edge_cookie_or_default_source {
    "" default;
    default cookie;
  }
  map $edge_query_lang $edge_lang_source {
    "" $edge_cookie_or_default_source;
    default query;
  }

  # ---- The cache key: build, language, raw path ------------------------------------------------
  # The raw path as the client sent it and as the origin receives it (proxy_pass without a URI),
  # without the query: pages do not depend on it, and requests whose query matters are never
  # stored (below). A page of this build goes to the pages zone; any other path to misc.
  map $request_uri $edge_path {
    "~^(?<path>[^?]*)" $path;
  }
  # The search page answers ?q=: rendered for each request, never stored, so never waited for.
  map $edge_path $edge_search {
    ${quoted(`~${searchPattern}`)} 1;
    default "";
  }
  # A test checkout or a payment link of the sandbox (SPEC 12) is read from the database for each
  # request: never stored, never waited for, like a search.
  map $edge_path $edge_checkout {
    ${quoted(`~${checkoutPattern}`)} 1;
    default "";
  }
  # nginx matches a map's strings in any case, and Next does not: the page map gives a path's own
  # spelling, and only that exact spelling is a page (/DZ/App is a 404, kept in misc).
  map $edge_path $edge_page {
    include runtime/pages.map;
    default "";
  }
  map "$edge_path|$edge_page" $edge_zone {
    ${quotedRegex(String.raw`~^([^|]*)[|]\1$`)} pages;
    default misc;
  }

  # ---- Refused before any location is chosen ---------------------------------------------------
  # A raw path the cache and the site would read differently (an encoded slash or backslash, a
  # backslash, an encoded dot, a dot segment) gets a 400: see src/edge/nginx.ts.
  map $edge_path $edge_refused_path {
    ${quotedRegex(`~*${refusedPathPattern}`)} 1;
    default "";
  }
  # A file location (share images, indexes, icons...: chosen on the decoded path) asked with any
  # percent-encoding in its raw path: 400. No file of the site needs one, and each spelling would
  # be a key of its own in the assets zone (/og/%65n/... beside /og/en/...).
  map "$edge_path $uri" $edge_refused_file {
    ${quotedRegex(`~^[^ ]*%[^ ]* ${fileLocations}`)} 1;
    default "";
  }
  # A page is read (GET, HEAD); only a lead form's page takes a POST (src/config/leads.ts,
  # leadFormPages). Any other request to a page gets nginx's 405, with what is allowed, before
  # anything counts it: a POST elsewhere is no lead, and costs no visitor behind the same address
  # a thing. A path that is no page (misc) goes to the site, counted, for its 404.
  map "$edge_zone:$request_method:$edge_path" $edge_refused_method {
    "~^[^:]*:(?:GET|HEAD):" "";
    ${quotedRegex(`~^[^:]*:POST:${formPaths}$`)} "";
    ${quotedRegex(`~^[^:]*:[^:]*:${formPaths}$`)} "GET, HEAD, POST";
    "~^misc:" "";
    default "GET, HEAD";
  }
  map "$request_method:$edge_path" $edge_form_post {
    ${quotedRegex(`~^POST:${formPaths}$`)} 1;
    default "";
  }

  # ---- Limits per client ($remote_addr: the connection, or what a trusted hop says) -----------
  # One key per client: an IPv4 address (an IPv4-mapped IPv6 address, or one behind NAT64's
  # 64:ff9b::/96, is the IPv4 one), or an IPv6 address's /64, the block one subscriber gets, as the
  # site counts leads (src/lib/leads).
  map $binary_remote_addr $edge_client {
    ${quotedRegex(String.raw`~(?s)^\x00{10}\xff\xff(.{4})$`)} $1;
    ${quotedRegex(String.raw`~(?s)^\x00\x64\xff\x9b\x00{8}(.{4})$`)} $1;
    ${quotedRegex(String.raw`~(?s)^(.{8}).{8}$`)} $1;
    default $binary_remote_addr;
  }
  # The sandbox also counts an IPv6 client's /48, its 65,536 /64s together, as the origin counts it
  # and its keys (red team 3, R3-4); an IPv4 client (mapped or behind NAT64 too) has no /48: empty, not counted.
  map $binary_remote_addr $edge_sandbox_48 {
    ${quotedRegex(String.raw`~(?s)^\x00{10}\xff\xff.{4}$`)} "";
    ${quotedRegex(String.raw`~(?s)^\x00\x64\xff\x9b\x00{8}.{4}$`)} "";
    ${quotedRegex(String.raw`~(?s)^(.{6}).{10}$`)} $1;
    default "";
  }
  # What reaches an origin whatever the cache holds is counted (an empty key counts nothing), in
  # two zones of the same size, so that one never spends the other (red team N2): a request that
  # bypasses the cache (a language switch, a reply page, search), and any path that is no page of
  # this build (misc: 404s, the framework's files but the hashed ones nginx serves from disk). A
  # page the cache holds is not counted. Rates, bursts and the zones are in runtime/http.conf and
  # runtime/limits*.conf (EDGE_LIMIT_*).
  map "${limitedBypassVariables.join("")}" $edge_limit_bypass {
    "" "";
    default $edge_client;
  }
  # A lead form's reply page (?${replyParam}=sent, the thank-you a visitor without JavaScript is sent to
  # after a lead) is counted in a zone of its own, with the same numbers: a neighbour's language
  # switches behind the same address never cost a visitor the page that says the lead was received.
  map $edge_path $edge_form_page {
    ${quotedRegex(`~^${formPaths}$`)} 1;
    default "";
  }
  map $edge_form_page $edge_reply_elsewhere {
    1 "";
    default $arg_${replyParam};
  }
  map "$edge_form_page:$arg_${replyParam}" $edge_limit_reply {
    "~^1:." $edge_client;
    default "";
  }
  map $edge_zone $edge_limit_misc {
    misc $edge_client;
    default "";
  }
  # A lead form's POSTs: only how many are in progress at once, per client; past it the visitor
  # gets the site's own "limited" reply (@limited). No rate: the site decides (red team N1).
  map $edge_form_post $edge_limit_form {
    1 $edge_client;
    default "";
  }
  map "$edge_form_post:$http_accept" $edge_limited_reply {
    "~^1:.*application/json" json;
    "~^1:" page;
    default "";
  }
  # Where a 429 of the page location goes: a lead form's POST to the site's own reply (@limited),
  # anything else to a page in the request's language (@limited_page), never nginx's English one.
  map $edge_limited_reply $edge_limited_location {
    "" @limited_page;
    default @limited;
  }
  map $edge_lang $edge_limited_title {
${langs.map((lang) => `    ${lang} "${pageText(limitedPageText[lang].title)}";`).join("\n")}
    default "${pageText(limitedPageText.en.title)}";
  }
  map $edge_lang $edge_limited_body {
${langs.map((lang) => `    ${lang} "${pageText(limitedPageText[lang].body)}";`).join("\n")}
    default "${pageText(limitedPageText.en.body)}";
  }
  map $edge_lang $edge_limited_dir {
${langs.map((lang) => `    ${lang} ${languages[lang].dir};`).join("\n")}
    default ltr;
  }
  limit_req_status 429;
  limit_conn_status 429;
  limit_req_log_level warn;
  limit_conn_log_level warn;

${zones}

  upstream origin {
    least_conn;
    include runtime/upstreams.conf;
    keepalive 64;
    # Closed by nginx before Node closes it (its keepAliveTimeout is 5 s): a request is never sent
    # on a connection the origin is closing.
    keepalive_timeout 4s;
  }
${Object.values(innerServers)
  .map(
    (inner) => `  upstream ${inner.upstream} {
    include runtime/${inner.server};
    keepalive 32;
  }`,
  )
  .join("\n")}
  # What the upstream is asked in Accept-Encoding ($proxy_host is the name of the upstream the
  # request goes to): the origins, nothing, since they never compress (what goes straight to them
  # is compressed by nginx for each client as it asks); the compressing servers inside the edge,
  # the one encoding of the cache key.
  map $proxy_host $edge_inward_encoding {
    origin "";
    default $edge_encoding;
  }
  # A page miss that will be kept goes to the server that compresses hard; what is never kept (a
  # bypass, a POST) to the one that compresses as nginx always did, for this request only.
  map "$request_method:${bypassVariables.join("")}" $edge_inner {
    "~^(?:GET|HEAD):$" ${innerServers.store.upstream};
    default ${innerServers.pass.upstream};
  }

  # ---- What the origin receives -------------------------------------------------------------
  proxy_http_version 1.1;
  # The origin's headers repeat the request's query (x-middleware-rewrite): room for the longest
  # request line nginx accepts (large_client_header_buffers), twice.
  proxy_buffer_size 64k;
  proxy_buffers 8 64k;
  proxy_busy_buffers_size 128k;
${forwarded("  ")}
  # The framework's own headers of an answer (src/edge/contract.ts): never passed on to a client.
${hidden("  ")}
  # The edge's own headers, blank from every location but the page one (location /), which alone
  # sends the secret, the language and the client's address.
${edgeHeaderLines("  ", true)}

  # ---- What is kept --------------------------------------------------------------------------
  # Only what the origin marks for a shared cache (s-maxage), for as long as it says, renewed in
  # the background (stale-while-revalidate) and served stale when it fails (stale-if-error),
  # within the bounds it gives. Never a response that sets a cookie (nginx's rule), never a
  # request whose query names the language, submits the locale form or asks for a lead form's
  # reply (?reply=), never a React Server Component request. A POST is never kept (nginx's rule).
  # An error the origin answers is never kept, whatever its headers say (the proxy marks the
  # page before the page is rendered).
  map $upstream_status $edge_unstorable_status {
    ~^(200|304|404)$ "";
    default 1;
  }
  # A page of the pages zone never 404s on its exact path: a 404 there is never kept.
  map "$edge_zone:$upstream_status" $edge_page_not_found {
    "pages:404" 1;
    default "";
  }
  # What browsers are told: private, no-cache, or no-store when the origin said no-store.
  map $upstream_http_cache_control $edge_browser_cache_control {
    ~no-store "private, no-store";
    default "private, no-cache";
  }
  proxy_ignore_headers X-Accel-Redirect X-Accel-Expires X-Accel-Limit-Rate X-Accel-Buffering X-Accel-Charset Expires Vary;
  proxy_cache_bypass ${bypass};
  proxy_no_cache ${bypass} $edge_unstorable_status $edge_page_not_found;
  # No cache lock: a request waiting on another's miss looks again only every 500 ms, and waits
  # for nothing when that answer is not stored (a search, robots.txt): measured, p99 above 1 s.
  # A cold page's first misses all go to the origins instead, which serve pre-rendered pages.
  proxy_cache_background_update on;
  proxy_cache_revalidate on;
  proxy_next_upstream error timeout;

  gzip on;
  gzip_proxied any;
  gzip_vary on;
  gzip_comp_level ${passingCompression.gzip};
  gzip_min_length 1024;
  gzip_types ${compressedTypes};

  # A host name the site does not answer to (runtime/server-names.conf) gets no answer at all.
  server {
    include runtime/listen-default.conf;
    server_name "";
    include runtime/security-headers.conf;
    return 444;
  }

  server {
    include runtime/listen.conf;
    include runtime/server-names.conf;
    # nginx's own answers (a refusal, a limit, no origin) carry the site's security headers: each
    # location that adds a header of its own includes them again. They are added only where the
    # origin sent none (runtime/http.conf), so the origin's answers keep theirs, once.
    include runtime/security-headers.conf;
    if ($edge_refused_path) {
      return 400;
    }
    if ($edge_refused_file) {
      return 400;
    }
    add_header Allow $edge_refused_method always;
    if ($edge_refused_method) {
      return 405;
    }

    # Hashed files of the build and the font subsets: from disk, compressed ahead, kept a year.
    location ^~ /_next/static/ {
      root www;
      include runtime/static.conf;
      include runtime/security-headers.conf;
      add_header Cache-Control "public, max-age=31536000, immutable" always;
      try_files $uri @origin;
    }
    location ^~ /fonts/ {
      root www;
      include runtime/static.conf;
      include runtime/security-headers.conf;
      add_header Cache-Control "public, max-age=31536000, immutable" always;
      try_files $uri @origin;
    }
    # The framework's other files: never kept, so counted.
    location ^~ /_next/ {
      include runtime/limits.conf;
      proxy_pass http://origin;
    }

    # A proof-of-work challenge: one key derivation at the origin per GET, never kept; limited apart.
    location = ${challengePath} {
      include runtime/limits-challenge.conf;
      proxy_pass http://origin;
    }

    # Real-user Web Vitals (src/app/data/vitals/route.ts): a page's beacon, a POST of 2 KiB at most.
    # Never kept; counted per client as any path that is no page (the misc limit); the site bounds it too.
    # In no log: the cookie and privacy policies promise that the web server does not record the requests
    # that carry these figures (an error line, a refusal past the limit or an origin down, would name the
    # client and the page); the site counts its own refusals.
    location = ${vitalsPath} {
      access_log off;
      error_log /dev/null;
      include runtime/limits.conf;
      client_max_body_size 4k;
      proxy_cache off;
      proxy_pass http://origin;
    }

    # The sandbox (src/app/sandbox/[...path]/route.ts, SPEC 12): the APIs' test mode, answered for
    # each request and never kept. Counted per client as any path that is no page (the misc limit);
    # the origin counts per key and per client too, so this location, like the page one, sends it
    # the client's address and the secret that proves the edge wrote it. No answer sets a cookie.
    # nginx's own refusals (the limit, a body too large) answer the documents' JSON error.
${proxySkips.apis
  .map(
    (prefix) => `    location ^~ ${prefix} {
      include runtime/limits.conf;
      include runtime/limits-sandbox.conf;
      error_page 429 = @sandbox_limited;
      error_page 413 = @sandbox_too_large;
      client_max_body_size ${sandboxEdgeBodyBytes / 1024}k;
      proxy_cache off;
${forwarded("      ")}
${edgeHeaderLines("      ", false)}
      proxy_hide_header Set-Cookie;
      # Hiding one header here cuts the http block's list: the framework's own headers, again.
${hidden("      ")}
      proxy_pass http://origin;
    }`,
  )
  .join("\n")}
${(
  [
    ["sandbox_limited", 429, "rate_limited", "Too many requests."],
    ["sandbox_too_large", 413, "body_too_large", "The request body is too large."],
  ] as const
)
  .map(
    ([name, status, code, message]) => `    location @${name} {
      include runtime/security-headers.conf;
      add_header Cache-Control "no-store" always;
${status === 429 ? "      add_header Retry-After 1 always;\n" : ""}      default_type application/json;
      return ${status} '{"error":{"code":"${code}","message":"${message}","request_id":"req_edge"}}';
    }`,
  )
  .join("\n")}

    # Files the proxy does not run for: their language, if any, is in the path.
${[...skippedPrefixes.map((prefix) => `^~ ${prefix}`), ...proxySkips.files.map((file) => `= ${file}`)]
  .map(
    (match) => `    location ${match} {
      proxy_pass http://${innerServers.store.upstream};
      proxy_cache assets;
      proxy_cache_key "${assetsCacheKey}";
      include runtime/compression-off.conf;
      include runtime/security-headers.conf;
      add_header X-Cache-Status $upstream_cache_status always;
    }`,
  )
  .join("\n")}

    # Pages and the files the proxy answers: keyed by the language decided above. Browsers are
    # told private, no-cache: they do not know the key. What the origin marks no-store (a lead
    # form's answer, with what the visitor typed) stays no-store. The only location that sends
    # the origin the edge's secret, its decision and the client's address.
    location / {
      include runtime/limits.conf;
      # Past a limit, nginx's page never: a lead form's POST gets the site's own reply (@limited),
      # any other request a page in its language (@limited_page).
      error_page 429 = $edge_limited_location;
      # Through the compressing server inside the edge (below): what is kept is kept compressed,
      # in the encoding of its key, and sent as it is kept. Misses that are kept go to the one
      # that compresses hard, once; what is never kept (a bypass, a POST) to the other.
      proxy_pass http://$edge_inner;
      proxy_cache $edge_zone;
      proxy_cache_key "${pagesCacheKey}";
      include runtime/compression-off.conf;
      # A block that sets a proxy_set_header inherits none: the lines of the http block, again.
${forwarded("      ")}
${edgeHeaderLines("      ", false)}
      proxy_hide_header Cache-Control;
${hidden("      ")}
      include runtime/security-headers.conf;
      add_header Cache-Control $edge_browser_cache_control always;
      add_header X-Cache-Status $upstream_cache_status always;
    }

    location @origin {
      include runtime/limits.conf;
      proxy_pass http://origin;
    }

    # The site's "limited" reply to a lead form's POST that the limit refused, as the origin answers
    # it (src/lib/leads/reply.ts): JSON for the page's script, which shows the sentence in the
    # visitor's language; without JavaScript, a 303 to the form's page with ?${replyParam}=limited, which
    # the origin renders with that sentence.
    location @limited {
      include runtime/security-headers.conf;
      add_header Cache-Control "private, no-store" always;
      absolute_redirect off;
      default_type application/json;
      if ($edge_limited_reply = json) {
        return 429 '${JSON.stringify(limitedReply)}';
      }
      if ($edge_limited_reply = page) {
        return 303 $edge_path?${replyParam}=${limitedReply.failure};
      }
      return 429;
    }

    # Any other request of the page location past a limit (a flood of language switches, searches,
    # 404s): a page in the language decided for it, with the site's security headers.
    location @limited_page {
      include runtime/security-headers.conf;
      add_header Cache-Control "private, no-store" always;
      default_type text/html;
      charset utf-8;
      return 429 '<!doctype html><html lang="$edge_lang" dir="$edge_limited_dir"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>$edge_limited_title</title></head><body><h1>$edge_limited_title</h1><p>$edge_limited_body</p></body></html>';
    }
  }

  # ---- Inside the edge: compressed once, before the cache ---------------------------------------
  # nginx's cache keeps what its upstream sent, before this server's own filters: to keep a page
  # compressed, the page location above asks one of these two servers (unix sockets in tmp/,
  # which only nginx's workers can reach) with the normalised Accept-Encoding of its key
  # ($edge_encoding: br, gzip or identity), and sends what it keeps as it is, never compressing
  # it again (runtime/compression-off.conf). They ask the origins, which never compress, and
  # compress as nginx did before (the same types, sizes, Vary and weak ETag). They pass on the
  # headers the page location set (the edge's secret, decision and client), strip again what a
  # client must never send the origin, and count nothing: the limits were counted outside.
${Object.values(innerServers)
  .map(
    (inner) => `  # ${inner.comment}
  server {
    include runtime/${inner.listen};
    access_log off;
${inner.compression ? `    include runtime/${inner.compression};
` : ""}    include runtime/security-headers.conf;
    location / {
      proxy_pass http://origin;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header Accept-Encoding "";
${strippedRequestHeaders.map((header) => `      proxy_set_header ${header} "";`).join("\n")}
    }
  }`,
  )
  .join("\n")}
}
`;
}

/** What `runtimeIncludes` needs to know about this start of the edge. */
export type EdgeRuntime = {
  /** `host:port` nginx listens on. */
  listen: string;
  /** The loopback address the origin processes listen on (`127.0.0.1`, `[::1]`). */
  originHost: string;
  /** Their ports. */
  originPorts: number[];
  buildId: string;
  secret: string;
  /** Region-less paths of this build's pages and fixed files, each served in every region. */
  pages: string[];
  /** Whether the build has analytics (its CSP then names the analytics hosts). */
  gaEnabled: boolean;
  /** An absolute folder for the unix sockets of the servers inside the edge (`innerServers`), which only nginx's workers can enter. */
  socketDir: string;
  /** Which of `optionalModules` are installed. */
  modules: { brotliFilter: boolean; brotliStatic: boolean };
  /** The user nginx's workers run as when it is started by root (null: the current user). */
  user: string | null;
  /** The hops whose X-Forwarded-For is believed (`trustedProxies()`); none: the connection's address. */
  trustedProxies: string[];
  /** The host names answered (`serverNames()`). */
  serverNames: string[];
  limits: EdgeLimits;
};

/** The `runtime/` files the committed configuration includes, by file name. */
export function runtimeIncludes(runtime: EdgeRuntime): Record<string, string> {
  for (const value of [runtime.buildId, runtime.secret]) {
    if (!/^[A-Za-z0-9_-]+$/.test(value)) throw new Error(`unexpected characters in ${JSON.stringify(value)}`);
  }
  const brotli = runtime.modules.brotliFilter && runtime.modules.brotliStatic;
  const sockets = Object.values(innerServers).map((inner) => `${runtime.socketDir}/${inner.socket}`);
  // A unix socket's path has at most 107 bytes on Linux; nginx takes it unquoted.
  if (!path.isAbsolute(runtime.socketDir) || !/^[A-Za-z0-9_./+-]+$/.test(runtime.socketDir) || sockets.some((socket) => socket.length > 107))
    throw new Error(`the edge's sockets need a short absolute folder of plain characters, not ${JSON.stringify(runtime.socketDir)}`);
  // The one encoding a page is kept and sent in: Brotli when the client takes it (and nginx has
  // it), else gzip, else none.
  const encodingMap = [
    "map $http_accept_encoding $edge_encoding {",
    ...(brotli ? [`  ${quotedRegex(`~*${acceptsEncodingPattern("br")}`)} br;`] : []),
    `  ${quotedRegex(`~*${acceptsEncodingPattern("gzip")}`)} gzip;`,
    "  default identity;",
    "}",
  ];
  const pagePaths = [...new Set(runtime.pages.flatMap((page) => publicPaths(page)))].sort();
  // Each security header is added only when the origin sent none: nginx's own answers get it, the
  // origin's keep their own, once.
  const headers = securityHeaders({ gaEnabled: runtime.gaEnabled, dev: false }).map((header) => ({
    ...header,
    variable: `$edge_header_${header.key.toLowerCase().replace(/-/g, "_")}`,
    upstream: headerVariable(header.key).replace(/^\$http_/, "$upstream_http_"),
  }));
  const headerMaps = headers.map((header) => `map ${header.upstream} ${header.variable} { "" ${quoted(header.value)}; default ""; }`);
  const headerLines = headers.map((header) => `add_header ${header.key} ${header.variable} always;`).join("\n");
  const names = runtime.serverNames.map((name) => serverName(name, "server names"));
  if (!names.length) throw new Error("the edge needs at least one server name");
  const proxies = trustedProxies(runtime.trustedProxies.join(","));
  const { limits } = runtime;
  for (const [key, value] of Object.entries(limits))
    if (!Number.isInteger(value) || value < 1) throw new Error(`limit ${key} must be a positive whole number, not ${value}`);
  return {
    "main.conf": [
      runtime.user ? `user ${runtime.user};` : "",
      ...(brotli ? [`load_module ${optionalModules.brotliFilter};`, `load_module ${optionalModules.brotliStatic};`] : []),
    ]
      .filter(Boolean)
      .join("\n"),
    "http.conf": [
      `map "" $edge_build { default ${runtime.buildId}; }`,
      `map "" $edge_secret { default ${runtime.secret}; }`,
      ...encodingMap,
      ...(brotli ? ["brotli on;", `brotli_comp_level ${passingCompression.brotli};`, "brotli_min_length 1024;", `brotli_types ${compressedTypes};`] : []),
      ...(proxies.length
        ? [...proxies.map((proxy) => `set_real_ip_from ${proxy};`), "real_ip_header X-Forwarded-For;", "real_ip_recursive on;"]
        : []),
      `limit_req_zone $edge_limit_bypass zone=edge_bypass:10m rate=${limits.bypassRate}r/s;`,
      `limit_conn_zone $edge_limit_bypass zone=edge_bypass_conn:10m;`,
      `limit_req_zone $edge_limit_misc zone=edge_misc:10m rate=${limits.bypassRate}r/s;`,
      `limit_req_zone $edge_limit_reply zone=edge_reply:10m rate=${limits.bypassRate}r/s;`,
      `limit_conn_zone $edge_limit_form zone=edge_form_conn:10m;`,
      `limit_req_zone $edge_client zone=edge_challenge:10m rate=${limits.challengeRatePerMinute}r/m;`,
      `limit_req_zone $edge_sandbox_48 zone=edge_sandbox48:10m rate=${4 * limits.bypassRate}r/s;`,
      ...headerMaps,
    ].join("\n"),
    "listen-default.conf": `listen ${runtime.listen} default_server reuseport;`,
    "listen.conf": `listen ${runtime.listen};`,
    "server-names.conf": `server_name ${names.join(" ")};`,
    "limits.conf": [
      `limit_req zone=edge_bypass burst=${limits.bypassBurst} nodelay;`,
      `limit_req zone=edge_misc burst=${limits.bypassBurst} nodelay;`,
      `limit_req zone=edge_reply burst=${limits.bypassBurst} nodelay;`,
      `limit_conn edge_bypass_conn ${limits.bypassConnections};`,
      `limit_conn edge_form_conn ${limits.formConnections};`,
    ].join("\n"),
    "limits-challenge.conf": `limit_req zone=edge_challenge burst=${limits.challengeBurst} nodelay;`,
    // An IPv6 /48's /64s together under /sandbox/: four clients' worth (red team 3, R3-4).
    "limits-sandbox.conf": `limit_req zone=edge_sandbox48 burst=${4 * limits.bypassBurst} nodelay;`,
    "upstreams.conf": runtime.originPorts.map((port) => `server ${runtime.originHost}:${port} max_fails=0;`).join("\n"),
    // Each page's path mapped to itself: nginx matches in any case, $edge_zone compares exactly.
    "pages.map": pagePaths.map((path) => `${quoted(path)} ${quoted(path)};`).join("\n"),
    "static.conf": ["gzip_static on;", ...(brotli ? ["brotli_static on;"] : [])].join("\n"),
    [innerServers.store.listen]: `listen unix:${sockets[0]};`,
    [innerServers.pass.listen]: `listen unix:${sockets[1]};`,
    [innerServers.store.server]: `server unix:${sockets[0]};`,
    [innerServers.pass.server]: `server unix:${sockets[1]};`,
    [innerServers.store.compression]: [
      `gzip_comp_level ${storedCompression.gzip};`,
      ...(brotli ? [`brotli_comp_level ${storedCompression.brotli};`] : []),
    ].join("\n"),
    // Where the cache answers: what it keeps is sent as it is kept.
    "compression-off.conf": ["gzip off;", ...(brotli ? ["brotli off;"] : [])].join("\n"),
    "security-headers.conf": headerLines,
  };
}

/** A region-less page path as it is served in each region: `/app` -> `/app`, `/dz/app`, `/ma/app`. */
export function publicPaths(page: string): string[] {
  return [regions.global.prefix, ...prefixedRegionIds.map((id) => regions[id].prefix)].map((prefix) =>
    page === "/" ? prefix || "/" : `${prefix}${page}`,
  );
}
