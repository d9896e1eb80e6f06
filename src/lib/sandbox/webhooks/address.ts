import { BlockList, isIP } from "node:net";
import { sandboxLimits } from "@/config/sandbox";
import { askableName, askAddresses, currentNameServers, nameServers } from "./udp-dns";

/*
 * Where the sandbox may send a webhook (issue 42, point 4; docs/developer-section.md, "Sandbox",
 * "Webhooks"): an `https:` URL whose host resolves only to public addresses. Checked when the
 * endpoint is registered and again at each delivery, which then connects to the very address it
 * checked (no second resolution: a name that answers a public address to the check and a private
 * one to the connection, DNS rebinding, reaches nothing).
 */

/**
 * The setting that lets the tests' receivers in: loopback `host:port`s (`127.0.0.1:3150`,
 * `[::1]:3150`, several apart with commas), and only them (red team 4, R4-7: before, `1` let in every port of 127.0.0.0/8); a
 * production start refuses it (`loopbackRefusal`).
 */
export const allowLoopbackEnv = "SANDBOX_WEBHOOKS_ALLOW_LOOPBACK";

type Env = Record<string, string | undefined>;

/**
 * The tests' loopback receivers the setting names (their address, and their port as a URL writes
 * it): one `host:port`, or several apart with commas; null when any is not a loopback `host:port`.
 */
export function loopbackReceivers(env: Env = process.env): { address: string; port: string }[] | null {
  const value = env[allowLoopbackEnv];
  if (!value) return null;
  const receivers = [];
  for (const item of value.split(",")) {
    const named = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|\[::1\]):(\d{1,5})$/.exec(item.trim());
    const address = named?.[1]!.replace(/^\[(.*)\]$/, "$1");
    if (!named || !address || isIP(address) === 0 || Number(named[2]) < 1 || Number(named[2]) > 65535) return null;
    receivers.push({ address, port: String(Number(named[2])) });
  }
  return receivers;
}

/** Whether the tests' loopback receiver is allowed: the setting names one. */
export function loopbackAllowed(env: Env = process.env): boolean {
  return loopbackReceivers(env) !== null;
}

/** The npm scripts that start the site for real (`npm start`, `npm run serve`, `npm run serve:edge`). */
export const productionStarts = ["start", "serve", "serve:edge"] as const;

/**
 * Why this start must not go on, or null: the loopback setting is set to anything but one loopback
 * `host:port` (whatever started the process: `next start`, pm2, a unit file...), or set at all
 * and the process was started by one of the production scripts (npm names it in
 * `npm_lifecycle_event`). The browser tests start `next start` and the edge directly, never
 * through these scripts, with the receiver's own `host:port`.
 */
export function loopbackRefusal(env: Env = process.env): string | null {
  const value = env[allowLoopbackEnv];
  if (value === undefined) return null;
  if (!loopbackReceivers(env))
    return `${allowLoopbackEnv} is set to ${JSON.stringify(value)}, not one loopback host:port (127.0.0.1:3150): it lets the sandbox send webhooks to that port of this machine only, for the browser tests' receiver; unset it`;
  const script = env.npm_lifecycle_event;
  if (!productionStarts.includes(script as (typeof productionStarts)[number])) return null;
  return `${allowLoopbackEnv} is set: it lets the sandbox send webhooks to this machine's own loopback address, which only the browser tests' servers may do; unset it to run "npm run ${script}"`;
}

const v4 = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8], // "this network", the unspecified address
  ["10.0.0.0", 8], // private
  ["100.64.0.0", 10], // CGNAT
  ["127.0.0.0", 8], // loopback
  ["169.254.0.0", 16], // link-local (cloud metadata services)
  ["172.16.0.0", 12], // private
  ["192.0.0.0", 24], // IETF protocol assignments
  ["192.0.2.0", 24], // documentation (TEST-NET-1)
  ["192.88.99.0", 24], // 6to4 relay anycast (deprecated)
  ["192.168.0.0", 16], // private
  ["198.18.0.0", 15], // benchmarking
  ["198.51.100.0", 24], // documentation (TEST-NET-2)
  ["203.0.113.0", 24], // documentation (TEST-NET-3)
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, and the broadcast address 255.255.255.255
] as const)
  v4.addSubnet(network, prefix, "ipv4");

