import { randomInt } from "node:crypto";
import { createSocket } from "node:dgram";
import { Resolver } from "node:dns";
import { statSync } from "node:fs";
import { connect, isIP } from "node:net";
import * as packet from "dns-packet";

/*
 * The webhooks' DNS questions, answers read only up to a bound (red team 21, RT21-1; docs/developer-section.md, "The
 * resolver"). Node's `dns.Resolver` (c-ares) asks again over TCP after a truncated answer and reads all of it, up to
 * 64 KiB: a zone of a key's own answering thousands of records cost the server's main thread 30 to 48 ms a lookup, and
 * a minute's lookups coming back together held it over a second. Here a question is sent over UDP on a socket of its
 * own, connected to the name server (the system drops datagrams from anyone else), with a random id; the answer is read
 * only when it is no bigger than the size the question advertised (`maxAnswerBytes`, which a resolver keeps to); a
 * truncated answer is used for the records it holds, and asked again over TCP only when it holds none of them (red team
 * 23, RT23-2), that answer read only when its length is at most `maxTcpAnswerBytes`. Packets are written and read by
 * dns-packet (names, compression pointers, which it follows only backwards, and every record type a resolver may add).
 */

/**
 * The most bytes of a UDP answer read (EDNS's buffer size, the one DNS Flag Day 2020 settled on): about 70 A or 40 AAAA
 * records, more than `maxAddressesPerFamily` keeps. A bigger datagram is not read.
 */
export const maxAnswerBytes = 1232;

/**
 * The most bytes of a TCP answer read, asked when a UDP answer came truncated without any of the name's records (a
 * resolver may leave out a record set that does not fit, RFC 2181 §9): about 250 A records. A longer answer is not read:
 * its length comes first, and the connection is closed then.
 */
export const maxTcpAnswerBytes = 4096;

/** A name server to ask: its address and port, and the family of the socket that reaches it. */
export type NameServer = { address: string; port: number; family: 4 | 6 };

/**
 * The name servers as `dns.getServers()` or `setServers` write them (`1.1.1.1`, `1.1.1.1:53`, `2606:4700::1111`,
 * `[2606:4700::1111]:53`); what is none of these is left out, and so are link-local IPv6 servers (`fe80::/10`), which
 * Node writes without the interface they need (red team 23, RT23-1).
 */
export function nameServers(written: readonly string[]): NameServer[] {
  return written.flatMap((text) => {
    const bracketed = /^\[([^\]]+)\](?::(\d{1,5}))?$/.exec(text);
    const v4 = /^([\d.]+)(?::(\d{1,5}))?$/.exec(text);
    const [address, port] = bracketed ? [bracketed[1]!, bracketed[2]] : v4 ? [v4[1]!, v4[2]] : [text, undefined];
    const family = isIP(address);
    const number = port === undefined ? 53 : Number(port);
    if (family === 0 || number < 1 || number > 65535 || /^fe[89ab]/i.test(address)) return [];
    return [{ address, port: number, family: family === 6 ? 6 : 4 }];
  });
}

/** The longest resolv.conf's servers are kept without reading it again, whatever it looks like (red team 25, RT25-1). */
export const nameServersKeptMs = 30_000;

let known: { file: string; seen: string; read: number; servers: NameServer[] } | null = null;

/**
 * The name servers of resolv.conf as they are now (red team 23, RT23-5: a resolv.conf changed by DHCP or a VPN after
 * the site started): read again, as c-ares reads it for each new resolver, whenever `file` looks changed (its inode,
 * size, modification and change times: red team 25's RT25-1, a file put in its place with the same modification time),
 * or cannot be looked at, and at least every `nameServersKeptMs` (red team 24, RT24-3: reading it at each lookup cost
 * 0.1 ms of the main thread; red team 25, RT25-6: so did a missing file).
 */
