import { createSocket, type Socket } from "node:dgram";
import { mkdtempSync, renameSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Resolver as DnsResolver } from "node:dns";
import { createServer, type AddressInfo } from "node:net";
import * as packet from "dns-packet";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  addressRefusal,
  checkEndpoint,
  countedAddress,
  dnsResolver,
  firstOfEachFamily,
  hostKey,
  lookupDeadlineMs,
  loopbackRefusal,
  maxAddressesPerFamily,
  type Resolver,
} from "./address";
import { webhookAttemptMs } from "./deliver";
import { currentNameServers, maxAnswerBytes, maxCnameLinks, maxTcpAnswerBytes, nameServers, nameServersKeptMs, withoutEdnsMs } from "./udp-dns";
import { webhookTimeoutSeconds } from "@/data/developer-api";

const resolver =
  (table: Record<string, string[]>): Resolver =>
  async (host) => {
    const addresses = table[host];
    if (!addresses) throw Object.assign(new Error("ENOTFOUND"), { code: "ENOTFOUND" });
    return addresses.map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));
  };

describe("a webhook host as it is counted (red team 5, RT5-5)", () => {
  it("is one host whatever its spelling: case, trailing dot, IDNA form, an IPv6 literal's brackets", () => {
    expect(["https://EXAMPLE.com./a", "https://example.com/b", "https://exAmple.COM:8443/c"].map(hostKey)).toEqual(Array(3).fill("example.com"));
    expect([hostKey("https://bÜcher-rt5.example/"), hostKey("https://xn--bcher-rt5-q9a.example./")]).toEqual(Array(2).fill("xn--bcher-rt5-q9a.example"));
    expect([hostKey("https://[2001:DB8::0:1]/"), hostKey("https://[2001:db8::1]:443/")]).toEqual(["2001:db8:0:0::/64", "2001:db8:0:0::/64"]);
    expect(hostKey("https://0x5d.0xb8.0xd7.0x0e/")).toBe("93.184.215.14");
    expect(hostKey("not a url")).toBeNull();
  });

  it("counts an IPv4-mapped IPv6 address as the IPv4 address it reaches (red team 6a, RT6a-7)", () => {
    expect([hostKey("https://[::ffff:93.184.215.77]/"), hostKey("https://[0:0:0:0:0:ffff:5db8:d74d]/")]).toEqual(["93.184.215.77", "93.184.215.77"]);
    expect(["::ffff:5db8:d74d", "::FFFF:93.184.215.77", "93.184.215.77"].map(countedAddress)).toEqual(Array(3).fill("93.184.215.77"));
    // Other IPv6 addresses, NAT64 among them (refused anyway), are counted by their /64.
    expect(["2001:db8::1", "64:ff9b::5db8:d74d"].map(countedAddress)).toEqual(["2001:db8:0:0::/64", "64:ff9b:0:0::/64"]);
  });

  it("counts an IPv6 address by its /64, as the site counts its clients (red team 9, RT9-1)", () => {
    const hosts = new Set(Array.from({ length: 100 }, (_, i) => hostKey(`https://[2a01:4f8:c17:1a2b::${(i + 1).toString(16)}]/`)));
    expect([...hosts]).toEqual(["2a01:4f8:c17:1a2b::/64"]);
    expect(["2a01:4f8:c17:1a2b:ffff:1:2:3", "2A01:04F8:0C17:1A2B::9"].map(countedAddress)).toEqual(Array(2).fill("2a01:4f8:c17:1a2b::/64"));
    // The next /64 is another count; IPv4 addresses and names are as they were.
    expect(countedAddress("2a01:4f8:c17:1a2c::1")).toBe("2a01:4f8:c17:1a2c::/64");
    expect(["93.184.215.14", "example.com"].map(countedAddress)).toEqual(["93.184.215.14", "example.com"]);
  });
});