const v6 = new BlockList();
for (const [network, prefix] of [
  ["::", 96], // unspecified, loopback, IPv4-compatible (deprecated): `::`, `::1`, `::a.b.c.d`
  ["::ffff:0:0", 96], // IPv4-mapped: checked as their IPv4 address below, refused here in any case of doubt
  ["64:ff9b:1::", 48], // local-use NAT64
  ["100::", 64], // discard-only
  ["2001::", 32], // Teredo (an IPv4 address hidden in it)
  ["2001:2::", 48], // benchmarking
  ["2001:10::", 28], // ORCHID
  ["2001:20::", 28], // ORCHIDv2
  ["2001:db8::", 32], // documentation
  ["3fff::", 20], // documentation (RFC 9637)
  ["5f00::", 16], // segment routing SIDs
  ["fc00::", 7], // unique local (private)
  ["fe80::", 10], // link-local
  ["fec0::", 10], // site-local (deprecated)
  ["ff00::", 8], // multicast
] as const)
  v6.addSubnet(network, prefix, "ipv6");

/** The 16 bytes of an IPv6 address (as `isIP` accepts it: no zone id), or null. */
function ipv6Bytes(address: string): number[] | null {
  if (isIP(address) !== 6) return null;
  let text = address.toLowerCase();
  // A dotted IPv4 tail (`::ffff:127.0.0.1`) as two groups.
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.includes("::") ? text.split("::") : [text, null];
  const headGroups = head ? head.split(":") : [];
  const tailGroups = tail ? tail.split(":") : [];
  const groups = tail === null ? headGroups : [...headGroups, ...Array(8 - headGroups.length - tailGroups.length).fill("0"), ...tailGroups];
  if (groups.length !== 8) return null;
  return groups.flatMap((group) => {
    const value = parseInt(group, 16);
    return [value >> 8, value & 0xff];
  });
}

/** The IPv4 address an IPv6 one carries (IPv4-mapped `::ffff:a.b.c.d`, NAT64 `64:ff9b::a.b.c.d`, 6to4 `2002:aabb:ccdd::`), or null. */
function embeddedIpv4(bytes: number[]): string | null {
  const zero = (from: number, to: number) => bytes.slice(from, to).every((byte) => byte === 0);
  if (zero(0, 10) && bytes[10] === 0xff && bytes[11] === 0xff) return bytes.slice(12).join(".");
  if (bytes[0] === 0x00 && bytes[1] === 0x64 && bytes[2] === 0xff && bytes[3] === 0x9b && zero(4, 12)) return bytes.slice(12).join(".");
  if (bytes[0] === 0x20 && bytes[1] === 0x02) return bytes.slice(2, 6).join(".");
  return null;
}

/**
 * Why an IP address may not receive a webhook (`loopback`, `private`, `reserved`...), or null for
 * a public one. Takes an address as `dns.lookup` answers it or as the URL parser writes a literal
 * (brackets and a zone id are taken off; anything else that is not an address is refused).
 * With `allowLoopback` (the tests' receiver), the loopback addresses only are let in.
 */
export function addressRefusal(
  input: string,
  { allowLoopback = false }: { allowLoopback?: boolean } = {},
): Extract<UrlRefusalReason, "loopback" | "not_public" | "translated" | "not_an_address"> | null {
  const address = input.replace(/^\[(.*)\]$/, "$1").replace(/%.*$/, "");
  const version = isIP(address);
  if (version === 4) {
    if (address.startsWith("127.")) return allowLoopback ? null : "loopback";
    return v4.check(address, "ipv4") ? "not_public" : null;
  }
  if (version !== 6) return "not_an_address";
  const bytes = ipv6Bytes(address);
  if (!bytes) return "not_an_address";
  const embedded = embeddedIpv4(bytes);
  if (embedded !== null) {
    const inner = addressRefusal(embedded, { allowLoopback: false });
    // The mapped form of a public IPv4 address is that address; a NAT64 or 6to4 one is a
    // translator's, left out too: a delivery connects to what the name gave, public IPv4 or IPv6.
    return inner ?? (bytes[0] === 0 && bytes[10] === 0xff ? null : "translated");
  }
  if (bytes.slice(0, 15).every((byte) => byte === 0) && bytes[15] === 1) return allowLoopback ? null : "loopback";
  // Global unicast is 2000::/3; everything else is reserved, local or multicast.
  if ((bytes[0]! & 0xe0) !== 0x20) return "not_public";
  return v6.check(address, "ipv6") ? "not_public" : null;
}