export function currentNameServers(file = "/etc/resolv.conf"): NameServer[] {
  let seen = "none";
  try {
    const { ino, size, mtimeMs, ctimeMs } = statSync(file);
    seen = `${ino}:${size}:${mtimeMs}:${ctimeMs}`;
  } catch {
    // Not there, or a dangling link: read as it is, and kept no longer than the rest.
  }
  const now = performance.now();
  if (known?.file !== file || known.seen !== seen || now - known.read >= nameServersKeptMs)
    known = { file, seen, read: now, servers: nameServers(new Resolver().getServers()) };
  return known.servers;
}

/**
 * The name as it is asked, or null for one no name server could be asked (red team 23, RT23-6): one trailing dot at
 * most, labels of 1 to 63 characters, 253 in all, printable ASCII (the URL parser gives IDNA names in their punycode
 * form). c-ares refused such names before asking; dns-packet would write them misframed.
 */
export function askableName(host: string): string | null {
  const name = host.endsWith(".") ? host.slice(0, -1) : host;
  if (name.length === 0 || name.length > 253 || !/^[\x21-\x7e]+$/.test(name)) return null;
  return name.split(".").every((label) => label.length > 0 && label.length <= 63) ? name : null;
}

/**
 * What one question to one server came to: an answer (its addresses, maybe none; `clean` when it was read whole,
 * NOERROR or NXDOMAIN, the question echoed), a truncated answer without any of them, or a reason to ask again.
 */
type Outcome =
  | { answered: string[]; clean?: true }
  | { truncated: true }
  | { again: "timeout" | "error" | "server" | "bare" | "formerr" | "too_big" };

type Question = { name: string; type: "A" | "AAAA" };

/** The most CNAMEs followed from the name asked (red team 24, RT24-2); resolvers follow 8 to 16 themselves. */
export const maxCnameLinks = 16;

/**
 * A name's addresses of one family as its resolver answered: the records of that type whose owner is the name or a
 * name its CNAMEs lead to, at most `maxCnameLinks` of them (in the answer's order), at most `most`. One pass over the
 * answer for the CNAMEs, one for the addresses, whatever their order (red team 24, RT24-2: a pass per CNAME cost a
 * chain written backwards ten times the biggest answer of addresses).
 */
function addressesOf(answer: packet.Packet, { name, type }: Question, most: number): string[] {
  const lower = lowerName;
  const answers = answer.answers ?? [];
  const aliases = new Map<string, string>();
  for (const record of answers)
    if (record.type === "CNAME") {
      const owner = lower(record.name);
      if (!aliases.has(owner)) aliases.set(owner, lower(record.data));
    }
  const names = new Set([lower(name)]);
  for (let at = lower(name), link = 0; link < maxCnameLinks; link++) {
    const next = aliases.get(at);
    if (next === undefined || names.has(next)) break;
    names.add(next);
    at = next;
  }
  const addresses: string[] = [];
  for (const record of answers) {
    if (addresses.length >= most) break;
    if (record.type === type && (record.class ?? "IN") === "IN" && names.has(lower(record.name)) && isIP(record.data) === (type === "A" ? 4 : 6))
      addresses.push(record.data);
  }
  return addresses;
}

/** A name in ASCII lower case, without its trailing dot: only A to Z change (red team 25, RT25-5: `toLowerCase` made the Kelvin sign a `k`). */
function lowerName(text: string): string {
  return text.replace(/[A-Z]/g, (letter) => letter.toLowerCase()).replace(/\.$/, "");
}

/** A question as it is sent: a random id, recursion desired, and EDNS with `maxAnswerBytes` when `edns`. */
function query(question: Question, id: number, edns: boolean): Buffer {
  return packet.encode({
    type: "query",
    id,
    flags: packet.RECURSION_DESIRED,
    questions: [{ ...question, class: "IN" }],
    additionals: edns
      ? [{ type: "OPT", name: ".", udpPayloadSize: maxAnswerBytes, extendedRcode: 0, ednsVersion: 0, flags: 0, flag_do: false, options: [] }]
      : [],
  });
}