describe("the webhook address classifier", () => {
  it.each([
    "127.0.0.1",
    "127.255.255.254",
    "0.0.0.0",
    "10.1.2.3",
    "172.16.0.1",
    "172.31.255.255",
    "192.168.1.1",
    "169.254.169.254",
    "100.64.0.1",
    "100.127.255.255",
    "224.0.0.1",
    "239.255.255.250",
    "255.255.255.255",
    "240.0.0.1",
    "192.0.2.10",
    "198.51.100.7",
    "203.0.113.9",
    "198.18.0.1",
    "::",
    "::1",
    "[::1]",
    "::ffff:127.0.0.1",
    "[::ffff:7f00:1]",
    "::ffff:10.0.0.1",
    "::ffff:169.254.169.254",
    "::127.0.0.1",
    "64:ff9b::7f00:1",
    "64:ff9b::a9fe:a9fe",
    "64:ff9b::8.8.8.8",
    "64:ff9b:1::1",
    "2002:7f00:1::",
    "2002:c0a8:101::1",
    "fc00::1",
    "fd12:3456::1",
    "fe80::1",
    "fe80::1%eth0",
    "[fe80::1%25eth0]",
    "febf::1",
    "fec0::1",
    "ff02::1",
    "2001:db8::1",
    "3fff::1",
    "2001::1",
    "100::1",
    "not-an-address",
    "1.2.3",
  ])("refuses %s", (address) => {
    expect(addressRefusal(address)).not.toBeNull();
  });

  it.each([
    "8.8.8.8",
    "1.1.1.1",
    "100.63.255.255",
    "100.128.0.1",
    "172.32.0.1",
    "2606:4700::1111",
    "2a00:1450:4007:80e::200e",
    "::ffff:8.8.8.8",
  ])("lets the public address %s in", (address) => {
    expect(addressRefusal(address)).toBeNull();
  });

  it("lets loopback in only with the tests' setting, and nothing else that is not public", () => {
    expect(addressRefusal("127.0.0.1", { allowLoopback: true })).toBeNull();
    expect(addressRefusal("::1", { allowLoopback: true })).toBeNull();
    expect(addressRefusal("10.0.0.1", { allowLoopback: true })).not.toBeNull();
    expect(addressRefusal("169.254.169.254", { allowLoopback: true })).not.toBeNull();
  });
});

