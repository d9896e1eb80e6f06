import { isIP } from "node:net";
import { edgeHeaders } from "@/edge/contract";
import { fromEdge } from "@/edge/trust";

/** Environment variables, as the process has them or as a test gives them. */
type Env = Record<string, string | undefined>;

/**
 * The client's address, as far as the site can trust it (docs/leads.md, "Which address"), or
 * null when it cannot know it:
 * - through the edge (the request carries the edge's secret): the address nginx sets in
 *   `x-edge-client`, the connection's or, from hops the operator declared
 *   (`EDGE_TRUSTED_PROXIES`), the one they report; nginx overwrites whatever a client sent;
 * - served alone behind `LEADS_TRUSTED_HOPS` proxies that each append the address they saw to
 *   `X-Forwarded-For`: the entry that many places from the right, the one the first trusted hop
 *   wrote;
 * - otherwise none: `X-Forwarded-For` is then the client's to write (Next keeps one a client
 *   sends), so it is never read.
 */
export function clientAddress(headers: Pick<Headers, "get">, env: Env = process.env): string | null {
  if (fromEdge(headers, env)) return validAddress(headers.get(edgeHeaders.client));
  const hops = Number(env.LEADS_TRUSTED_HOPS ?? 0);
  if (!Number.isInteger(hops) || hops < 1) return null;
  const entries = (headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  return validAddress(entries[entries.length - hops]);
}

function validAddress(value: string | null | undefined): string | null {
  const address = value?.trim().replace(/^\[(.*)\]$/, "$1");
  return address && isIP(address.replace(/%.*$/, "")) ? address : null;
}

/**
 * The key an address is counted under: an IPv4 address as it is (an IPv4-mapped IPv6 address as
 * its IPv4), an IPv6 address by its /64, the block one subscriber gets, so that a client cannot
 * walk its block to escape the count.
 */
export function addressKey(address: string): string {
  const plain = address.replace(/%.*$/, "").toLowerCase();
  if (isIP(plain) === 4) return plain;
  const groups = expandIPv6(plain);
  if (!groups) return plain;
  const ipv4 = () => [groups[6]! >> 8, groups[6]! & 255, groups[7]! >> 8, groups[7]! & 255].join(".");
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) return ipv4();
  // NAT64's well-known prefix, 64:ff9b::/96 (RFC 6052): an IPv4 visitor seen through a carrier's
  // translator is that IPv4 address, not one /64 shared by every IPv4 visitor (red team I3).
  if (groups[0] === 0x64 && groups[1] === 0xff9b && groups.slice(2, 6).every((group) => group === 0)) return ipv4();
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":")}::/64`;
}

/** The eight 16-bit groups of an IPv6 address (`::` expanded, a trailing IPv4 read), or null. */
function expandIPv6(address: string): number[] | null {
  if (isIP(address) !== 6) return null;
  let text = address;
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split("::");
  const part = (side: string | undefined) => (side ? side.split(":").map((group) => parseInt(group, 16)) : []);
  const start = part(head);
  const end = part(tail);
  const fill = text.includes("::") ? 8 - start.length - end.length : 0;
  return [...start, ...Array<number>(fill).fill(0), ...end];
}
