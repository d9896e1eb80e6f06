import type { ApiId } from "@/config/apis";
import { onKeyChange, storedKey } from "@/lib/sandbox/browser-key";
import { rewriteSamples } from "@/lib/openapi/sample-key";

export type SampleKeyProps = { api: ApiId; keyEnv: string; siteUrl: string };

/**
 * Writes the test key the browser keeps (and the page's own origin) into the samples of the page
 * (`[data-sample]`), and puts them back when it is forgotten (`src/lib/openapi/sample-key.ts`).
 * Loaded by the docs' island (`ActiveSection`) only once the browser keeps a key: a page without
 * one carries none of it; without JavaScript the samples stay as the server wrote them. Returns
 * the unsubscribe.
 */
export function startSampleKey({ api, keyEnv, siteUrl }: SampleKeyProps): () => void {
  let rewritten = false;
  const apply = () => {
    const key = storedKey(api);
    if (!key && !rewritten) return;
    rewritten = key !== null;
    rewriteSamples(document, key ? { key, keyEnv, siteUrl, origin: window.location.origin } : null);
  };
  apply();
  return onKeyChange(api, apply);
}
