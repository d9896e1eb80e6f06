"use client";

import { useEffect } from "react";
import type { ApiId } from "@/config/apis";
import { onKeyChange, storedKey } from "@/lib/sandbox/browser-key";
import { rewriteSamples } from "@/lib/openapi/sample-key";

/**
 * Writes the test key the browser keeps (and the page's own origin) into the samples of the page
 * (`[data-sample]`), and puts them back when it is forgotten. Renders nothing; without a key, or
 * without JavaScript, the samples stay as the server wrote them.
 */
export function SampleKey({ api, keyEnv, siteUrl }: { api: ApiId; keyEnv: string; siteUrl: string }) {
  useEffect(() => {
    const apply = () => {
      const key = storedKey(api);
      rewriteSamples(document, key ? { key, keyEnv, siteUrl, origin: window.location.origin } : null);
    };
    apply();
    return onKeyChange(api, apply);
  }, [api, keyEnv, siteUrl]);
  return null;
}
