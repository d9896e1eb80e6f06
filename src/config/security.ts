/**
 * Security headers for every response (SPEC 8). The CSP allows exactly what
 * the site loads: its own scripts, styles, fonts and images, plus Google
 * Analytics hosts only when a measurement id is configured.
 *
 * Why 'unsafe-inline' for scripts: pages are pre-rendered once at build, and
 * Next's App Router writes the React payload as inline <script> tags. Nonces
 * would force every page to render per request; per-page hashes are not
 * available for that payload. The risk is contained: nothing a visitor sends
 * is rendered into pages, and base-uri, object-src, form-action and
 * frame-ancestors are locked down.
 */
export function contentSecurityPolicy(options: { gaEnabled: boolean; dev: boolean }): string {
  const ga = options.gaEnabled;
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": [
      "'self'",
      "'unsafe-inline'",
      ...(options.dev ? ["'unsafe-eval'"] : []),
      ...(ga ? ["https://www.googletagmanager.com"] : []),
    ],
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
