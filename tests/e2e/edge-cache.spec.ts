import { langs } from "../../src/config/languages";
import { closeSync, openSync, readFileSync, readSync, readdirSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants as zlib } from "node:zlib";
import { expect, test } from "@playwright/test";
import { dirOf } from "../../src/config/languages";
import { langOfCookieHeader, langOfQuery, resolveLang, splitRegion } from "../../src/i18n/resolve";
import { headerValues, htmlLangDir, rawRequest, type RawResponse } from "./raw-http";
import { EDGE_DIR, EDGE_URL } from "./servers";

/**
 * The shared cache in front of the site (SPEC 9, docs/deployment.md) never serves one
 * visitor's language to another: thousands of requests, interleaved at random, over pages x
 * regions x clean, hostile and spoofed cookies, queries and headers, each checked against the
 * one rule of src/i18n/resolve.ts applied to what was sent. Raw HTTP, so that duplicate,
 * odd-case and percent-encoded headers reach nginx exactly as written.
 */

test.describe.configure({ mode: "serial" });
test.skip(({ baseURL }) => baseURL !== EDGE_URL, "the edge's own behaviour");

const PAGES = [
  "/",
  "/app/wallet",
  "/business/pay/pricing",
  "/company/news",
  "/app/help/what-is-cc",
  "/developer/pay",
  "/sitemap",
  "/no-such-page",
];
const REGIONS = ["", "/dz", "/ma"];
const pad = "p".repeat(4000);

/** Cookie header lines (each entry one `Cookie:` line). */
const COOKIES: string[][] = [
  [],
  [],
  ["lang=en"],
  ["lang=fr"],
  ["lang=ar"],
  ["lang=ar; lang=fr"],
  ["lang=fr; lang=ar"],
  ["Lang=ar"],
  ["LANG=fr"],
  ["lang=%61r"],
  ["lang=%66r"],
  ['lang="fr"'],
  ["lang=xx"],
  ["lang=en-US"],
  ["lang="],
  ["lang=fr,en"],
  ["theme=dark; lang=fr; x=1"],
  ["Lang=fr; lang=en"],
  [`pad=${pad}; lang=fr`],
  [`lang=en; pad=${pad}`],
  ["lang=ar", "lang=fr"],
  ["Lang=fr", "lang=en"],
];

/** Query strings (without `?`). */
const QUERIES = [
  "",
  "",
  "",
  "",
  "",
  "lang=en",
  "lang=fr",
  "lang=ar",
  "lang=xx",
  "LANG=fr",
  "lang=%66r",
  "lang=fr&lang=ar",
  "lang=xx&lang=fr",
  "utm_source=tv&lang",
  "lang=",
  "q=%E0%A4%A",
];

/** Other headers: spoofed internal ones, and React Server Component requests. */
const EXTRAS: { name: string; headers: [string, string][]; rsc?: boolean }[] = [
  { name: "none", headers: [] },
  { name: "none", headers: [] },
  { name: "none", headers: [] },
  {
    name: "spoofed decision",
    headers: [
      ["x-edge-lang", "fr"],
      ["x-edge-lang-source", "query"],
    ],
  },
  {
    name: "spoofed secret",
    headers: [
      ["X-Edge-Secret", "guess"],
      ["X-Edge-Lang", "en"],
      ["X-Edge-Lang-Source", "cookie"],
    ],
  },
  { name: "middleware subrequest", headers: [["x-middleware-subrequest", "src/proxy:src/proxy:src/proxy:src/proxy:src/proxy"]] },
  { name: "nextjs data", headers: [["x-nextjs-data", "1"]] },
  { name: "rsc", headers: [["RSC", "1"]], rsc: true },
  {
    name: "rsc prefetch",
    headers: [
      ["RSC", "1"],
      ["Next-Router-Prefetch", "1"],
    ],
    rsc: true,
  },
];

