import { describe, expect, it } from "vitest";
import { readBoundedText } from "./bounded-body";

/** A POST whose body arrives in the given chunks, with no Content-Length (as a chunked upload). */
function chunked(chunks: string[], pulled: { count: number; cancelled: boolean }, headers: Record<string, string> = {}): Request {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = chunks[pulled.count++];
      if (next === undefined) controller.close();
      else controller.enqueue(encoder.encode(next));
    },
    cancel() {
      pulled.cancelled = true;
    },
    // No chunk pulled ahead of a read: `count` is what the reader asked for.
  }, { highWaterMark: 0 });
  return new Request("http://localhost/", { method: "POST", body, headers, duplex: "half" } as RequestInit);
}

describe("readBoundedText", () => {
  it("reads a body up to its bound whole, as UTF-8 (an Arabic name split across chunks included)", async () => {
    const bytes = new TextEncoder().encode("name=سارة");
    const request = new Request("http://localhost/", { method: "POST", body: bytes });
    expect(await readBoundedText(request, bytes.byteLength)).toBe("name=سارة");
    const pulled = { count: 0, cancelled: false };
    expect(await readBoundedText(chunked(["ab", "cd", "ef"], pulled), 6)).toBe("abcdef");
    expect(pulled.cancelled).toBe(false);
  });

  it("answers null for a declared Content-Length over the bound, without reading the body", async () => {
    const pulled = { count: 0, cancelled: false };
    const declared = chunked(["x"], pulled, { "content-length": "11" });
    expect(declared.headers.get("content-length")).toBe("11");
    expect(await readBoundedText(declared, 10)).toBeNull();
    expect(pulled.count).toBe(0);
  });

  it("cancels a chunked body with no Content-Length once it passes the bound, and reads no further", async () => {
    const pulled = { count: 0, cancelled: false };
    const chunks = Array.from({ length: 100 }, () => "x".repeat(1024));
    expect(await readBoundedText(chunked(chunks, pulled), 4096)).toBeNull();
    expect(pulled.cancelled).toBe(true);
    expect(pulled.count).toBeLessThan(10);
  });

  it("answers the empty text for a request with no body", async () => {
    expect(await readBoundedText(new Request("http://localhost/"), 10)).toBe("");
  });
});
