"use client";

import { useEffect } from "react";
import type { ApiId } from "@/config/apis";
import { onKeyChange, storedKey } from "@/lib/sandbox/browser-key";

/**
 * Writes the test key the browser keeps (and the page's own origin) into the samples of the page
 * (`[data-sample]`), and puts them back when it is forgotten. Renders nothing; without a key, or
 * without JavaScript, the samples stay as the server wrote them. The rewriting code
 * (`src/lib/openapi/sample-key.ts`) is loaded only once there is a key: a page without one
 * carries only this check.
 */
export function SampleKey({ api, keyEnv, siteUrl }: { api: ApiId; keyEnv: string; siteUrl: string }) {
  useEffect(() => {
    let rewritten = false;
    const apply = () => {
      const key = storedKey(api);
      if (!key && !rewritten) return;
      rewritten = key !== null;
      void import("@/lib/openapi/sample-key").then(({ rewriteSamples }) =>
        rewriteSamples(document, key ? { key, keyEnv, siteUrl, origin: window.location.origin } : null),
      );
    };
    apply();
    return onKeyChange(api, apply);
  }, [api, keyEnv, siteUrl]);
  return null;
}