/**
 * What clients accept: a browser's (Brotli kept), gzip only, and nothing. The edge keeps a page once
 * per encoding (issue 40); each must be in the language the rule gives, whatever the others hold.
 */
const ENCODINGS = [
  { name: "browser", header: "gzip, deflate, br, zstd", sent: "br" },
  { name: "gzip", header: "gzip", sent: "gzip" },
  { name: "none", header: null, sent: null },
] as const;

type Probe = { path: string; query: string; cookies: string[]; extra: (typeof EXTRAS)[number]; encoding?: (typeof ENCODINGS)[number] };

/** What the one rule of SPEC 2 (src/i18n/resolve.ts) says for a request, from what was sent. */
function decided(probe: Probe) {
  const region = splitRegion(probe.path).region;
  return resolveLang({ region, query: langOfQuery(probe.query), cookie: langOfCookieHeader(probe.cookies.join("; ")) });
}

function target(probe: Probe): string {
  return probe.query ? `${probe.path}?${probe.query}` : probe.path;
}

function send(probe: Probe): Promise<RawResponse> {
  const accept: [string, string][] = probe.encoding?.header ? [["Accept-Encoding", probe.encoding.header]] : [];
  return rawRequest(EDGE_URL, target(probe), [
    ...probe.cookies.map((line): [string, string] => ["Cookie", line]),
    ...probe.extra.headers,
    ...accept,
  ]);
}

function describe(probe: Probe): string {
  return `${target(probe)} cookie=${JSON.stringify(probe.cookies).slice(0, 60)} ${probe.extra.name} encoding=${probe.encoding?.name ?? "none"}`;
}

