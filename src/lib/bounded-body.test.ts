import { describe, expect, it } from "vitest";
import { readBoundedText, unreadableBody } from "./bounded-body";

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
    // No chunk pulled before a read asks for one (the default, 1, pulls one at once): `pulled.count` counts what was read.
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
    // Built with its header (a Request made from another one would pipe the first one's body, pulling a chunk).
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

  it("answers unreadableBody, not a throw, when the body's stream fails part-way (the client aborted), with no error thrown (red team 8, RT8-G)", async () => {
    let cancelled = false;
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ === 0) controller.enqueue(new TextEncoder().encode("choice=exp"));
        else controller.error(new Error("aborted"));
      },
      cancel() {
        cancelled = true;
      },
    });
    const request = new Request("http://localhost/", { method: "POST", body, duplex: "half" } as RequestInit);
    expect(await readBoundedText(request, 1024)).toBe(unreadableBody);
    // An errored stream has nothing left to cancel: no second error either.
    expect(cancelled).toBe(false);
  });

  it("answers the empty text for a request with no body", async () => {
    expect(await readBoundedText(new Request("http://localhost/"), 10)).toBe("");
  });
});
