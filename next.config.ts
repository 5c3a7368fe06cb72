import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";

const production = process.env.NODE_ENV === "production";
// Hosted mode serves product images (and auth calls) from the Supabase project's origin.
const supabase = process.env.NEXT_PUBLIC_SUPABASE_URL ? new URL(process.env.NEXT_PUBLIC_SUPABASE_URL).origin : "";

/**
 * One policy for every response. Pages are prerendered, so a per-request nonce is not
 * possible: Next's inline bootstrap scripts (and the theme script that runs before paint)
 * need 'unsafe-inline' in script-src. Everything else stays tight: no plugins, no framing,
 * no foreign scripts, forms post only here, and the only other origin is Supabase's.
 */
const csp = [
  "default-src 'self'",
  // 'wasm-unsafe-eval' lets the try-on compile its face-landmark model (WebAssembly); it allows no JS eval.
  `script-src 'self' 'unsafe-inline' 'wasm-unsafe-eval'${production ? "" : " 'unsafe-eval'"}`,
  "style-src 'self' 'unsafe-inline'",
  `img-src 'self' data: blob:${supabase ? ` ${supabase}` : ""}`,
  "font-src 'self'",
  `connect-src 'self'${supabase ? ` ${supabase}` : ""}${production ? "" : " ws:"}`,
  "media-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "frame-src 'none'",
  "worker-src 'self' blob:",
  "manifest-src 'self'",
].join("; ");

export const securityHeaders = [
  { key: "Content-Security-Policy", value: csp },
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  // The camera is for the virtual try-on, on this origin only (never in frames); nothing else is used.
  { key: "Permissions-Policy", value: "camera=(self), microphone=(), geolocation=(), payment=()" },
  { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
  { key: "X-Frame-Options", value: "DENY" },
  ...(production ? [{ key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains; preload" }] : []),
];

const nextConfig: NextConfig = {
  // A second server on a copy of the build (the hostile-input test) keeps its page cache to itself.
  distDir: process.env.BRIGHTVIEW_DIST_DIR || ".next",
  // PGlite ships WASM and data files that must be loaded from node_modules at run time; pdfkit and
  // fontkit (receipt PDFs) read their own data files next to their code.
  serverExternalPackages: ["@electric-sql/pglite", "pdfkit", "fontkit", "twilio"],
  // The receipt PDF reads its fonts with fs (lib/receipts/pdf-fonts.ts), which tracing cannot see.
  outputFileTracingIncludes: {
    "/*": [
      "./node_modules/@fontsource/noto-sans/files/noto-sans-latin{,-ext}-{400,700}-normal.woff",
      "./node_modules/@fontsource/noto-sans-gurmukhi/files/noto-sans-gurmukhi-gurmukhi-{400,700}-normal.woff",
      "./node_modules/@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-{400,700}-normal.woff",
    ],
  },
  poweredByHeader: false,
  // `npm test` type-checks in a stage of its own before the e2e build (scripts/test.mjs), which sets
  // this so the build does not check the same files a second time. Every other build checks them.
  typescript: { ignoreBuildErrors: process.env.BRIGHTVIEW_TYPES_CHECKED === "1" },
  images: { unoptimized: true },
  // Punjabi and Hindi pages are built under one internal route (app/(translated)/translated/
  // [locale]) with their own root layout, so <html lang> is right; visitors use /pa and /hi.
  async rewrites() {
    return {
      beforeFiles: [
        { source: "/:locale(pa|hi)", destination: "/translated/:locale" },
        { source: "/:locale(pa|hi)/:path*", destination: "/translated/:locale/:path*" },
      ],
      afterFiles: [],
      fallback: [],
    };
  },
  async headers() {
    return [
      { source: "/((?!storage/).*)", headers: securityHeaders },
      // The try-on model's files sit under their package version, so they never change.
      { source: "/vendor/face-mesh/:path*", headers: [{ key: "Cache-Control", value: "public, max-age=31536000, immutable" }] },
      // Uploaded files: an image is never a page, so nothing in one may run or load.
      {
        source: "/storage/:path*",
        headers: [...securityHeaders.filter((h) => h.key !== "Content-Security-Policy"), { key: "Content-Security-Policy", value: "default-src 'none'; sandbox" }],
      },
    ];
  },
};

/**
 * next-intl's plugin, for one thing: message catalogues (content/i18n/<locale>/messages.json)
 * are compiled at build time, so browsers get ready-made messages and next-intl's formatter
 * without the ICU parser (about 15 kB gzipped less on every page; docs/languages.md).
 */
const withNextIntl = createNextIntlPlugin({
  requestConfig: "./lib/i18n/request.ts",
  experimental: { messages: { path: "./content/i18n", format: "json", locales: "infer", precompile: true } },
});

export default withNextIntl(nextConfig);
