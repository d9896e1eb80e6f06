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

type Handle = (request: Request) => Promise<Response>;

/**
 * A Pay test client of a sandbox handler, as the hosted pages' tests use it (checkout.test.ts,
 * link.test.ts): `call` sends an API request with a key (a POST when it has a body, or `method`)
 * and reads the JSON answer; `newKey` asks for a Pay test key, each from an address of its own, so
 * that no per-address limit is reached.
 */
export function payClient(api: Handle) {
  let address = 0;
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the API's JSON, read field by field
    async call(path: string, key: string, body?: unknown, method = "POST"): Promise<{ status: number; body: Record<string, any> }> {
      const response = await api(sandboxRequest(`/pay${path}`, { method: body === undefined ? "GET" : method, body, key }));
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    },
    async newKey(): Promise<string> {
      const sent = { method: "POST", body: { api: "pay" }, headers: { "x-forwarded-for": `198.51.100.${++address}` } };
      const response = await api(sandboxRequest("/keys", sent));
      return String(((await response.json()) as { secret_key: string }).secret_key);
    },
  };
}