describe("an endpoint URL", () => {
  const resolve = resolver({
    "hooks.example.com": ["93.184.215.14"],
    "hooks.example.com.": ["93.184.215.14"],
    "both.example.com": ["93.184.215.14", "10.0.0.5"],
    "six.example.com": ["2606:4700::1111", "fd00::1"],
    "localhost.": ["127.0.0.1"],
    "rebind.example.com": ["127.0.0.1"],
  });
  const check = (url: string, env: Record<string, string> = {}) => checkEndpoint(url, { resolve, env });

  it.each([
    ["http://hooks.example.com/in", "url_invalid", "not_https"],
    ["ftp://hooks.example.com/in", "url_invalid", "not_https"],
    ["https://user:pass@hooks.example.com/in", "url_invalid", "credentials"],
    ["not a url", "url_invalid", "not_a_url"],
    [`https://hooks.example.com/${"a".repeat(2048)}`, "url_invalid", "too_long"],
    ["https://127.0.0.1/in", "url_not_public", "loopback"],
    ["https://0x7f.1/in", "url_not_public", "loopback"],
    ["https://2130706433/in", "url_not_public", "loopback"],
    ["https://0177.0.0.1/in", "url_not_public", "loopback"],
    ["https://[::ffff:127.0.0.1]/in", "url_not_public", "loopback"],
    ["https://[::1]/in", "url_not_public", "loopback"],
    ["https://[fe80::1%25eth0]/in", "url_invalid", "not_a_url"],
    ["https://localhost/in", "url_not_public", "localhost"],
    ["https://localhost./in", "url_not_public", "localhost"],
    ["https://api.localhost/in", "url_not_public", "localhost"],
    ["https://169.254.169.254/latest/meta-data", "url_not_public", "not_public"],
    ["https://both.example.com/in", "url_not_public", "not_public"],
    ["https://six.example.com/in", "url_not_public", "not_public"],
    ["https://rebind.example.com/in", "url_not_public", "not_public"],
    ["https://nowhere.example.com/in", "url_unresolved", "unresolved"],
  ])("refuses %s (%s, %s)", async (url, code, reason) => {
    const checked = await check(url);
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(checked.refusal).toMatchObject({ code, reason });
  });

  it("names the host at fault, never the address a name resolves to nor its kind (red team 4, R4-6)", async () => {
    const checked = await check("https://both.example.com/in");
    expect(!checked.ok && checked.refusal).toEqual({
      code: "url_not_public",
      message: "url must reach only public addresses: both.example.com does not.",
      reason: "not_public",
      host: "both.example.com",
    });
    const rebound = await check("https://rebind.example.com/in");
    expect(!rebound.ok && JSON.stringify(rebound.refusal)).not.toMatch(/127\.0\.0\.1|loopback/);
    const unresolved = await check("https://nowhere.example.com/in");
    expect(!unresolved.ok && unresolved.refusal).toMatchObject({ reason: "unresolved", host: "nowhere.example.com" });
  });

  it("judges only a name's first addresses of each family, however many it answers, and keeps the first (red team 18, RT18-1)", async () => {
    // 4,000 A and 2,300 AAAA records: before, each judged twice on the main thread, 10 to 60 ms a lookup.
    const v4 = Array.from({ length: 4000 }, (_, n) => `93.184.${n >> 8}.${n & 255}`);
    const v6 = Array.from({ length: 2300 }, (_, n) => `2606:4700::${n.toString(16)}`);
    const many = (private4: number, private6: number) =>
      checkEndpoint("https://many.example.com/in", {
        resolve: resolver({ "many.example.com": [...v4.map((a, n) => (n === private4 ? "10.0.0.5" : a)), ...v6.map((a, n) => (n === private6 ? "fd00::1" : a))] }),
        env: {},
      });
    const checked = await many(-1, -1);
    expect(checked.ok && checked.address).toEqual({ address: "93.184.0.0", family: 4 });
    // A private address among the first of its family is refused, as before; one past them is never judged nor used.
    expect(await many(maxAddressesPerFamily - 1, -1)).toMatchObject({ ok: false, refusal: { reason: "not_public" } });
    expect(await many(-1, maxAddressesPerFamily - 1)).toMatchObject({ ok: false, refusal: { reason: "not_public" } });
    expect((await many(maxAddressesPerFamily, maxAddressesPerFamily)).ok).toBe(true);
    expect(firstOfEachFamily([...v4, ...v6].map((address) => ({ address, family: address.includes(":") ? 6 : 4 })))).toHaveLength(2 * maxAddressesPerFamily);
  });

  it("takes a public https URL, a trailing dot too, and keeps the address it checked", async () => {
    const checked = await check("https://hooks.example.com./in?x=1");
    expect(checked.ok && checked.address).toEqual({ address: "93.184.215.14", family: 4 });
    expect((await check("https://hooks.example.com/in")).ok).toBe(true);
  });

  it("sends only to port 443 or 8443: another port of a public host is refused by its reason, port (red team 4, R4-5)", async () => {
    for (const url of ["https://hooks.example.com:22/", "https://hooks.example.com:25/in", "https://93.184.215.14:6379/", "https://hooks.example.com:80/"])
      expect(await check(url)).toMatchObject({ ok: false, refusal: { code: "url_invalid", reason: "port" } });
    expect((await check("https://hooks.example.com:8443/in")).ok).toBe(true);
    expect((await check("https://hooks.example.com:443/in")).ok).toBe(true);
  });

  it("takes the tests' plain-http loopback receiver only at the host:port SANDBOX_WEBHOOKS_ALLOW_LOOPBACK names, and no private address then", async () => {
    expect((await check("http://127.0.0.1:6101/hook")).ok).toBe(false);
    const env = { SANDBOX_WEBHOOKS_ALLOW_LOOPBACK: "127.0.0.1:6101" };
    expect((await check("http://127.0.0.1:6101/hook", env)).ok).toBe(true);
    expect((await check("http://10.0.0.1:6101/hook", env)).ok).toBe(false);
    expect((await check("http://hooks.example.com/in", env)).ok).toBe(false);
    expect((await check("https://169.254.169.254/", env)).ok).toBe(false);
    expect((await check("https://hooks.example.com:6101/in", env)).ok).toBe(false);
  });

  it("lets no other loopback port or address in with the setting, and nothing with a setting that names none (red team 4, R4-7)", async () => {
    const env = { SANDBOX_WEBHOOKS_ALLOW_LOOPBACK: "127.0.0.1:6101" };
    for (const url of ["http://127.0.0.1:6102/hook", "http://127.0.0.2:6101/hook", "http://127.0.0.1/hook", "https://127.0.0.1:8443/", "http://[::1]:6101/"])
      expect((await check(url, env)).ok).toBe(false);
    for (const value of ["1", "true", "127.0.0.1", "10.0.0.1:6101", "127.0.0.1:99999", "localhost:6101"])
      expect((await check("http://127.0.0.1:6101/hook", { SANDBOX_WEBHOOKS_ALLOW_LOOPBACK: value })).ok).toBe(false);
    expect((await check("http://[::1]:6101/hook", { SANDBOX_WEBHOOKS_ALLOW_LOOPBACK: "[::1]:6101" })).ok).toBe(true);
    // Several receivers, each at its own port only.
    const two = { SANDBOX_WEBHOOKS_ALLOW_LOOPBACK: "127.0.0.1:6101,127.0.0.1:6102" };
    expect([(await check("http://127.0.0.1:6101/", two)).ok, (await check("http://127.0.0.1:6102/", two)).ok]).toEqual([true, true]);
    expect((await check("http://127.0.0.1:6103/", two)).ok).toBe(false);
    expect((await check("http://127.0.0.1:6101/", { SANDBOX_WEBHOOKS_ALLOW_LOOPBACK: "127.0.0.1:6101,1" })).ok).toBe(false);
  });
});