export type Resolved = { address: string; family: 4 | 6 };

/**
 * The most addresses of each family a name's answer is read for (red team 18, RT18-1): a zone of a key's own could answer
 * thousands (4,000 A and 2,300 AAAA records in 64 KiB over TCP), each judged on the server's main thread, 10 to 60 ms a
 * lookup. The rest are left out, never judged and never used: a delivery connects to the first address, which is judged.
 * Eight, as many as the large load balancers answer (32 before red team 23's RT23-4: judging is most of what a lookup
 * costs the main thread when a minute's answers come back together).
 */
export const maxAddressesPerFamily = 8;

/** A name's first `most` addresses of each family, in their order. */
export function firstOfEachFamily(addresses: readonly Resolved[], most = maxAddressesPerFamily): Resolved[] {
  const seen = { 4: 0, 6: 0 };
  return addresses.filter(({ family }) => ++seen[family] <= most);
}
/** A name's addresses, IPv4 first; throws when it has none. */
export type Resolver = (host: string) => Promise<Resolved[]>;

/**
 * The most a name's lookup takes, registration's or delivery's (red team 4, R4-2 and R4-3): past
 * it, the name is unresolved. Its own name server's slowness costs the request that asked, nobody else.
 */
export const lookupDeadlineMs = 2500;

/**
 * A resolver that asks the name servers of resolv.conf directly (read again at each lookup, `currentNameServers`), not
 * the system's `getaddrinfo` (red team 4): no /etc/hosts and no search list (the name is asked as written, fully
 * qualified; a name no server could be asked is refused first, `askableName`), so that a key learns nothing of the
 * machine's own names (R4-6); each question has its timeout and tries, and the whole lookup `deadlineMs` (R4-2, R4-3),
 * off libuv's thread pool, which a hanging `getaddrinfo` filled. Answers are read only up to a bound (`askAddresses`,
 * `udp-dns.ts`; red team 21, RT21-1: c-ares read 64 KiB answers, 30 to 48 ms of the main thread each). `servers`: the
 * tests' name server. `perFamily`: the most addresses of each family kept (red team 18, RT18-1).
 */
export function dnsResolver({
  timeoutMs = 700,
  tries = 2,
  deadlineMs = lookupDeadlineMs,
  servers,
  perFamily = maxAddressesPerFamily,
}: { timeoutMs?: number; tries?: number; deadlineMs?: number; servers?: string[]; perFamily?: number } = {}): Resolver {
  return async (host) => {
    const name = askableName(host);
    if (!name) throw new Error(`EBADNAME: ${host}`);
    const deadline = new AbortController();
    const timer = setTimeout(() => deadline.abort(), deadlineMs);
    const asked = { servers: servers ? nameServers(servers) : currentNameServers(), timeoutMs, tries, most: perFamily, signal: deadline.signal };
    try {
      const [v4, v6] = await Promise.all([askAddresses(name, "A", asked), askAddresses(name, "AAAA", asked)]);
      if (deadline.signal.aborted) throw new Error(`ETIMEOUT: ${host}`);
      const addresses: Resolved[] = [...v4.map((address) => ({ address, family: 4 as const })), ...v6.map((address) => ({ address, family: 6 as const }))];
      if (addresses.length === 0) throw new Error(`ENOTFOUND: ${host}`);
      return addresses;
    } finally {
      clearTimeout(timer);
      // The questions still out are ended (their sockets closed).
      deadline.abort();
    }
  };
}