/** A small seeded generator: the same interleaving on every run (the seed is printed with any failure). */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Checks one answer against the rule; returns what is wrong (empty when right). */
function check(probe: Probe, response: RawResponse): string[] {
  const want = decided(probe);
  const problems: string[] = [];
  const cookies = headerValues(response, "set-cookie");
  const cache = headerValues(response, "x-cache-status");
  if (want.source === "query") {
    if (cookies.length !== 1 || !cookies[0]!.startsWith(`lang=${want.lang};`)) problems.push(`Set-Cookie ${JSON.stringify(cookies)}`);
    if (cache[0] !== "BYPASS") problems.push(`a ?lang request was ${cache[0]}, not BYPASS`);
  } else if (cookies.length) problems.push(`Set-Cookie without ?lang: ${JSON.stringify(cookies)}`);

  if (probe.extra.rsc) {
    // A flight payload or the framework's redirect to its own cache-busting address: never a document.
    if (cache[0] !== "BYPASS") problems.push(`an RSC request was ${cache[0]}, not BYPASS`);
    if (htmlLangDir(response.body)) problems.push("an RSC request got an HTML document");
    if (response.status === 200) {
      const flight = /\["\$","html",null,\{"lang":"(\w+)","dir":"(\w+)"/.exec(response.body);
      if (headerValues(response, "content-type")[0] !== "text/x-component") problems.push("RSC answer is not text/x-component");
      if (flight?.[1] !== want.lang || flight?.[2] !== dirOf(want.lang)) problems.push(`RSC payload in ${flight?.[1]}/${flight?.[2]}`);
    } else if (response.status !== 307) problems.push(`RSC status ${response.status}`);
    return problems;
  }

  const status = probe.path.endsWith("/no-such-page") ? 404 : 200;
  if (response.status !== status) problems.push(`status ${response.status}, not ${status}`);
  const html = htmlLangDir(response.body);
  if (html?.lang !== want.lang || html?.dir !== dirOf(want.lang))
    problems.push(`served ${html?.lang}/${html?.dir}, the rule says ${want.lang}/${dirOf(want.lang)}`);
  if (JSON.stringify(headerValues(response, "cache-control")) !== '["private, no-cache"]')
    problems.push(`Cache-Control ${JSON.stringify(headerValues(response, "cache-control"))}`);
  // A document in the encoding the client takes (Brotli first), never one it does not.
  const sent = headerValues(response, "content-encoding");
  const wanted = probe.encoding?.sent ?? null;
  if (JSON.stringify(sent) !== JSON.stringify(wanted ? [wanted] : []))
    problems.push(`Content-Encoding ${JSON.stringify(sent)}, not ${wanted}`);
  if (!headerValues(response, "vary").some((value) => /\bAccept-Encoding\b/i.test(value))) problems.push("no Vary: Accept-Encoding");
  return problems;
}

/** Runs `probes` with `concurrency` requests in flight; returns each answer's problems. */
async function runAll(probes: Probe[], concurrency: number) {
  const failures: string[] = [];
  const langsBySignature = new Map<string, Set<string>>();
  let next = 0;
  const worker = async () => {
    while (next < probes.length) {
      const probe = probes[next++]!;
      const response = await send(probe);
      for (const problem of check(probe, response)) failures.push(`${describe(probe)}: ${problem}`);
      const html = htmlLangDir(response.body);
      if (html) {
        const signature = describe(probe);
        langsBySignature.set(signature, (langsBySignature.get(signature) ?? new Set()).add(html.lang));
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { failures, langsBySignature };
}

/** The keys stored in one of the edge's cache zones (each cache file starts with a `KEY: ` line). */
function cachedKeys(zone: string): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
    );
  return walk(path.join(EDGE_DIR, "cache", zone)).flatMap((file) => {
    const head = Buffer.alloc(2048);
    const fd = openSync(file, "r");
    const length = readSync(fd, head, 0, head.length, 0);
    closeSync(fd);
    const key = /\nKEY: ([^\n]*)\n/.exec(head.subarray(0, length).toString("latin1"))?.[1];
    return key ? [key] : [];
  });
}

test("thousands of interleaved requests: every answer is in the language the one rule gives for what was sent", async () => {
  test.setTimeout(300_000);
  const seed = 20261126;
  const next = random(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const probes: Probe[] = Array.from({ length: 3000 }, () => ({
    path: `${pick(REGIONS)}${pick(PAGES)}`.replace(/^(\/dz|\/ma)\/$/, "$1") || "/",
    query: pick(QUERIES),
    cookies: pick(COOKIES),
    extra: pick(EXTRAS),
    encoding: pick(ENCODINGS),
  }));
  const { failures, langsBySignature } = await runAll(probes, 12);
  expect(failures.slice(0, 20), `seed ${seed}: ${failures.length} wrong answers of ${probes.length}`).toEqual([]);
  // The same request, however hostile, always gets the same language.
  const unstable = [...langsBySignature].filter(([, langs]) => langs.size > 1).map(([signature, langs]) => `${signature}: ${[...langs]}`);
  expect(unstable).toEqual([]);
  // The run exercised what it claims: hostile cookies that name no language, and ones whose first lang counts.
  expect(probes.filter((probe) => probe.cookies.join("; ").includes("Lang=")).length).toBeGreaterThan(50);
  expect(probes.filter((probe) => probe.extra.rsc).length).toBeGreaterThan(300);
  for (const encoding of ENCODINGS)
    expect(probes.filter((probe) => probe.encoding === encoding).length, encoding.name).toBeGreaterThan(800);
});

test("a clean request after a hostile one is still answered right, from the cache", async () => {
  const hostile = COOKIES.filter((lines) => lines.length && langOfCookieHeader(lines.join("; ")) === null);
  expect(hostile.length).toBeGreaterThan(8);
  for (const path of ["/dz", "/", "/ma/app/wallet"]) {
    for (const cookies of hostile) {
      for (const probe of [
        { path, query: "", cookies, extra: EXTRAS[0]! },
        { path, query: "", cookies: [], extra: EXTRAS[0]! },
        { path, query: "", cookies: ["lang=fr"], extra: EXTRAS[0]! },
      ]) {
        const response = await send(probe);
        expect(check(probe, response), describe(probe)).toEqual([]);
        expect(headerValues(response, "x-cache-status")[0], describe(probe)).toMatch(/^(HIT|MISS|EXPIRED|STALE|UPDATING|REVALIDATED)$/);
      }
    }
  }
});

test("the second identical request is a cache hit, for a page and for the 404, in each language", async () => {
  for (const path of ["/app/pricing", "/dz/company/career", "/ma/sitemap", `/dz/no-such-page-${Date.now().toString(36)}`]) {
    for (const cookies of [[], ["lang=en"], ["lang=fr"], ["lang=ar"]]) {
      const probe = { path, query: "", cookies, extra: EXTRAS[0]! };
      await send(probe);
      const second = await send(probe);
      expect(headerValues(second, "x-cache-status"), describe(probe)).toEqual(["HIT"]);
      expect(htmlLangDir(second.body)?.lang).toBe(decided(probe).lang);
    }
  }
});

test("a page asked with ?lang sets the cookie and is never stored: the next visitor without it gets the default", async () => {
  for (const lang of langs) {
    const path = "/dz/business/pro";
    const withQuery = await send({ path, query: `lang=${lang}`, cookies: [], extra: EXTRAS[0]! });
    expect(headerValues(withQuery, "set-cookie")[0]).toMatch(
      new RegExp(`^lang=${lang}; Path=/; Expires=.+; Max-Age=31536000; Secure; SameSite=lax$`),
    );
    const after = await send({ path, query: "", cookies: [], extra: EXTRAS[0]! });
    expect(headerValues(after, "set-cookie")).toEqual([]);
    expect(htmlLangDir(after.body)?.lang).toBe("ar");
  }
});

test("a flood of invented paths fills only its own zone: the pages stay cached", async () => {
  const page = { path: "/dz/app/topup", query: "", cookies: [], extra: EXTRAS[0]! };
  await send(page);
  expect(cachedKeys("pages")).toContainEqual(expect.stringMatching(/\|ar\|\/dz\/app\/topup$/));
  const stamp = Date.now().toString(36);
  const flood: Probe[] = Array.from({ length: 300 }, (_, index) => ({
    path: `${REGIONS[index % 3]}/flood-${stamp}-${index}`,
    query: "",
    cookies: index % 2 ? ["lang=fr"] : [],
    extra: EXTRAS[0]!,
  }));
  const answers = await Promise.all(flood.map(send));
  answers.forEach((answer, index) => {
    expect(answer.status).toBe(404);
    expect(htmlLangDir(answer.body)?.lang).toBe(decided(flood[index]!).lang);
  });
  const flooded = (keys: string[]) => keys.filter((key) => key.includes(`/flood-${stamp}-`)).length;
  await expect.poll(() => flooded(cachedKeys("misc")), { timeout: 10_000 }).toBe(300);
  expect(flooded(cachedKeys("pages"))).toBe(0);
  expect(headerValues(await send(page), "x-cache-status")).toEqual(["HIT"]);
});

test("a page asked in another case is a 404 kept in misc, never in the pages zone (F9)", async () => {
  // nginx matches its map's strings in any case, Next does not: /DZ/BuSiness/pay/contact is a 404 (H9).
  const probe: Probe = { path: "/DZ/BuSiness/pay/contact", query: "", cookies: [], extra: EXTRAS[0]! };
  expect((await send(probe)).status).toBe(404);
  const again = await send(probe);
  expect([again.status, ...headerValues(again, "x-cache-status")]).toEqual([404, "HIT"]);
  const asked = (keys: string[]) => keys.filter((key) => key.endsWith("|/DZ/BuSiness/pay/contact"));
  await expect.poll(() => asked(cachedKeys("misc")).length, { timeout: 10_000 }).toBe(1);
  expect(asked(cachedKeys("pages"))).toEqual([]);
  // The page under its own spelling is kept with the pages.
  await send({ ...probe, path: "/dz/business/pay/contact" });
  await expect
    .poll(() => cachedKeys("pages").filter((key) => key.endsWith("|ar|/dz/business/pay/contact")).length, { timeout: 10_000 })
    .toBe(1);
});

test("a conditional request is answered 304 from the cache", async () => {
  const first = await rawRequest(EDGE_URL, "/dz/app/reward", []);
  const etag = headerValues(first, "etag")[0];
  expect(etag).toBeTruthy();
  const again = await rawRequest(EDGE_URL, "/dz/app/reward", [["If-None-Match", etag!]]);
  expect(again.status).toBe(304);
  expect(headerValues(again, "x-cache-status")).toEqual(["HIT"]);
  expect(headerValues(again, "cache-control")).toEqual(["private, no-cache"]);
});

/**
 * The entry the cache keeps under `key` in `zone`: the response head nginx stored (as the server
 * inside the edge sent it) and the body's bytes as kept, or null when there is none.
 */
function cachedEntry(zone: string, key: string): { head: string; body: Buffer } | null {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
    );
  for (const file of walk(path.join(EDGE_DIR, "cache", zone))) {
    const content = readFileSync(file);
    const keyAt = content.indexOf(`\nKEY: ${key}\n`);
    if (keyAt < 0) continue;
    const headAt = keyAt + key.length + 7;
    const bodyAt = content.indexOf("\r\n\r\n", headAt);
    return { head: content.subarray(headAt, bodyAt).toString("latin1"), body: content.subarray(bodyAt + 4) };
  }
  return null;
}

test("a page is kept once per encoding, compressed when kept, and a hit sends the kept bytes as they are (issue 40)", async () => {
  const buildId = readFileSync(path.join(EDGE_DIR, "runtime/http.conf"), "utf8").match(/\$edge_build \{ default ([^;]+); \}/)?.[1];
  expect(buildId).toBeTruthy();
  const stamp = Date.now().toString(36);
  // A page, the calendar page, the 404 and a file of the assets zone, each asked fresh (a query the key leaves out).
  const asked = [
    { path: "/dz/app", zone: "pages", key: (encoding: string) => `${buildId}|${encoding}|ar|/dz/app`, status: 200 },
    {
      path: "/dz/business/pay/pricing",
      zone: "pages",
      key: (encoding: string) => `${buildId}|${encoding}|ar|/dz/business/pay/pricing`,
      status: 200,
    },
    { path: `/dz/kept-${stamp}`, zone: "misc", key: (encoding: string) => `${buildId}|${encoding}|ar|/dz/kept-${stamp}`, status: 404 },
    { path: "/sitemap.xml", zone: "assets", key: (encoding: string) => `${buildId}|${encoding}|/sitemap.xml`, status: 200 },
  ];
  for (const page of asked) {
    const texts: string[] = [];
    const policies: string[][] = [];
    for (const encoding of ENCODINGS) {
      const accept: [string, string][] = encoding.header ? [["Accept-Encoding", encoding.header]] : [];
      await rawRequest(EDGE_URL, page.path, accept);
      // The calendar page may be renewing in the background (60 s fresh): ask until it is a hit.
      let hit = await rawRequest(EDGE_URL, page.path, accept);
      for (let tries = 0; tries < 10 && headerValues(hit, "x-cache-status")[0] !== "HIT"; tries++) {
        await new Promise((resolve) => setTimeout(resolve, 300));
        hit = await rawRequest(EDGE_URL, page.path, accept);
      }
      const label = `${page.path} ${encoding.name}`;
      expect([hit.status, ...headerValues(hit, "x-cache-status")], label).toEqual([page.status, "HIT"]);
      expect(headerValues(hit, "content-encoding"), label).toEqual(encoding.sent ? [encoding.sent] : []);
      // The cache's own file holds the page already compressed, in its key's encoding...
      const key = page.key(encoding.sent ?? "identity");
      await expect.poll(() => cachedEntry(page.zone, key) !== null, { message: `${label}: ${key}`, timeout: 10_000 }).toBe(true);
      const entry = cachedEntry(page.zone, key)!;
      const storedEncoding = /\r\ncontent-encoding: *([^\r]*)/i.exec(entry.head)?.[1] ?? null;
      expect(storedEncoding, label).toBe(encoding.sent);
      // ...and a hit sends exactly those bytes: nothing compresses it again on the way out.
      expect(hit.bytes.equals(entry.body), `${label}: the hit's bytes are the kept bytes`).toBe(true);
      texts.push(hit.body);
      policies.push(headerValues(hit, "content-security-policy"));
    }
    // The same document, and the same policy (its hashes are of this document's inline scripts), in every encoding.
    expect(new Set(texts).size, page.path).toBe(1);
    expect(new Set(policies.map((policy) => JSON.stringify(policy))).size, page.path).toBe(1);
    if (page.zone !== "assets") expect(htmlLangDir(texts[0]!)?.lang, page.path).toBe("ar");
  }
  // Brotli is kept harder than nginx compresses on the fly (level 4): smaller.
  const brotli = cachedEntry("pages", `${buildId}|br|ar|/dz/app`)!.body;
  const plain = cachedEntry("pages", `${buildId}|identity|ar|/dz/app`)!.body;
  expect(brotli.length).toBeLessThan(brotliCompressSync(plain, { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } }).length);
  // The access log says what each answer was sent in, and that the hits were hits.
  // nginx writes its access log in buffers flushed every second: wait for both lines, each.
  const logLines = () =>
    readFileSync(path.join(EDGE_DIR, "logs/access.log"), "utf8")
      .split("\n")
      .filter((line) => line.includes('"GET /dz/app HTTP/1.1"'));
  await expect.poll(() => logLines().some((line) => / cache=HIT .* enc=br sent=br /.test(line)), { timeout: 5_000 }).toBe(true);
  await expect.poll(() => logLines().some((line) => / cache=HIT .* enc=identity sent=- /.test(line)), { timeout: 5_000 }).toBe(true);
});

test("the build's hashed files are served from disk, compressed ahead, immutable, with the security headers", async () => {
  const home = await rawRequest(EDGE_URL, "/", []);
  const css = /href="(\/_next\/static\/[^"]+\.css)"/.exec(home.body)?.[1];
  const font = /href="(\/fonts\/[^"]+\.woff2)"/.exec(home.body)?.[1];
  expect(css).toBeTruthy();
  expect(font).toBeTruthy();
  for (const file of [css!, font!]) {
    const response = await rawRequest(EDGE_URL, file, [["Accept-Encoding", "br, gzip"]]);
    expect(response.status, file).toBe(200);
    expect(headerValues(response, "cache-control"), file).toEqual(["public, max-age=31536000, immutable"]);
    expect(headerValues(response, "x-content-type-options"), file).toEqual(["nosniff"]);
    expect(headerValues(response, "content-security-policy")[0], file).toContain("frame-ancestors 'none'");
  }
  const cssBrotli = await rawRequest(EDGE_URL, css!, [["Accept-Encoding", "br"]]);
  expect(headerValues(cssBrotli, "content-encoding")).toEqual(["br"]);
  // A hashed file that this build does not have is not found, in the site's own 404.
  const missing = await rawRequest(EDGE_URL, "/_next/static/chunks/no-such-chunk.js", []);
  expect(missing.status).toBe(404);
});

test("the search page is rendered for each query, never from the cache", async () => {
  const queries = ["refund", "voucher", "الفواتير", "wallet"];
  for (const query of queries) {
    const response = await rawRequest(EDGE_URL, `/dz/search?q=${encodeURIComponent(query)}`, []);
    expect(response.status).toBe(200);
    expect(headerValues(response, "x-cache-status")).toEqual(["BYPASS"]);
    // The field shows the query it answers.
    expect(response.body).toMatch(new RegExp(`<input[^>]*name="q" value="${query}"`));
  }
});