describe("the production start", () => {
  it.each(["start", "serve", "serve:edge"])("refuses npm run %s with the loopback setting", (script) => {
    expect(loopbackRefusal({ npm_lifecycle_event: script, SANDBOX_WEBHOOKS_ALLOW_LOOPBACK: "1" })).toMatch(
      /SANDBOX_WEBHOOKS_ALLOW_LOOPBACK/,
    );
    expect(loopbackRefusal({ npm_lifecycle_event: script, SANDBOX_WEBHOOKS_ALLOW_LOOPBACK: "0" })).not.toBeNull();
    expect(loopbackRefusal({ npm_lifecycle_event: script, SANDBOX_WEBHOOKS_ALLOW_LOOPBACK: "127.0.0.1:3150" })).toMatch(/npm run/);
    expect(loopbackRefusal({ npm_lifecycle_event: script })).toBeNull();
  });

  it("lets the browser tests' servers (next start, the edge script, npm test) start with a loopback host:port", () => {
    expect(loopbackRefusal({ SANDBOX_WEBHOOKS_ALLOW_LOOPBACK: "127.0.0.1:3150" })).toBeNull();
    expect(loopbackRefusal({ npm_lifecycle_event: "test", SANDBOX_WEBHOOKS_ALLOW_LOOPBACK: "127.0.0.1:3150" })).toBeNull();
  });

  it("refuses any start, whatever started it, with a setting that names no loopback host:port (red team 4, R4-7)", () => {
    for (const value of ["1", "yes", "0.0.0.0:3150", "10.0.0.5:22", ""])
      expect(loopbackRefusal({ SANDBOX_WEBHOOKS_ALLOW_LOOPBACK: value })).toMatch(/^SANDBOX_WEBHOOKS_ALLOW_LOOPBACK is set to/);
  });
});

type Asked = { name: string; type: string; edns: number | null };

/**
 * A name server for the tests on 127.0.0.1, UDP and TCP on one port: it writes down every question (name, type, and the
 * answer size its EDNS record advertises, or null; over TCP in `overTcp`), answers A 93.184.215.14 for any name and no
 * AAAA, or by the name's first label:
 * `hang…` never answered; `many…` twenty A records, 93.184.215.1 to .20; `nx…` NXDOMAIN; `trunc…` a truncated answer
 * holding three A records; `tcempty…` over UDP a truncated answer without A records, over TCP 80 A records (2,480
 * bytes); `tcphuge…` the same with 300 over TCP (9,300 bytes); `huge…` a UDP answer of 100 A records (2,800 bytes)
 * (these numbered from 93.184.0.0); `alias…` a CNAME to `target.example`, its A record 93.184.215.20, and an A record of another name
 * (10.0.0.1); `spoof…` an answer of 10.0.0.1 from another port, one of 10.0.0.2 with another id, then the real one;
 * `mismatch…` an answer for another name; `old…` FORMERR to a question with EDNS, the answer to one without;
 * `oldnoq…` the same FORMERR without the question; `olddrop…` a question with EDNS never answered; `oldbroken…`
 * FORMERR to EDNS, no answer without it; `notimp…` NOTIMP; `noedns…` SERVFAIL without the question to EDNS, the answer
 * without it; `chain<N>` N CNAMEs written backwards, then the A record
 * 93.184.215.30; `oldgarbage…` FORMERR to EDNS, an answer that cannot be read without it; `kelvin…` an A record of
 * `\u212Aelvin.example` (the Kelvin sign). With `failing`, SERVFAIL to everything, without the question when `bare`;
 * with `garbage`, an answer that cannot be read to everything.
 */
