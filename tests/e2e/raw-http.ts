import net from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";

/** One HTTP/1.1 answer, read off the wire. */
export type RawResponse = {
  status: number;
  /** Header lines as sent, names lower-cased; a name sent twice has two entries. */
  headers: [string, string][];
  /** The body as text, decoded from its `Content-Encoding` (Brotli or gzip) when it has one. */
  body: string;
  /** The body's bytes as sent (unchunked, still compressed). */
  bytes: Buffer;
};

/** The values of one response header (lower-case name). */
export function headerValues(response: RawResponse, name: string): string[] {
  return response.headers.filter(([key]) => key === name).map(([, value]) => value);
}

/** The `lang` and `dir` of a document's `<html>`, or null when the body is not an HTML document. */
export function htmlLangDir(body: string): { lang: string; dir: string } | null {
  const tag = /<html\b[^>]*>/i.exec(body)?.[0];
  if (!tag) return null;
  return { lang: /\slang="([^"]*)"/.exec(tag)?.[1] ?? "", dir: /\sdir="([^"]*)"/.exec(tag)?.[1] ?? "" };
}

/** Decodes a chunked body. */
function unchunk(raw: Buffer): Buffer {
  const parts: Buffer[] = [];
  let offset = 0;
  while (offset < raw.length) {
    const lineEnd = raw.indexOf("\r\n", offset);
    if (lineEnd < 0) break;
    const size = Number.parseInt(raw.subarray(offset, lineEnd).toString("latin1"), 16);
    if (!Number.isFinite(size) || size === 0) break;
    parts.push(raw.subarray(lineEnd + 2, lineEnd + 2 + size));
    offset = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}

/**
 * Sends one request exactly as written (header names, case, order and repeats kept: fetch and
 * Playwright would merge or normalize them) on its own connection, and reads the answer.
 *
 * @param origin `http://host:port`
 * @param target the request target (`/dz?lang=fr`), sent as is
 * @param headers header lines, in order; `Connection: close` is added, and `Host` (the origin's)
 *   unless one is given
 */
export function rawRequest(
  origin: string,
  target: string,
  headers: [string, string][] = [],
  method = "GET",
  body = "",
): Promise<RawResponse> {
  const url = new URL(origin);
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: url.hostname === "localhost" ? "localhost" : url.hostname, port: Number(url.port) });
    const chunks: Buffer[] = [];
    socket.setTimeout(30_000, () => socket.destroy(new Error(`${target}: no answer within 30 s`)));
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("error", reject);
    socket.on("end", () => {
      const raw = Buffer.concat(chunks);
      const split = raw.indexOf("\r\n\r\n");
      if (split < 0) return reject(new Error(`${target}: no complete answer`));
      const [statusLine = "", ...lines] = raw.subarray(0, split).toString("latin1").split("\r\n");
      const parsedHeaders = lines.map((line): [string, string] => {
        const colon = line.indexOf(":");
        return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
      });
      const rawBody = raw.subarray(split + 4);
      const chunked = parsedHeaders.some(([key, value]) => key === "transfer-encoding" && /chunked/i.test(value));
      const bytes = chunked ? unchunk(rawBody) : rawBody;
      const encoding = parsedHeaders.find(([key]) => key === "content-encoding")?.[1];
      let decoded = bytes;
      try {
        // A HEAD or a 304 names an encoding and sends no body.
        if (bytes.length === 0) decoded = bytes;
        else decoded = encoding === "br" ? brotliDecompressSync(bytes) : encoding === "gzip" ? gunzipSync(bytes) : bytes;
      } catch (error) {
        return reject(new Error(`${target}: a body sent as ${encoding} does not decode: ${String(error)}`));
      }
      resolve({ status: Number(statusLine.split(" ")[1]), headers: parsedHeaders, body: decoded.toString("utf8"), bytes });
    });
    const host = headers.some(([name]) => name.toLowerCase() === "host") ? [] : [`Host: ${url.host}`];
    const head = [`${method} ${target} HTTP/1.1`, ...host, ...headers.map(([name, value]) => `${name}: ${value}`), "Connection: close"];
    socket.write(`${head.join("\r\n")}\r\n\r\n${body}`);
  });
}
