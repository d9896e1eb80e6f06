#!/usr/bin/env node
// The team's mail server, for the end-to-end tests: an SMTP server (smtp-server) on loopback that
// writes each message it receives to MAIL_DIR as <time>-<n>.eml, so a spec can read what the
// team would get. Started by playwright.config.ts; the edge's origins send to it (SMTP_URL).
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { SMTPServer } from "smtp-server";

const port = Number(process.env.SMTP_PORT);
const dir = process.env.MAIL_DIR;
if (!port || !dir) {
  process.stderr.write("SMTP_PORT and MAIL_DIR are required\n");
  process.exit(2);
}
mkdirSync(dir, { recursive: true });
let count = 0;
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  onData(stream, session, callback) {
    const chunks = [];
    stream.on("data", (chunk) => chunks.push(chunk));
    stream.on("end", () => {
      const to = session.envelope.rcptTo.map((rcpt) => rcpt.address).join(", ");
      writeFileSync(path.join(dir, `${Date.now()}-${++count}.eml`), `X-Envelope-To: ${to}\r\n${Buffer.concat(chunks).toString("utf8")}`);
      callback();
    });
  },
});
server.listen(port, "127.0.0.1");
for (const signal of ["SIGINT", "SIGTERM"]) process.once(signal, () => server.close(() => process.exit(0)));