async function fakeNameServer({ failing = false, bare = false, garbage = false }: { failing?: boolean; bare?: boolean; garbage?: boolean } = {}) {
  const asked: Asked[] = [];
  const overTcp: string[] = [];
  let socket: Socket;
  const stranger = createSocket("udp4");
  const a = (name: string, data: string) => ({ type: "A" as const, class: "IN" as const, name, ttl: 60, data });
  // The answer's code is the flags' last four bits (dns-packet writes no `rcode`).
  const codes = { NOERROR: 0, FORMERR: 1, SERVFAIL: 2, NXDOMAIN: 3, NOTIMP: 4 };
  type Answer = Partial<packet.Packet> & { rcode?: keyof typeof codes };
  const encode = (query: packet.Packet, { rcode = "NOERROR", flags = packet.RECURSION_DESIRED | packet.RECURSION_AVAILABLE, ...answer }: Answer) =>
    packet.encode({ type: "response", id: query.id, flags: flags | codes[rcode], questions: query.questions, ...answer });
  /** What the server answers `query` (null: nothing), over UDP or TCP. */
  const answerTo = (query: packet.Packet, tcp: boolean): Answer | null => {
    const question = query.questions![0]!;
    const opt = query.additionals?.find((record) => record.type === "OPT");
    const label = question.name.split(".")[0]!;
    const isA = question.type === "A";
    const numbered = (count: number) => Array.from({ length: isA ? count : 0 }, (_, n) => a(question.name, `93.184.${(n >> 8) & 255}.${n & 255}`));
    if (label.startsWith("hang") || (label.startsWith("olddrop") && opt) || (label.startsWith("oldbroken") && !opt)) return null;
    if (label.startsWith("notimp")) return { rcode: "NOTIMP" };
    if (label.startsWith("noedns") && opt) return { rcode: "SERVFAIL", questions: [] };
    const chain = /^chain(\d+)$/.exec(label);
    if (chain) {
      // N CNAMEs from the name to `l<N>.example`, written from the last to the first, then its A record first of all.
      const links = Number(chain[1]);
      const at = (n: number) => (n === 0 ? question.name : `l${n}.example`);
      const aliases = Array.from({ length: links }, (_, n) => ({ type: "CNAME" as const, class: "IN" as const, name: at(links - n - 1), ttl: 60, data: at(links - n) }));
      return { answers: [...(isA ? [a(at(links), "93.184.215.30")] : []), ...aliases] };
    }
    if (failing) return { rcode: "SERVFAIL", ...(bare ? { questions: [] } : {}) };
    if (label.startsWith("nx")) return { rcode: "NXDOMAIN" };
    if (label.startsWith("oldnoq") && opt) return { rcode: "FORMERR", questions: [] };
    if (label.startsWith("old") && opt) return { rcode: "FORMERR" };
    if (label.startsWith("many")) return { answers: Array.from({ length: isA ? 20 : 0 }, (_, n) => a(question.name, `93.184.215.${n + 1}`)) };
    if (label.startsWith("huge")) return { answers: numbered(100) };
    if (label.startsWith("trunc")) return isA ? { flags: packet.RECURSION_DESIRED | packet.TRUNCATED_RESPONSE, answers: numbered(3) } : { answers: [] };
    if (label.startsWith("tcempty") || label.startsWith("tcphuge"))
      return tcp || !isA ? { answers: numbered(label.startsWith("tcempty") ? 80 : 300) } : { flags: packet.RECURSION_DESIRED | packet.TRUNCATED_RESPONSE, answers: [] };
    if (label.startsWith("mismatch")) return { questions: [{ ...question, name: "other.example" }], answers: isA ? [a(question.name, "93.184.215.14")] : [] };
    if (label.startsWith("kelvin")) return { answers: isA ? [a(question.name.replace(/^k/, "\u212A"), "93.184.215.40")] : [] };
    if (label.startsWith("alias"))
      return {
        answers: [
          { type: "CNAME", class: "IN", name: question.name, ttl: 60, data: "target.example" },
          ...(isA ? [a("other.example", "10.0.0.1"), a("target.example", "93.184.215.20")] : []),
        ],
      };
    return { answers: isA ? [a(question.name, "93.184.215.14")] : [] };
  };
  const onMessage = (message: Buffer, from: AddressInfo) => {
    const query = packet.decode(message);
    const question = query.questions![0]!;
    const opt = query.additionals?.find((record) => record.type === "OPT") as { udpPayloadSize: number } | undefined;
    asked.push({ name: question.name, type: question.type, edns: opt?.udpPayloadSize ?? null });
    if ((question.name.startsWith("oldgarbage") && !opt) || garbage)
      // Five answers announced, none there.
      return void socket.send(Buffer.concat([message.subarray(0, 2), Buffer.from([0x81, 0x80, 0, 1, 0, 5, 0, 0, 0, 0])]), from.port, from.address);
    const answer = answerTo(query, false);
    if (!answer) return;
    if (question.name.startsWith("spoof") && question.type === "A") {
      stranger.send(encode(query, { answers: [a(question.name, "10.0.0.1")] }), from.port, from.address);
      socket.send(encode({ ...query, id: (query.id! + 1) % 65536 }, { answers: [a(question.name, "10.0.0.2")] }), from.port, from.address);
    }
    socket.send(encode(query, answer), from.port, from.address);
  };
  await new Promise<void>((resolve) => stranger.bind(0, "127.0.0.1", resolve));
  const tcp = createServer((connection) => {
    let buffered = Buffer.alloc(0);
    connection.on("error", () => undefined);
    connection.on("data", (chunk) => {
      buffered = Buffer.concat([buffered, chunk]);
      if (buffered.length < 2 || buffered.length < 2 + buffered.readUInt16BE(0)) return;
      const query = packet.decode(buffered.subarray(2, 2 + buffered.readUInt16BE(0)));
      overTcp.push(query.questions![0]!.name);
      const answer = answerTo(query, true);
      if (!answer) return;
      const reply = encode(query, answer);
      const length = Buffer.alloc(2);
      length.writeUInt16BE(reply.length);
      connection.end(Buffer.concat([length, reply]));
    });
  });
  // One port for both: the system's TCP port first, then UDP on the same number, again on another when it is taken
  // (other test files run beside this one).
  let port = 0;
  for (let attempt = 0; !port; attempt++) {
    await new Promise<void>((resolve, reject) => tcp.once("error", reject).listen(0, "127.0.0.1", resolve));
    const candidate = (tcp.address() as AddressInfo).port;
    socket = createSocket("udp4").on("message", onMessage);
    const bound = await new Promise<boolean>((resolve) => {
      socket.once("error", () => resolve(false));
      socket.bind(candidate, "127.0.0.1", () => resolve(true));
    });
    if (bound) port = candidate;
    else if (attempt < 20) {
      socket.close();
      await new Promise((resolve) => tcp.close(resolve));
    }
    else throw new Error("no port free for both UDP and TCP");
  }
  return {
    server: `127.0.0.1:${port}`,
    asked,
    overTcp,
    close: () => {
      socket.close();
      stranger.close();
      tcp.close();
    },
  };
}

