/**
 * Security headers for every response (SPEC 8). The CSP allows exactly what the site loads: its
 * own scripts, styles, fonts and images, plus Google Analytics hosts only when a measurement id is
 * configured.
 *
 * Inline scripts (issue 39, review F17): no `'unsafe-inline'` for scripts. Each page says which
 * inline scripts it may run (`InlineScripts`), and the proxy sets that page's policy
 * (src/lib/csp/pages.ts, docs/architecture.md "Security headers"):
 * - a pre-rendered page: the `'sha256-…'` of each of its inline scripts (the pre-paint script,
 *   next-themes' script, Turbopack's chunk list, Next's bootstrap and React payload), read once from
 *   its HTML in the build; they are fixed for a build;
 * - a page rendered per request (search, the lead forms' reply pages): a nonce of this request,
 *   which Next puts on its own scripts, and the hashes of the document's two scripts;
 * - the one page regenerated at run time (the Pay pricing page, ISR): `'unsafe-inline'`, its
 *   payload changes with each regeneration after the build;
 * - anything else (files, data, share images, nginx's own answers, and the global 404 of the paths
 *   the proxy skips, `/_next/…` and `/fonts/…`): no inline script, the policy of `securityHeaders()`.
 *   The global 404 is the one HTML among them: its inline scripts are refused, and it reads as it
 *   is, a static page with a link home (its policy is fixed before the build that would hash it).
 * Development (`next dev`) allows inline scripts and eval for its hot reload.
 */
export type InlineScripts =
  /** The scripts whose text hashes to one of these (`'sha256-…'`), and those that carry the nonce. */
  | { hashes: readonly string[]; nonce?: string }
  /** Any inline script: the page regenerated at run time alone. */
  | "any";

/**
 * The attribute that marks the document's own inline scripts (the pre-paint script and
 * next-themes' script), the same on every page of a build: a page rendered per request allows them
 * by the hashes read from a pre-rendered page, since they cannot carry its nonce.
 */
export const documentScriptAttribute = "data-document-script";
/** `documentScriptAttribute` as props for a `<script>`. */
export const documentScriptProps = { [documentScriptAttribute]: "" } as const;

export function contentSecurityPolicy(options: { gaEnabled: boolean; dev: boolean; inlineScripts?: InlineScripts }): string {
  const ga = options.gaEnabled;
  // Hashes or a nonce make browsers ignore 'unsafe-inline': development has neither.
  const inline = options.dev ? "any" : options.inlineScripts;
  const allowed =
    inline === "any" ? ["'unsafe-inline'"] : [...(inline?.nonce ? [`'nonce-${inline.nonce}'`] : []), ...(inline?.hashes ?? [])];
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", ...allowed, ...(options.dev ? ["'unsafe-eval'"] : []), ...(ga ? ["https://www.googletagmanager.com"] : [])],
    // Inline styles stay: React's style attributes, Radix and ALTCHA set them (review F17).
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", ...(ga ? ["https://*.google-analytics.com", "https://*.googletagmanager.com"] : [])],
    "font-src": ["'self'"],
    "connect-src": [
      "'self'",
      ...(ga ? ["https://*.google-analytics.com", "https://*.analytics.google.com", "https://*.googletagmanager.com"] : []),
    ],
    "frame-src": ["'none'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
    "manifest-src": ["'self'"],
    // The lead forms' proof of work (ALTCHA) solves its challenge in workers it starts from blob: URLs.
    "worker-src": ["'self'", "blob:"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(" ")}`)
    .join("; ");
}

/**
 * The headers of every answer. Its CSP allows no inline script: it is the one of files, data and
 * nginx's own answers; the proxy replaces it on each page with the page's own (Next keeps the
 * proxy's value: one header, tests/e2e/security.spec.ts).
 */
export function securityHeaders(options: { gaEnabled: boolean; dev: boolean }) {
  return [
    { key: "Content-Security-Policy", value: contentSecurityPolicy(options) },
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    { key: "X-Frame-Options", value: "DENY" },
    { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()" },
    { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
    ...(options.dev ? [] : [{ key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains; preload" }]),
  ];
}