/**
 * What an answer with the question's id says, or null when it is not this question's answer (another question, a
 * guess: still waited for). FORMERR to a question with EDNS is taken as "no EDNS here" with or without the question
 * echoed (red team 23, RT23-3: some servers send none with it); NOTIMP is a server that does not answer the question
 * (some old ones, to AAAA), not one without EDNS (red team 24, RT24-1).
 */
function read(message: Buffer, question: Question, { edns, most }: { edns: boolean; most: number }): Outcome | null {
  let answer: packet.DecodedPacket & { rcode?: string };
  try {
    answer = packet.decode(message);
  } catch {
    // What the server sent cannot be read (a record cut in two): the next server (red team 27, RT27-2).
    return { again: "server" };
  }
  if (answer.type !== "response") return null;
  // An error, with the question echoed or not (red team 25, RT25-4: NOTIMP, SERVFAIL or REFUSED without it waited for
  // the timeout): the id is this question's, from the server asked.
  if (answer.rcode === "FORMERR") return { again: edns ? "formerr" : "server" };
  const asked = answer.questions?.[0];
  // Without the question, maybe a server without EDNS that does not say FORMERR (red team 26, RT26-1).
  if (answer.rcode !== "NOERROR" && answer.rcode !== "NXDOMAIN") return { again: asked ? "server" : "bare" };
  if (answer.questions?.length !== 1 || asked?.type !== question.type) return null;
  if (lowerName(asked.name) !== lowerName(question.name)) return null;
  const addresses = answer.rcode === "NOERROR" ? addressesOf(answer, question, most) : [];
  return addresses.length === 0 && answer.flag_tc ? { truncated: true } : { answered: addresses, clean: true };
}

type Asking = { timeoutMs: number; most: number; signal: AbortSignal };

/**
 * Ends a question at its answer, its timeout or its lookup's end (`signal`), once: `close` frees what it holds.
 * Returns `end`, to call with what the question came to.
 */
function ending(resolve: (outcome: Outcome) => void, close: () => void, { timeoutMs, signal }: Asking) {
  let ended = false;
  const end = (outcome: Outcome) => {
    if (ended) return;
    ended = true;
    clearTimeout(timer);
    signal.removeEventListener("abort", abort);
    close();
    resolve(outcome);
  };
  const abort = () => end({ again: "timeout" });
  const timer = setTimeout(abort, timeoutMs);
  signal.addEventListener("abort", abort);
  return { end, ended: () => ended };
}

/** One question to one server over UDP, on a socket of its own connected to it. */
function askOverUdp(server: NameServer, question: Question, { edns, ...asking }: Asking & { edns: boolean }): Promise<Outcome> {
  return new Promise((resolve) => {
    const id = randomInt(0, 65536);
    const socket = createSocket(server.family === 6 ? "udp6" : "udp4");
    const { end, ended } = ending(resolve, () => socket.close(), asking);
    socket.on("error", () => end({ again: "error" }));
    socket.on("message", (message) => {
      if (message.length < 12 || message.readUInt16BE(0) !== id) return;
      if (message.length > maxAnswerBytes) return end({ again: "too_big" });
      const outcome = read(message, question, { edns, most: asking.most });
      if (outcome) end(outcome);
    });
    // A server that cannot be reached (no route, a broadcast or multicast address) fails here, not with "error"
    // (red team 23, RT23-1: sending then threw from the callback).
    socket.connect(server.port, server.address, (error?: Error) => {
      if (error) return end({ again: "error" });
      if (ended()) return;
      try {
        socket.send(query(question, id, edns), (failed) => failed && end({ again: "error" }));
      } catch {
        end({ again: "error" });
      }
    });
  });
}

