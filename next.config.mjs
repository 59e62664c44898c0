import createNextIntlPlugin from "next-intl/plugin";

const withNextIntl = createNextIntlPlugin("./i18n/request.ts");

// Headers for every response; the page CSP carries a per-request nonce and is set in proxy.ts.
const securityHeaders = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=()" },
  { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
];
// API responses and static files (the proxy sets it on pages at run time from the same APP_URL).
// eslint-disable-next-line no-restricted-properties -- the config loads before the app's typed env module exists
if ((process.env.APP_URL ?? "").trim().toLowerCase().startsWith("https://")) {
  securityHeaders.push({ key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" });
}

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  // CI runs `tsc --noEmit` as its own step before the tests (.ci/run sets this), so the build does not check
  // the types a second time; any other build checks them.
  // eslint-disable-next-line no-restricted-properties -- the config loads before the app's typed env module exists
  typescript: { ignoreBuildErrors: process.env.TYPES_CHECKED === "1" },
  experimental: {
    // CI builds a clean checkout once: writing Turbopack's cache for a next build (26 s of a 100 s build
    // here) would be wasted. Elsewhere it speeds up the next build.
    // eslint-disable-next-line no-restricted-properties -- the config loads before the app's typed env module exists
    turbopackFileSystemCacheForBuild: !process.env.CI,
  },
  reactStrictMode: true,
  // Loaded from node_modules at run time rather than bundled: native or wasm code, and large parsers (pdf.js).
  serverExternalPackages: [
    "@electric-sql/pglite",
    "pglite-prisma-adapter",
    "@node-rs/argon2",
    "unpdf",
    // pdfkit (under pdfmake) reads its standard fonts' metrics from files next to itself at run time.
    "pdfmake",
    "mammoth",
    "exceljs",
    "yauzl",
    // Finds its own worker script next to itself at run time; the extraction worker bundle
    // (.workers/extract-worker.mjs) is loaded from the app root, outside the build output.
    "piscina",
  ],
  async headers() {
    return [{ source: "/:path*", headers: securityHeaders }];
  },
};

export default withNextIntl(nextConfig);
