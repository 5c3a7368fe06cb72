import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    // Links prefetch on intent, not on sight (components/ui/link.tsx); next/link is wrapped once.
    // Icons are plain SVG from components/ui/icons.tsx, never a client component per icon.
    ignores: ["components/ui/link.tsx", "components/ui/icons.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            { name: "next/link", message: "Import { Link } from \"@/components/ui/link\": it prefetches on intent." },
            { name: "lucide", message: "Import icons from \"@/components/ui/icons\": they render as plain SVG." },
            { name: "lucide-react", message: "Import icons from \"@/components/ui/icons\": lucide-react draws each icon as a client component." },
          ],
        },
      ],
    },
  },
  globalIgnores([".next/**", ".bench/**", "node_modules/**", ".data/**", "test-results/**", "playwright-report/**", "next-env.d.ts", "public/vendor/**"]),
]);