describe("the webhooks' own resolver (red team 4, R4-2, R4-3, R4-6; red teams 21 and 23)", () => {
  let dns: Awaited<ReturnType<typeof fakeNameServer>>;
  let failing: Awaited<ReturnType<typeof fakeNameServer>>;
  beforeAll(async () => {
    dns = await fakeNameServer();
    failing = await fakeNameServer({ failing: true });
  });
  afterAll(() => {
    dns.close();
    failing.close();
    vi.restoreAllMocks();
  });
  const quick = (server = dns.server) => dnsResolver({ servers: [server], timeoutMs: 200, tries: 1, deadlineMs: 1000 });
  const addressesOf = async (name: string, resolve = quick()) => (await resolve(name)).map(({ address }) => address);

  it("asks the name server for the name as written, fully qualified: no search list is tried, and an unknown name is unresolved", async () => {
    const resolve = quick();
    dns.asked.length = 0;
    expect(await resolve("db")).toEqual([{ address: "93.184.215.14", family: 4 }]);
    // A and AAAA for `db` itself, never `db.<search domain>`, each advertising the answer size it reads.
    expect(dns.asked.sort((x, y) => x.type.localeCompare(y.type))).toEqual([
      { name: "db", type: "A", edns: maxAnswerBytes },
      { name: "db", type: "AAAA", edns: maxAnswerBytes },
    ]);
    const checked = await checkEndpoint("https://db/hook", { resolve, env: {} });
    expect(checked.ok && checked.address).toEqual({ address: "93.184.215.14", family: 4 });
    dns.asked.length = 0;
    await expect(dnsResolver({ servers: [dns.server], timeoutMs: 200, tries: 2, deadlineMs: 1000 })("nx.example.")).rejects.toThrow(/ENOTFOUND/);
    // NXDOMAIN is an answer: not asked again.
    expect(dns.asked.map(({ name }) => name)).toEqual(["nx.example", "nx.example"]);
  });

  it("refuses, without asking, a name no name server could be asked (red team 23, RT23-6)", async () => {
    dns.asked.length = 0;
    for (const name of ["hook.example..", "hook..example", `${"a".repeat(64)}.example`, `${"abcdefghi.".repeat(26)}example`, "."])
      await expect(quick()(name)).rejects.toThrow(/EBADNAME/);
    expect(dns.asked).toEqual([]);
    expect(await addressesOf(`${"a".repeat(63)}.example.`)).toEqual(["93.184.215.14"]);
    const checked = await checkEndpoint("https://hook.example../", { resolve: quick(), env: {} });
    expect(!checked.ok && checked.refusal).toMatchObject({ code: "url_unresolved", host: "hook.example.." });
  });

  it("gives up on a name server that never answers at its deadline: the URL is refused as unresolved", async () => {
    const resolve = dnsResolver({ servers: [dns.server], timeoutMs: 100, tries: 1, deadlineMs: 300 });
    await expect(resolve("hang.example")).rejects.toThrow();
    const checked = await checkEndpoint("https://hang.example/hook", { resolve, env: {} });
    expect(!checked.ok && checked.refusal).toMatchObject({ code: "url_unresolved", reason: "unresolved", host: "hang.example" });
  });

  it("keeps at most so many addresses of each family of a name's answer, in their order (red team 18, RT18-1)", async () => {
    const twenty = Array.from({ length: 20 }, (_, n) => `93.184.215.${n + 1}`);
    expect(await addressesOf("many.example")).toEqual(twenty.slice(0, maxAddressesPerFamily));
    const resolve = dnsResolver({ servers: [dns.server], timeoutMs: 200, tries: 1, deadlineMs: 1000, perFamily: 20 });
    expect(await addressesOf("many.example", resolve)).toEqual(twenty);
  });

  it("never reads a big answer (red team 21, RT21-1): a truncated one is used for its records; without any, asked over TCP, read only up to its bound", async () => {
    dns.overTcp.length = 0;
    expect(await addressesOf("trunc.example")).toEqual(["93.184.0.0", "93.184.0.1", "93.184.0.2"]);
    // Bigger than the size the question advertised: not read, and not asked over TCP.
    await expect(quick()("huge.example")).rejects.toThrow(/ENOTFOUND/);
    expect(dns.overTcp).toEqual([]);
    // A resolver leaving out the records that do not fit (red team 23, RT23-2): asked again over TCP.
    expect(await addressesOf("tcempty.example")).toEqual(Array.from({ length: maxAddressesPerFamily }, (_, n) => `93.184.0.${n}`));
    expect(dns.overTcp).toEqual(["tcempty.example"]);
    expect(2 + 80 * 31 + 33).toBeLessThan(maxTcpAnswerBytes);
    // An answer longer than the bound over TCP: its length read, the rest never.
    await expect(quick()("tcphuge.example")).rejects.toThrow(/ENOTFOUND/);
    expect(dns.overTcp).toEqual(["tcempty.example", "tcphuge.example"]);
  });

  it("follows the name's CNAMEs in the answer, in any order, up to so many (red team 24, RT24-2), and takes no other name's addresses", async () => {
    expect(await addressesOf("alias.example")).toEqual(["93.184.215.20"]);
    expect(await addressesOf("chain3.example")).toEqual(["93.184.215.30"]);
    expect(await addressesOf(`chain${maxCnameLinks}.example`)).toEqual(["93.184.215.30"]);
    await expect(quick()(`chain${maxCnameLinks + 1}.example`)).rejects.toThrow(/ENOTFOUND/);
    // Names compared in ASCII only (red team 25, RT25-5): the Kelvin sign is no `k`.
    await expect(quick()("kelvin.example")).rejects.toThrow(/ENOTFOUND/);
  });

  it("takes its answer only from the server it asked, with the question's id and question: another port's, another id's and another name's are left", async () => {
    expect(await addressesOf("spoof.example")).toEqual(["93.184.215.14"]);
    await expect(quick()("mismatch.example")).rejects.toThrow();
  });

  it("asks a server that does not know EDNS without it (red team 23, RT23-3), and the next server when one fails", async () => {
    // FORMERR with the question echoed, or without it: asked again without EDNS at once, and from then on.
    for (const label of ["old", "oldnoq"]) {
      const old = await fakeNameServer();
      expect(await addressesOf(`${label}.example`, quick(old.server))).toEqual(["93.184.215.14"]);
      expect(await addressesOf(`${label}2.example`, quick(old.server))).toEqual(["93.184.215.14"]);
      expect(old.asked.filter(({ type }) => type === "A").map(({ name, edns }) => [name, edns])).toEqual([
        [`${label}.example`, maxAnswerBytes],
        [`${label}.example`, null],
        [`${label}2.example`, null],
      ]);
      old.close();
    }
    // Remembered only once the question without EDNS answered, read whole (red team 25, RT25-3), and for so long (red
    // team 24, RT24-1); NOTIMP is no sign of a server without EDNS.
    for (const label of ["oldbroken", "oldgarbage", "notimp"]) {
      const odd = await fakeNameServer();
      await expect(quick(odd.server)(`${label}.example`)).rejects.toThrow(/ENOTFOUND/);
      odd.asked.length = 0;
      expect(await addressesOf("db.example", quick(odd.server))).toEqual(["93.184.215.14"]);
      expect(odd.asked.map(({ edns }) => edns)).toEqual([maxAnswerBytes, maxAnswerBytes]);
      odd.close();
    }
    const old = await fakeNameServer();
    await addressesOf("old.example", quick(old.server));
    old.asked.length = 0;
    await addressesOf("db.example", quick(old.server));
    // On the monotonic clock (red team 25, RT25-2).
    const now = performance.now.bind(performance);
    const later = vi.spyOn(performance, "now").mockImplementation(() => now() + withoutEdnsMs + 1);
    await addressesOf("db.example", quick(old.server)).finally(() => later.mockRestore());
    expect(old.asked.filter(({ type }) => type === "A").map(({ edns }) => edns)).toEqual([null, maxAnswerBytes]);
    old.close();
    // Questions with EDNS dropped: the next round asks without it; answered an error without the question (red teams
    // 26 and 27, RT26-1, RT27-1): asked without it at once, in the same round.
    for (const [label, tries] of [["olddrop", 2], ["noedns", 1]] as const) {
      const dropping = await fakeNameServer();
      const resolve = dnsResolver({ servers: [dropping.server], timeoutMs: 150, tries, deadlineMs: 1000 });
      expect(await addressesOf(`${label}.example`, resolve)).toEqual(["93.184.215.14"]);
      expect(dropping.asked.filter(({ type }) => type === "A").map(({ edns }) => edns)).toEqual([maxAnswerBytes, null]);
      dropping.close();
    }
    // An answer that cannot be read (red team 27, RT27-2): the next server.
    const unreadable = await fakeNameServer({ garbage: true });
    expect(await addressesOf("fallback.example", dnsResolver({ servers: [unreadable.server, dns.server], timeoutMs: 5000, tries: 1, deadlineMs: 1000 }))).toEqual([
      "93.184.215.14",
    ]);
    unreadable.close();
    failing.asked.length = 0;
    const both = dnsResolver({ servers: [failing.server, dns.server], timeoutMs: 200, tries: 1, deadlineMs: 1000 });
    expect(await addressesOf("fallback.example", both)).toEqual(["93.184.215.14"]);
    expect(failing.asked.map(({ name }) => name)).toEqual(["fallback.example", "fallback.example"]);
    await expect(dnsResolver({ servers: [failing.server], timeoutMs: 200, tries: 2, deadlineMs: 1000 })("fallback.example")).rejects.toThrow(/ENOTFOUND/);
    // An error without the question (red team 25, RT25-4): the next server at once, well before the question's timeout.
    const bare = await fakeNameServer({ failing: true, bare: true });
    expect(await addressesOf("fallback.example", dnsResolver({ servers: [bare.server, dns.server], timeoutMs: 5000, tries: 1, deadlineMs: 1000 }))).toEqual([
      "93.184.215.14",
    ]);
    bare.close();
  });

  it("fails over, nothing thrown, from a name server it cannot reach (red team 23, RT23-1)", async () => {
    // A UDP socket cannot connect to the broadcast address: the question ends at once, the next server answers.
    const resolve = dnsResolver({ servers: ["255.255.255.255", dns.server], timeoutMs: 5000, tries: 1, deadlineMs: 5000 });
    expect(await addressesOf("reach.example", resolve)).toEqual(["93.184.215.14"]);
    await expect(dnsResolver({ servers: ["255.255.255.255"], timeoutMs: 5000, tries: 2, deadlineMs: 5000 })("reach.example")).rejects.toThrow(/ENOTFOUND/);
  });

  it("reads resolv.conf's name servers again when it changed or was replaced, or after so long (red teams 23 to 25), as Node writes them, link-local ones left out", async () => {
    const servers = vi.spyOn(DnsResolver.prototype, "getServers").mockReturnValue([dns.server]);
    try {
      expect(await addressesOf("now.example", dnsResolver({ timeoutMs: 200, tries: 1, deadlineMs: 1000 }))).toEqual(["93.184.215.14"]);
      const folder = mkdtempSync(path.join(tmpdir(), "resolv-"));
      const file = path.join(folder, "resolv.conf");
      writeFileSync(file, "nameserver 127.0.0.1\n");
      utimesSync(file, new Date("2026-11-01T00:00:00Z"), new Date("2026-11-01T00:00:00Z"));
      expect(currentNameServers(file)).toEqual(nameServers([dns.server]));
      // Unchanged: not read again.
      servers.mockReturnValue([failing.server]);
      const reads = servers.mock.calls.length;
      expect(currentNameServers(file)).toEqual(nameServers([dns.server]));
      expect(servers.mock.calls.length).toBe(reads);
      // Changed: read again.
      const day = new Date("2026-11-02T00:00:00Z");
      utimesSync(file, day, day);
      expect(currentNameServers(file)).toEqual(nameServers([failing.server]));
      // Put in its place with the same times (red team 25, RT25-1: a copy keeping its times, renamed over it): read again.
      servers.mockReturnValue([dns.server]);
      writeFileSync(`${file}.new`, "nameserver 127.0.0.2\n");
      utimesSync(`${file}.new`, day, day);
      renameSync(`${file}.new`, file);
      expect(currentNameServers(file)).toEqual(nameServers([dns.server]));
      // Unchanged, but kept so long: read again.
      servers.mockReturnValue([failing.server]);
      expect(currentNameServers(file)).toEqual(nameServers([dns.server]));
      const now = performance.now.bind(performance);
      const later = vi.spyOn(performance, "now").mockImplementation(() => now() + nameServersKeptMs);
      expect(currentNameServers(file)).toEqual(nameServers([failing.server]));
      later.mockRestore();
      // Not there: read, and kept as long (red team 25, RT25-6).
      rmSync(folder, { recursive: true });
      servers.mockReturnValue(["fe80::1", dns.server]);
      expect(currentNameServers(file)).toEqual(nameServers([dns.server]));
      servers.mockReturnValue([failing.server]);
      expect(currentNameServers(file)).toEqual(nameServers([dns.server]));
    } finally {
      servers.mockRestore();
    }
    expect(nameServers(["1.1.1.1", "1.1.1.1:5353", "2606:4700::1111", "[2606:4700::1111]:5353", "[::1]", "resolver.example", "1.1.1.1:70000", "fe80::1", "[FE80::1]:53"])).toEqual([
      { address: "1.1.1.1", port: 53, family: 4 },
      { address: "1.1.1.1", port: 5353, family: 4 },
      { address: "2606:4700::1111", port: 53, family: 6 },
      { address: "2606:4700::1111", port: 5353, family: 6 },
      { address: "::1", port: 53, family: 6 },
    ]);
  });

  it("bounds a lookup well inside one attempt's bound, with the request's timeout after it", () => {
    expect(lookupDeadlineMs + webhookTimeoutSeconds * 1000).toBeLessThan(webhookAttemptMs);
  });
});
