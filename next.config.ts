import { availableParallelism } from "node:os";
import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";
import { securityHeaders } from "./src/config/security";
import { originExpireSeconds } from "./src/edge/contract";

const dev = process.env.NODE_ENV !== "production";
const gaEnabled = Boolean(process.env.NEXT_PUBLIC_GA_ID);

const nextConfig: NextConfig = {
  // A second build with analytics enabled lives in another folder for its tests.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  poweredByHeader: false,
  // The share images' renderer is a native addon: Node loads it, the bundler does not (src/lib/og).
  // PGlite loads its WebAssembly and data files from its own folder, and rate-limiter-flexible loads
  // drizzle-orm by a computed name (so drizzle-orm too, one copy for both): Node loads them as they
  // are (src/db, src/lib/leads/limits.ts).
  serverExternalPackages: ["@resvg/resvg-js", "@electric-sql/pglite", "nodemailer", "rate-limiter-flexible", "drizzle-orm"],
  // A POST's body is read by the proxy (a lead form's, which it checks and stores): Next tees the
  // body, for the proxy and for whatever it hands the request on to, and keeps no more than this of
  // either. The proxy refuses anything over 32 KiB (413).
  // globalNotFound: the 404 of paths the proxy does not run for (/_next, /fonts), src/app/global-not-found.tsx.
  // cpus: workers that collect and prerender the static pages. Next's default is one less than the
  // cores, a single worker on a 2-core machine, with the main process idle meanwhile.
  // turbopackFileSystemCacheForBuild: Turbopack's build cache, which Next writes into the build
  // folder after every build to speed the next build there. A CI run builds in a fresh clone and
  // never reads it: off when CI is set. (Both measured: docs/testing.md, "Time".)
  experimental: {
    globalNotFound: true,
    proxyClientMaxBodySize: "64kb",
    cpus: Math.max(2, availableParallelism() - 1),
    turbopackFileSystemCacheForBuild: !process.env.CI,
  },
  // `npm test` type-checks the project (route types included, `next typegen`) before it builds twice:
  // it sets CIRTA_TYPECHECKED=1 so that each build does not check the same program again. Every
  // other build, `npm run serve`'s included, checks its types.
  typescript: { ignoreBuildErrors: process.env.CIRTA_TYPECHECKED === "1" },
  // Pages that follow the calendar (the Pay pricing page's promotions) revalidate every 15 minutes; past
  // this a stale copy is never served, the request renders it afresh (docs/business-section.md,
  // "Promotions"). With what the edge may add (src/edge/contract.ts), the whole stays within the hour.
  expireTime: originExpireSeconds,
  // Without a measurement id, analytics is a module that renders nothing: no client code ships. With
  // one, the layout's WebVitals is such a module: the consent gate starts the vitals code itself.
  turbopack: {
    resolveAlias: gaEnabled
      ? { "@/components/providers/web-vitals": "./src/components/providers/web-vitals-gated.tsx" }
      : { "@/components/providers/analytics": "./src/components/providers/analytics-off.tsx" },
  },
  reactStrictMode: true,
  async headers() {
    return [
      {
        source: "/:path*",
        headers: securityHeaders({ gaEnabled, dev }),
      },
      {
        // The font subsets' names carry a hash of their bytes (npm run fonts).
        source: "/fonts/:file*",
        headers: [{ key: "Cache-Control", value: "public, max-age=31536000, immutable" }],
      },
    ];
  },
};

export default createNextIntlPlugin("./src/i18n/request.ts")(nextConfig);
