import { describe, expect, it } from "vitest";
import { ownWarnings } from "@/tests/support/console-output";

// Output captured from this project before issue 36's fixes, and notices from packages.
const EDGE_WARNING = `○ Compiling / ...
\x1b[33m⚠\x1b[0m ./instrumentation.ts:37:5
Warning: A Node.js API is used (process.exit at line: 37) which is not supported in the Edge Runtime.
    Learn more: https://nextjs.org/docs/api-reference/edge-runtime
  \x1b[90m35 |\x1b[0m   } \x1b[36mcatch\x1b[0m (err) {
> 37 |     process.exit(1);

Ecmascript file had an error
 GET / 200 in 1357ms (next.js: 372ms, application-code: 985ms)`;

const TRACING_WARNING = `✓ Generating static pages using 1 worker (92/92) in 6.5s
Turbopack build encountered 5 warnings:
./lib/db/index.ts:42:12
Warning: Dynamic filesystem access causes tracing of the whole project
  #4 [Instrumentation]:
    ./lib/db/index.ts
    ./lib/start-up.ts`;

const PACKAGE_NOTICES = `▲ Next.js 16.4.6 (Turbopack)
✓ Running next.config.ts took 85ms
Attention: Next.js now collects completely anonymous telemetry regarding usage.
⚠️  Node.js 20 and below are deprecated and will no longer be supported in future versions of @supabase/supabase-js. Please upgrade to Node.js 22 or later.
AUTH_SECRET is not set: generated a session secret and kept it in /work/x/.data/auth-secret (back it up with the database).
> Brightview ready on http://localhost:3000
 GET /brampton/shop 200 in 5.6s (next.js: 4.7s, proxy.ts: 285ms, application-code: 668ms)
Route (app)
├ ƒ /api/outbox/retry
ƒ Proxy (Middleware)`;

describe("ownWarnings", () => {
  it("finds the Edge-runtime warning about instrumentation.ts, colours and all", () => {
    expect(ownWarnings(EDGE_WARNING)).toEqual([
      "⚠ ./instrumentation.ts:37:5",
      "Warning: A Node.js API is used (process.exit at line: 37) which is not supported in the Edge Runtime.",
      "Ecmascript file had an error",
    ]);
  });

  it("finds Turbopack's build warnings about the project's files", () => {
    expect(ownWarnings(TRACING_WARNING)).toEqual(["Turbopack build encountered 5 warnings:", "./lib/db/index.ts:42:12"]);
  });

  it("finds the project's own start-up warnings and errors, and app errors Next marks", () => {
    expect(ownWarnings("Brightview: Client addresses are unknown\n\nBrightview cannot start.\n ⨯ Error: boom\n    at lib/orders/x.ts:3")).toEqual([
      "Brightview: Client addresses are unknown",
      "Brightview cannot start.",
      " ⨯ Error: boom",
    ]);
    expect(ownWarnings("Error: cannot read x (app/(site)/page.tsx:4:2)")).toHaveLength(1);
  });

  it("passes what packages print about themselves and the ordinary progress lines", () => {
    expect(ownWarnings(PACKAGE_NOTICES)).toEqual([]);
  });
});
