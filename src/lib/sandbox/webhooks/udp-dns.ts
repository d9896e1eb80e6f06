import { randomInt } from "node:crypto";
import { createSocket } from "node:dgram";
import { getServers } from "node:dns";
import { isIP } from "node:net";
import * as packet from "dns-packet";

/*
 * The webhooks' DNS questions, over UDP only (red team 21, RT21-1; docs/developer-section.md, "The resolver"). Node's
 * `dns.Resolver` (c-ares) retries a truncated answer over TCP and reads all of it, up to 64 KiB: a zone of a key's own
 * answering thousands of records cost the server's main thread 30 to 48 ms a lookup, and a minute's lookups coming back
 * together held it over a second. Here a question is sent on a UDP socket of its own, connected to the name server
 * (the system drops datagrams from anyone else), with a random id; the answer is read only when it is no bigger than
 * the size the question advertised (`maxAnswerBytes`, which a resolver keeps to), a truncated answer is taken for the
 * records it holds, and nothing is ever asked over TCP. Packets are written and read by dns-packet (names, compression
 * pointers, which it follows only backwards, and every record type a resolver may add).
 */

/**
 * The most bytes of an answer read (EDNS's buffer size, the one DNS Flag Day 2020 settled on): about 75 A or 40 AAAA
 * records, more than `maxAddressesPerFamily` keeps. A bigger datagram is not read; a name with more records than fit
 * is answered truncated by its resolver, and the records that fit are used.
 */
export const maxAnswerBytes = 1232;

/** A name server to ask: its address and port, and the family of the socket that reaches it. */
export type NameServer = { address: string; port: number; family: 4 | 6 };

/**
 * The name servers as `dns.getServers()` or `setServers` write them (`1.1.1.1`, `1.1.1.1:53`, `2606:4700::1111`,
 * `[2606:4700::1111]:53`); what is none of these is left out.
 */
export function nameServers(written: readonly string[]): NameServer[] {
  return written.flatMap((text) => {
    const bracketed = /^\[([^\]]+)\](?::(\d{1,5}))?$/.exec(text);
    const v4 = /^([\d.]+)(?::(\d{1,5}))?$/.exec(text);
    const [address, port] = bracketed ? [bracketed[1]!, bracketed[2]] : v4 ? [v4[1]!, v4[2]] : [text, undefined];
    const family = isIP(address);
    const number = port === undefined ? 53 : Number(port);
    if (family === 0 || number < 1 || number > 65535) return [];
    return [{ address, port: number, family: family === 6 ? 6 : 4 }];
  });
}

/** What one question to one server came to: an answer (its addresses, maybe none), or a reason to ask again. */
type Outcome = { answered: string[] } | { again: "timeout" | "error" | "server" | "formerr" | "too_big" };

/**
 * A name's addresses of one family as its resolver answered: the records of that type whose owner is the name or a
 * name its CNAMEs lead to (in the answer's order), at most `most`.
 */
function addressesOf(answer: packet.Packet, name: string, type: "A" | "AAAA", most: number): string[] {
  const lower = (text: string) => text.toLowerCase().replace(/\.$/, "");
  const names = new Set([lower(name)]);
  const answers = answer.answers ?? [];
  // CNAMEs in any order; each pass adds at least one name or ends, and there are as many passes as CNAMEs at most.
  for (let added = true; added; ) {
    added = false;
    for (const record of answers)
      if (record.type === "CNAME" && names.has(lower(record.name)) && !names.has(lower(record.data))) {
        names.add(lower(record.data));
        added = true;
      }
  }
  const addresses: string[] = [];
  for (const record of answers) {
    if (addresses.length >= most) break;
    if (record.type === type && (record.class ?? "IN") === "IN" && names.has(lower(record.name)) && isIP(record.data) === (type === "A" ? 4 : 6))
      addresses.push(record.data);
  }
  return addresses;
}

/** One question to one server, on a socket of its own, ended by an answer, `timeoutMs` or `signal`. */
function askOnce(
  server: NameServer,
  name: string,
  type: "A" | "AAAA",
  { edns, timeoutMs, most, signal }: { edns: boolean; timeoutMs: number; most: number; signal: AbortSignal },
): Promise<Outcome> {
  return new Promise((resolve) => {
    const id = randomInt(0, 65536);
    const query = packet.encode({
      type: "query",
      id,
      flags: packet.RECURSION_DESIRED,
      questions: [{ type, class: "IN", name }],
      additionals: edns
        ? [{ type: "OPT", name: ".", udpPayloadSize: maxAnswerBytes, extendedRcode: 0, ednsVersion: 0, flags: 0, flag_do: false, options: [] }]
        : [],
    });
    const socket = createSocket(server.family === 6 ? "udp6" : "udp4");
    let ended = false;
    const end = (outcome: Outcome) => {
      if (ended) return;
      ended = true;
      clearTimeout(timer);
      signal.removeEventListener("abort", abort);
      socket.close();
      resolve(outcome);
    };
    const abort = () => end({ again: "timeout" });
    const timer = setTimeout(abort, timeoutMs);
    signal.addEventListener("abort", abort);
    socket.on("error", () => end({ again: "error" }));
    socket.on("message", (message) => {
      // Another question's id (a late answer, or a guess): not this answer, still waited for.
      if (message.length < 12 || message.readUInt16BE(0) !== id) return;
      if (message.length > maxAnswerBytes) return end({ again: "too_big" });
      let answer: packet.DecodedPacket & { rcode?: string };
      try {
        answer = packet.decode(message);
      } catch {
        // What the resolver sent cannot be read (a record cut in two): nothing to use.
        return end({ answered: [] });
      }
      const question = answer.questions?.[0];
      if (answer.type !== "response" || answer.questions?.length !== 1 || question?.type !== type) return;
      if (question.name.toLowerCase().replace(/\.$/, "") !== name.toLowerCase().replace(/\.$/, "")) return;
      const rcode = answer.rcode;
      if (rcode === "FORMERR" && edns) return end({ again: "formerr" });
      if (rcode !== "NOERROR" && rcode !== "NXDOMAIN") return end({ again: "server" });
      end({ answered: rcode === "NOERROR" ? addressesOf(answer, name, type, most) : [] });
    });
    socket.connect(server.port, server.address, () => {
      if (!ended) socket.send(query, (error) => error && end({ again: "error" }));
    });
  });
}

/**
 * A name's addresses of one family (`A` or `AAAA`), asked of `servers` in turn, `tries` rounds, each question waiting
 * `timeoutMs`; none when every server failed or `signal` ended it. A server that does not know EDNS (it answers
 * FORMERR) is asked again without it, answers then being 512 bytes at most.
 */
export async function askAddresses(
  name: string,
  type: "A" | "AAAA",
  {
    servers = nameServers(getServers()),
    timeoutMs,
    tries,
    most,
    signal,
  }: { servers?: readonly NameServer[]; timeoutMs: number; tries: number; most: number; signal: AbortSignal },
): Promise<string[]> {
  const plain = new Set<NameServer>();
  for (let round = 0; round < tries; round++)
    for (const server of servers) {
      if (signal.aborted) return [];
      let outcome = await askOnce(server, name, type, { edns: !plain.has(server), timeoutMs, most, signal });
      if ("again" in outcome && outcome.again === "formerr") {
        plain.add(server);
        outcome = await askOnce(server, name, type, { edns: false, timeoutMs, most, signal });
      }
      if ("answered" in outcome) return outcome.answered;
    }
  return [];
}
