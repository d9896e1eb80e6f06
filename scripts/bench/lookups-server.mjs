// The name server of `npm run bench:lookups` (scripts/bench/lookups.mjs), in a process of its own so that its work is
// not counted in the site's: what a zone of a key's own can answer at worst, on 127.0.0.1 (UDP and TCP, one port,
// written on stdout when it listens).
//
// - Over UDP, every answer is truncated and holds no record: both resolvers ask again over TCP.
// - Over TCP, the biggest answer each resolver reads: 64 KiB (4,000 A or 2,300 AAAA records) for c-ares, which reads
//   any (names starting with `cares`), 4,096 bytes (about 250 A or 140 AAAA records) for the webhooks' resolver, which
//   reads no longer answer (`maxTcpAnswerBytes`, src/lib/sandbox/webhooks/udp-dns.ts); a full 1,232-byte UDP answer costs
//   it less.
// - Every answer is held until `--hold` ms after the first question of a burst and all are sent together: a minute's
//   lookups coming back at once (red team 21, RT21-1).
import dgram from "node:dgram";
import net from "node:net";
import { parseArgs } from "node:util";
import packet from "dns-packet";

const { values } = parseArgs({ options: { hold: { type: "string", default: "600" } } });
const hold = Number(values.hold);

/**
 * The answer to `query` in at most `size` bytes: as many records of the question's type as fit, each naming the
 * question's name by a pointer (12 bytes and the address), numbered from public ranges (93.184.0.0/16,
 * 2606:2800::/32), at most `most` of a type, marked truncated when fewer fit.
 */
function answer(query, size, most) {
  const question = query.questions[0];
  const flags = packet.RECURSION_DESIRED | packet.RECURSION_AVAILABLE;
  const head = packet.encode({ type: "response", id: query.id, flags, questions: [question], answers: [] });
  const kind = { A: { code: 1, bytes: 4 }, AAAA: { code: 28, bytes: 16 } }[question.type];
  if (!kind) return head;
  const room = Math.max(0, Math.floor((size - head.length) / (12 + kind.bytes)));
  const count = Math.min(room, most[question.type]);
  const records = Array.from({ length: count }, (_, n) => {
    const record = Buffer.alloc(12 + kind.bytes);
    record.writeUInt16BE(0xc00c, 0);
    record.writeUInt16BE(kind.code, 2);
    record.writeUInt16BE(1, 4);
    record.writeUInt32BE(60, 6);
    record.writeUInt16BE(kind.bytes, 10);
    if (kind.code === 1) record.set([93, 184, (n >> 8) & 255, n & 255], 12);
    else record.set([0x26, 0x06, 0x28, 0x00, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, (n >> 8) & 255, n & 255], 12);
    return record;
  });
  head.writeUInt16BE(flags | 0x8000 | (count < most[question.type] ? packet.TRUNCATED_RESPONSE : 0), 2);
  head.writeUInt16BE(count, 6);
  return Buffer.concat([head, ...records]);
}

const held = [];
let timer = null;
function later(send) {
  held.push(send);
  timer ??= setTimeout(() => {
    timer = null;
    for (const each of held.splice(0)) each();
  }, hold);
}

const udp = dgram.createSocket("udp4");
udp.on("message", (message, from) => {
  let query;
  try {
    query = packet.decode(message);
  } catch {
    return;
  }
  const reply = answer(query, 0, { A: 4000, AAAA: 2300 });
  later(() => udp.send(reply, from.port, from.address));
});

udp.bind(0, "127.0.0.1", () => {
  const { port } = udp.address();
  net
    .createServer((socket) => {
      let buffered = Buffer.alloc(0);
      socket.on("data", (chunk) => {
        buffered = Buffer.concat([buffered, chunk]);
        while (buffered.length >= 2 && buffered.length >= 2 + buffered.readUInt16BE(0)) {
          const query = packet.decode(buffered.subarray(2, 2 + buffered.readUInt16BE(0)));
          buffered = buffered.subarray(2 + buffered.readUInt16BE(0));
          const reply = answer(query, query.questions[0].name.startsWith("cares") ? 65535 : 4096, { A: 4000, AAAA: 2300 });
          const length = Buffer.alloc(2);
          length.writeUInt16BE(reply.length);
          later(() => socket.write(Buffer.concat([length, reply])));
        }
      });
      socket.on("error", () => {});
    })
    .listen(port, "127.0.0.1", () => process.stdout.write(`${port}\n`));
});