export const systemResolver: Resolver = dnsResolver();

/**
 * A URL's host as it is counted (red team 5, RT5-5): the URL parser's form (lower case, IDNA names
 * in their punycode form, an IP address in its canonical spelling), without an IPv6 literal's
 * brackets or a name's trailing dot: `EXAMPLE.com.`, `example.com` and `exAmple.com` are one host;
 * `bücher.example` is `xn--bcher-kva.example`. Null for what is no URL.
 */
export function hostKey(url: string | URL): string | null {
  const parsed = typeof url === "string" ? URL.parse(url) : url;
  if (!parsed || !parsed.hostname) return null;
  return countedAddress(parsed.hostname.replace(/^\[(.*)\]$/, "$1").replace(/\.$/, ""));
}

/**
 * An address as it is counted: an IPv4-mapped IPv6 address (`::ffff:5db8:d74d`, `::ffff:93.184.215.77`)
 * as the IPv4 address it reaches, since the system connects to it over IPv4 (red team 6a, RT6a-7);
 * any other IPv6 address by its /64 (`2a01:4f8:c17:1a2b::/64`), as the site counts its clients
 * (red team 9, RT9-1: one machine or LAN owns a whole /64, and each of its addresses had its own
 * count); an IPv4 address or a name as it is.
 */
export function countedAddress(address: string): string {
  if (isIP(address) !== 6) return address;
  const bytes = ipv6Bytes(address);
  if (!bytes) return address;
  if (bytes.slice(0, 10).every((byte) => byte === 0) && bytes[10] === 0xff && bytes[11] === 0xff) return bytes.slice(12).join(".");
  const groups = [0, 2, 4, 6].map((at) => ((bytes[at]! << 8) | bytes[at + 1]!).toString(16));
  return `${groups.join(":")}::/64`;
}

/** Thrown by `countedResolver` past the key's lookups: `checkEndpoint` lets it through, its caller waits `seconds`. */
export class LookupLimited extends Error {
  constructor(readonly seconds: number) {
    super(`too many lookups: retry in ${seconds} s`);
  }
}

/**
 * Why a URL is refused, in a word a page can say in its own language (the webhooks page does):
 * `too_long`, `not_a_url`, `credentials` (a user name or password in it), `not_https`, `port` (not
 * one of `webhookPorts`), `unresolved`,
 * `localhost`, or, for an address written in the URL, `addressRefusal`'s answer (a name's address is
 * only ever `not_public`, whatever its kind).
 */
export type UrlRefusalReason =
  | "too_long"
  | "not_a_url"
  | "credentials"
  | "not_https"
  | "port"
  | "unresolved"
  | "localhost"
  | "loopback"
  | "not_public"
  | "translated"
  | "not_an_address";

/**
 * A URL refused, with the error code and message the sandbox answers (`url` is the field at fault),
 * the reason, and the host at fault where there is one (never the address a name resolves to).
 */
export type UrlRefusal = {
  code: "url_invalid" | "url_not_public" | "url_unresolved";
  message: string;
  reason: UrlRefusalReason;
  host?: string;
};

/**
 * The ports a webhook may be sent to (red team 4, R4-5): HTTPS's own and its usual alternative, so
 * that a key cannot make the site knock at another service of a third party's machine (SSH, SMTP...).
 */
export const webhookPorts = ["443", "8443"] as const;

/** The most characters an endpoint URL may have. */
export const maxUrlLength = sandboxLimits.webhookUrlLength;

/**
 * Checks an endpoint URL and resolves its host: every address kept must be public (the first
 * `maxAddressesPerFamily` of each family, red team 18; all of them: a name answering one public and
 * one private address among those is refused; those past them are never judged nor used). Returns
 * the URL, as parsed, and the first address, the one a delivery connects to; or why it is refused.
 */