/** One question to one server over TCP, its answer read only when its length is at most `maxTcpAnswerBytes`. */
function askOverTcp(server: NameServer, question: Question, asking: Asking): Promise<Outcome> {
  return new Promise((resolve) => {
    const id = randomInt(0, 65536);
    const sent = query(question, id, false);
    const length = Buffer.alloc(2);
    length.writeUInt16BE(sent.length);
    const socket = connect({ host: server.address, port: server.port });
    const { end } = ending(resolve, () => socket.destroy(), asking);
    const chunks: Buffer[] = [];
    let received = 0;
    socket.on("connect", () => socket.write(Buffer.concat([length, sent])));
    socket.on("data", (chunk: Buffer) => {
      chunks.push(chunk);
      received += chunk.length;
      if (received < 2) return;
      const buffered = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
      const size = buffered.readUInt16BE(0);
      if (size > maxTcpAnswerBytes) return end({ answered: [] });
      if (received < 2 + size) return;
      const message = buffered.subarray(2, 2 + size);
      if (message.length < 12 || message.readUInt16BE(0) !== id) return end({ again: "server" });
      const outcome = read(message, question, { edns: false, most: asking.most });
      end(outcome && !("truncated" in outcome) ? outcome : { answered: [] });
    });
    socket.on("error", () => end({ again: "error" }));
    socket.on("close", () => end({ again: "error" }));
  });
}

/**
 * How long a name server that answered FORMERR to a question with EDNS, and then the same question without it (an
 * answer read whole, the question echoed: red team 25, RT25-3), is asked without EDNS (red team 23, RT23-3), by
 * `address:port`: ten minutes on the monotonic clock (RT25-2: a clock stepped back kept it longer), then it is asked
 * with EDNS again (red team 24, RT24-1: remembered for good, one odd answer took EDNS from every lookup of the process,
 * and answers past 512 bytes went over TCP).
 */
export const withoutEdnsMs = 10 * 60_000;
const withoutEdns = new Map<string, number>();

/**
 * A name's addresses of one family (`A` or `AAAA`), asked of `servers` in turn, `tries` rounds, each question waiting
 * `timeoutMs`; none when every server failed or `signal` ended it. A server that does not know EDNS (FORMERR) is
 * asked again without it, answers then being 512 bytes at most, and so for `withoutEdnsMs` when that answered; one that
 * answers an error without the question (red team 26, RT26-1: some servers without EDNS answer so, not FORMERR) is
 * asked again without it at once, not remembered; one whose question with EDNS went unanswered is asked without it in
 * the next round (RFC 6891, 6.2.2). An answer that cannot be read sends to the next server. A truncated answer without the name's records is
 * asked again over TCP.
 */
export async function askAddresses(
  name: string,
  type: "A" | "AAAA",
  {
    servers = currentNameServers(),
    timeoutMs,
    tries,
    most,
    signal,
  }: { servers?: readonly NameServer[]; timeoutMs: number; tries: number; most: number; signal: AbortSignal },
): Promise<string[]> {
  const question = { name, type };
  const asking = { timeoutMs, most, signal };
  const unanswered = new Set<string>();
  for (let round = 0; round < tries; round++)
    for (const server of servers) {
      if (signal.aborted) return [];
      const key = `${server.address}:${server.port}`;
      const plainUntil = withoutEdns.get(key);
      if (plainUntil !== undefined && plainUntil <= performance.now()) withoutEdns.delete(key);
      const edns = !withoutEdns.has(key) && !unanswered.has(key);
      let outcome = await askOverUdp(server, question, { ...asking, edns });
      if ("again" in outcome && (outcome.again === "formerr" || (outcome.again === "bare" && edns))) {
        // Asked again without EDNS at once (red team 27, RT27-1: after a bare error, only in the next round, behind
        // every other server's timeouts); remembered only after FORMERR.
        const formerr = outcome.again === "formerr";
        outcome = await askOverUdp(server, question, { ...asking, edns: false });
        if (formerr && "clean" in outcome) withoutEdns.set(key, performance.now() + withoutEdnsMs);
      }
      if ("again" in outcome && outcome.again === "timeout" && edns) unanswered.add(key);
      if ("truncated" in outcome) outcome = await askOverTcp(server, question, asking);
      if ("answered" in outcome) return outcome.answered;
    }
  return [];
}
