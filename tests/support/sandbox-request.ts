/** What a sandbox test sends: a method, a JSON body (or a raw string), a test key, more headers. */
export type SandboxSent = { method?: string; body?: unknown; key?: string | null; headers?: Record<string, string> };

/** The request a client sends to `/sandbox<path>`: the key as a Bearer, a body as JSON. */
export function sandboxRequest(path: string, { method = "GET", body, key = null, headers = {} }: SandboxSent = {}): Request {
  return new Request(`http://localhost/sandbox${path}`, {
    method,
    headers: {
      ...(key ? { authorization: `Bearer ${key}` } : {}),
      ...(body === undefined ? {} : { "content-type": "application/json" }),
      ...headers,
    },
    ...(body === undefined ? {} : { body: typeof body === "string" ? body : JSON.stringify(body) }),
  });
}