export async function checkEndpoint(
  raw: string,
  { resolve = systemResolver, env = process.env }: { resolve?: Resolver; env?: Env } = {},
): Promise<{ ok: true; url: URL; address: Resolved } | { ok: false; refusal: UrlRefusal }> {
  const receivers = loopbackReceivers(env) ?? [];
  const allowLoopback = receivers.length > 0;
  const refuse = (code: UrlRefusal["code"], message: string, detail: Omit<UrlRefusal, "code" | "message">) => ({
    ok: false as const,
    refusal: { code, message, ...detail },
  });
  if (raw.length > maxUrlLength) return refuse("url_invalid", `url is longer than ${maxUrlLength} characters.`, { reason: "too_long" });
  const url = URL.parse(raw);
  if (!url) return refuse("url_invalid", "url is not a URL.", { reason: "not_a_url" });
  if (url.username || url.password)
    return refuse("url_invalid", "url may not hold a user name or a password.", { reason: "credentials" });
  const loopbackHttp = allowLoopback && url.protocol === "http:";
  if (url.protocol !== "https:" && !loopbackHttp) return refuse("url_invalid", "url must be an https URL.", { reason: "not_https" });
  // `url.port` is "" for https's default, 443.
  const toReceiver = receivers.some(({ port }) => url.port === port);
  if (!toReceiver && url.port !== "" && !(webhookPorts as readonly string[]).includes(url.port))
    return refuse("url_invalid", `url's port must be ${webhookPorts.join(" or ")}.`, { reason: "port" });
  // `[::1]` is written with brackets; a name with a trailing dot is the same name.
  const host = url.hostname.replace(/^\[(.*)\]$/, "$1");
  const name = host.replace(/\.$/, "").toLowerCase();
  if (name === "localhost" || name.endsWith(".localhost"))
    if (!allowLoopback)
      return refuse("url_not_public", "url must reach a public address: localhost is this machine.", { reason: "localhost", host });
  let addresses: Resolved[];
  if (isIP(host)) addresses = [{ address: host, family: isIP(host) === 6 ? 6 : 4 }];
  else {
    const unresolved = () => refuse("url_unresolved", `url's host ${host} does not resolve.`, { reason: "unresolved", host });
    try {
      addresses = await resolve(host);
    } catch (error) {
      // A key past its lookups (`countedResolver`): no lookup was made, the caller says so.
      if (error instanceof LookupLimited) throw error;
      return unresolved();
    }
    if (addresses.length === 0) return unresolved();
    addresses = firstOfEachFamily(addresses);
  }
  for (const { address } of addresses) {
    const why = addressRefusal(address, { allowLoopback });
    // A name's address, and what kind it is, are not told: any key could map the host's internal
    // names with them (red team 4, R4-6). An address written in the URL is the client's own.
    if (why && isIP(host))
      return refuse("url_not_public", `url must reach a public address: ${host} is ${why.replace(/_/g, " ")}.`, { reason: why, host });
    if (why) return refuse("url_not_public", `url must reach only public addresses: ${host} does not.`, { reason: "not_public", host });
  }
  // Plain http only to the loopback receiver of the tests.
  if (loopbackHttp && addresses.some(({ address }) => addressRefusal(address) !== "loopback"))
    return refuse("url_invalid", "url must be an https URL.", { reason: "not_https" });
  // The receiver's port is no other machine's (R4-5).
  if (toReceiver && url.port !== "" && !(webhookPorts as readonly string[]).includes(url.port) && addresses.some(({ address }) => addressRefusal(address) !== "loopback"))
    return refuse("url_invalid", `url's port must be ${webhookPorts.join(" or ")}.`, { reason: "port" });
  // And the loopback addresses only at the receiver's own address and port (red team 4, R4-7).
  const atReceiver = (address: string) => receivers.some((receiver) => receiver.address === address && receiver.port === url.port);
  if (allowLoopback && addresses.some(({ address }) => addressRefusal(address) === "loopback" && !atReceiver(address)))
    return isIP(host)
      ? refuse("url_not_public", `url must reach a public address: ${host} is loopback.`, { reason: "loopback", host })
      : refuse("url_not_public", `url must reach only public addresses: ${host} does not.`, { reason: "not_public", host });
  return { ok: true, url, address: addresses[0]! };
}
