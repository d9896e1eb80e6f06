/**
 * What `readBoundedText` answers when the body's stream fails part-way (the client aborted, or its
 * stream errored): the callers answer 400, with no error logged (red team 8, RT8-G: before, the
 * error went up to their 500 and its log line, and the Web Vitals route threw).
 */
export const unreadableBody: unique symbol = Symbol("unreadable body");

/**
 * A request's body as text, read chunk by chunk and cancelled past `max` bytes (declared or read):
 * null then, with no more than `max` bytes and one chunk held, so that a chunked body with no
 * `Content-Length` is never buffered whole before its size is checked (red team 7b, RT7B-4);
 * `unreadableBody` when its stream fails before its end. The sandbox API's JSON, its hosted pages'
 * forms and the Web Vitals beacon read theirs with it.
 */
export async function readBoundedText(request: Request, max: number): Promise<string | null | typeof unreadableBody> {
  if (Number(request.headers.get("content-length") ?? "0") > max) return null;
  const reader = request.body?.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    if (!reader) break;
    let read: ReadableStreamReadResult<Uint8Array>;
    try {
      read = await reader.read();
    } catch {
      await reader.cancel().catch(() => {});
      return unreadableBody;
    }
    const { done, value } = read;
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel().catch(() => {});
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}
