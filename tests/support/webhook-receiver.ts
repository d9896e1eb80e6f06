import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local webhook receiver for the tests (issue 42, point 4): an HTTP server on 127.0.0.1 that
 * records every request (method, path, headers, the raw body as received) and answers the status
 * `answer` gives (200 unless told). The sandbox sends to it only with
 * `SANDBOX_WEBHOOKS_ALLOW_LOOPBACK=127.0.0.1:<its port>` (src/lib/sandbox/webhooks/address.ts).
 * `port` 0 (the default) takes a free port the system gives; the browser tests pass theirs
 * (`WEBHOOK_RECEIVER_PORTS`, tests/e2e/servers.ts), the ones their servers' setting names.
 */
export type ReceivedWebhook = { method: string; path: string; headers: IncomingHttpHeaders; body: Buffer };

export async function startReceiver({
  port = 0,
  answer = () => 200,
}: { port?: number; answer?: (request: ReceivedWebhook) => number } = {}) {
  const requests: ReceivedWebhook[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const received = { method: request.method ?? "", path: request.url ?? "", headers: request.headers, body: Buffer.concat(chunks) };
      requests.push(received);
      response.writeHead(answer(received), { "content-type": "text/plain" });
      response.end("ok");
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    /** The URL to register: `http://127.0.0.1:<port>/hook`. */
    url: `http://127.0.0.1:${bound}/hook`,
    port: bound,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
