import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";
import { securityHeaders } from "./src/config/security";

const dev = process.env.NODE_ENV !== "production";

const nextConfig: NextConfig = {
  // A second build with analytics enabled lives in another folder for its tests.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  poweredByHeader: false,
  // The localized 404 reads request headers; as a global not-found it is not
  // part of every page's tree, so pages stay pre-rendered.
  experimental: { globalNotFound: true },
  reactStrictMode: true,
  async headers() {
    return [
      {
        source: "/:path*",
        headers: securityHeaders({ gaEnabled: Boolean(process.env.NEXT_PUBLIC_GA_ID), dev }),
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
