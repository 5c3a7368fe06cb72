import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    // Links prefetch on intent, not on sight (components/ui/link.tsx); next/link is wrapped once.
    ignores: ["components/ui/link.tsx"],
    rules: {
      "no-restricted-imports": ["error", { paths: [{ name: "next/link", message: "Import { Link } from \"@/components/ui/link\": it prefetches on intent." }] }],
    },
  },
  globalIgnores([".next/**", ".bench/**", "node_modules/**", ".data/**", "test-results/**", "playwright-report/**", "next-env.d.ts", "public/vendor/**"]),
]);
