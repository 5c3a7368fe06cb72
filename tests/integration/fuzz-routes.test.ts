import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";
import { appDatabase, rowFingerprint } from "../support/app-db";
import { nextRequest } from "../support/next-request";
import { backends } from "../support/db";
import { announceFuzz, fuzzBudget } from "../support/fuzz";
import { signTwilio } from "../support/twilio";

/**
 * Every route handler, fed generated hostile requests (junk bodies, hostile JSON, odd headers
 * and parameters). None may throw or answer 5xx, and a refusal (4xx, or the documented silent
 * 204 of the trackers) changes no table unless the input was well-formed.
 */

vi.mock("next/headers", async () => (await import("../support/next-request")).headersModule);
vi.mock("next/cache", async () => (await import("../support/next-request")).cacheModule);
vi.mock("next/server", async () => (await import("../support/next-request")).serverModule);

// Junk bodies are logged by the trackers; keep the test output readable.
vi.spyOn(console, "warn").mockImplementation(() => undefined);
process.env.AUTH_SECRET = "fuzz-secret-for-tests-only-0123456789abcdef";
process.env.DATA_DIR = path.join("/tmp", `bv-fuzz-routes-${process.pid}`);
// Twilio's webhooks exist only with a token; half the fuzzed calls are signed with it, as Twilio would.
const TWILIO_TOKEN = "fuzz-twilio-token-0123456789abcdef";
process.env.TWILIO_AUTH_TOKEN = TWILIO_TOKEN;
announceFuzz("fuzz-routes");

const junkText = fc.oneof(
  fc.string({ maxLength: 2000 }),
  fc.json({ maxDepth: 3 }),
  fc.constantFrom("", "null", "{", "[]", '{"__proto__":{"admin":true}}', '{"constructor":{"prototype":{"x":1}}}', "A".repeat(200_000), "\u0000\uffff", "<script>alert(1)</script>"),
  fc.anything().map((v) => {
    try {
      return JSON.stringify(v) ?? "";
    } catch {
      return "";
    }
  }),
);
const callBody = fc.oneof(
  junkText,
  fc.record({ phone_number: fc.oneof(fc.constant("905-555-0142"), fc.string()), location: fc.oneof(fc.constant("header"), fc.string()), call_status: fc.oneof(fc.constant("answered"), fc.string()) }, { requiredKeys: [] }).map((v) => JSON.stringify(v)),
);

type Route = { file: string; method: string; admin?: boolean; request: () => fc.Arbitrary<{ req: Request; params?: Record<string, string> }> };
const base = "http://localhost:3000";

/** A Twilio webhook: form fields from a hostile corpus (a NUL, an RTL override, a lone surrogate, huge bodies, unknown numbers), signed or not. */
const twilioCall = (route: "inbound" | "status") =>
  fc
    .tuple(
      fc.record(
        {
          MessageSid: fc.oneof(fc.constant(`SM${"0".repeat(32)}`), fc.stringMatching(/^SM[0-9a-f]{32}$/), fc.string({ maxLength: 80 })),
          From: fc.oneof(fc.constantFrom("+19055550142", "+447700900123", "not a number", "\u0000"), fc.string({ maxLength: 60 })),
          Body: fc.oneof(fc.constantFrom("C", "STOP", "start", "HELP", "R", "\u202Eevil", "hi\u0000there", "\ud800", "A".repeat(20_000)), fc.string({ maxLength: 400 })),
          MessageStatus: fc.oneof(fc.constantFrom("delivered", "failed", "undelivered"), fc.string({ maxLength: 20 })),
        },
        { requiredKeys: [] },
      ),
      fc.boolean(),
      junkText,
    )
    .map(([fields, signed, junk]) => {
      const url = `${base}/api/sms/${route}`;
      const params = Object.fromEntries(Object.entries(fields).filter(([, v]) => typeof v === "string")) as Record<string, string>;
      const body = signed ? new URLSearchParams(params).toString() : junk;
      const headers: Record<string, string> = { host: "localhost:3000", "content-type": "application/x-www-form-urlencoded" };
      if (signed) headers["x-twilio-signature"] = signTwilio(TWILIO_TOKEN, url, params);
      return { req: new Request(url, { method: "POST", body, headers }) };
    });

const ROUTES: Route[] = [
  // Twilio's calls (issue 54): unsigned ones refused, signed ones acted on without a 5xx or a database error.
  { file: "app/api/sms/inbound/route.ts", method: "POST", request: () => twilioCall("inbound") },
  { file: "app/api/sms/status/route.ts", method: "POST", request: () => twilioCall("status") },
  {
    // A text's short link: any code redirects to a page, never changes anything.
    file: "app/s/[code]/route.ts",
    method: "GET",
    request: () => fc.oneof(fc.string({ maxLength: 40 }), fc.constantFrom("A".repeat(16), "..%2F..", "\u0000".repeat(16))).map((code) => ({ req: new Request(`${base}/s/x`), params: { code } })),
  },
  { file: "app/api/track/call/route.ts", method: "POST", request: () => callBody.map((body) => ({ req: new Request(`${base}/api/track/call`, { method: "POST", body }) })) },
  { file: "app/api/track/not-found/route.ts", method: "POST", request: () => junkText.map((body) => ({ req: new Request(`${base}/api/track/not-found`, { method: "POST", body }) })) },
  {
    file: "app/api/outbox/retry/route.ts",
    method: "GET",
    request: () => fc.string({ maxLength: 200 }).map((auth) => ({ req: new Request(`${base}/api/outbox/retry`, { headers: { authorization: `Bearer ${auth.replace(/[^\x20-\x7e]/g, "")}` } }) })),
  },
  {
    file: "app/api/admin/product-images/route.ts",
    method: "POST",
    admin: true,
    request: () =>
      fc.oneof(
        fc.uint8Array({ maxLength: 4096 }).map((bytes) => {
          const form = new FormData();
          form.append("file", new File([bytes], "upload.png", { type: "image/png" }));
          return { req: new Request(`${base}/api/admin/product-images`, { method: "POST", body: form }) };
        }),
        junkText.map((body) => ({ req: new Request(`${base}/api/admin/product-images`, { method: "POST", body, headers: { "content-type": "multipart/form-data; boundary=x" } }) })),
      ),
  },
  {
    file: "app/api/admin/product-images/route.ts",
    method: "DELETE",
    admin: true,
    request: () =>
      fc
        .oneof(junkText, fc.array(fc.oneof(fc.string(), fc.constantFrom("/products/ray-ban-rb3025-aviator-classic-1.svg", "/storage/product-images/../../auth-secret")), { maxLength: 12 }).map((urls) => JSON.stringify({ urls })))
        .map((body) => ({ req: new Request(`${base}/api/admin/product-images`, { method: "DELETE", body, headers: { "content-type": "application/json" } }) })),
  },
  {
    // A shopper's prescription upload: any bytes, any name, or a broken envelope answers below 500.
    file: "app/api/prescription-uploads/route.ts",
    method: "POST",
    request: () =>
      fc.oneof(
        fc.tuple(fc.uint8Array({ maxLength: 4096 }), fc.string({ maxLength: 120 })).map(([bytes, name]) => {
          const form = new FormData();
          form.append("file", new File([bytes], name || "rx.png", { type: "image/png" }));
          return { req: new Request(`${base}/api/prescription-uploads`, { method: "POST", body: form }) };
        }),
        junkText.map((body) => ({ req: new Request(`${base}/api/prescription-uploads`, { method: "POST", body, headers: { "content-type": "multipart/form-data; boundary=x" } }) })),
      ),
  },
  {
    // The clinic's link to an uploaded prescription: forged ids, expiries and signatures open nothing.
    file: "app/api/admin/prescriptions/[id]/route.ts",
    method: "GET",
    admin: true,
    request: () =>
      fc.tuple(fc.oneof(fc.uuid(), fc.string({ maxLength: 60 })), fc.string({ maxLength: 20 }), fc.string({ maxLength: 60 })).map(([id, expires, sig]) => ({
        req: new Request(`${base}/api/admin/prescriptions/${encodeURIComponent(id)}?expires=${encodeURIComponent(expires)}&sig=${encodeURIComponent(sig)}`),
        params: { id },
      })),
  },
  {
    file: "app/(site)/(admin)/brampton/analytics/export/route.ts",
    method: "GET",
    admin: true,
    request: () => fc.string({ maxLength: 100 }).map((tab) => ({ req: new Request(`${base}/brampton/analytics/export?tab=${encodeURIComponent(tab)}`) })),
  },
  {
    // Export CSV / Download template: any search and filters stream a file or are ignored, never a 500.
    file: "app/(site)/(admin)/brampton/admin/catalogue-csv/route.ts",
    method: "GET",
    admin: true,
    request: () =>
      fc.record({ q: fc.string({ maxLength: 100 }), brand: fc.oneof(fc.uuid(), fc.string({ maxLength: 40 })), status: fc.string({ maxLength: 10 }), template: fc.constantFrom("", "1", "x") }).map((p) => ({
        req: new Request(`${base}/brampton/admin/catalogue-csv?${new URLSearchParams(p)}`),
      })),
  },
  {
    // Import CSV: junk bodies and parameters are refused in words (hostile files: fuzz-catalogue-csv.test.ts).
    file: "app/(site)/(admin)/brampton/admin/catalogue-csv/import/route.ts",
    method: "POST",
    admin: true,
    request: () =>
      fc.tuple(junkText, fc.constantFrom("preview", "import", "", "x"), fc.constantFrom("0", "1", "", "yes")).map(([body, step, create]) => ({
        req: new Request(`${base}/brampton/admin/catalogue-csv/import?step=${step}&create_missing=${create}`, { method: "POST", body }),
      })),
  },
  {
    // The confirmation link: any token (or a hosted-mode code) answers with a redirect and confirms nothing it should not.
    file: "app/(site)/(auth)/brampton/auth/confirm/route.ts",
    method: "GET",
    request: () =>
      fc
        .tuple(fc.constantFrom("token", "code", "next", "token_hash"), fc.oneof(fc.string({ maxLength: 200 }), fc.constantFrom("A".repeat(43), "%00", "../../etc", "//evil.example.com")))
        .map(([key, value]) => ({ req: new Request(`${base}/brampton/auth/confirm?${key}=${encodeURIComponent(value)}`) })),
  },
  {
    // "Download my data", as the signed-in admin: it only reads, whatever the request carries.
    file: "app/(site)/(account)/brampton/account/data/route.ts",
    method: "GET",
    admin: true,
    request: () => fc.string({ maxLength: 100 }).map((q) => ({ req: new Request(`${base}/brampton/account/data?x=${encodeURIComponent(q)}`) })),
  },
  {
    // The access log's CSV, as the Owner: any filters stream a file or are ignored, never a 500.
    file: "app/(site)/(admin)/brampton/admin/access-log/export/route.ts",
    method: "GET",
    admin: true,
    request: () =>
      fc.record({ staff: fc.oneof(fc.uuid(), fc.string({ maxLength: 40 })), patient: fc.string({ maxLength: 80 }), from: fc.string({ maxLength: 12 }), to: fc.constantFrom("", "2026-11-26", "9999-99-99", "x") }).map((p) => ({
        req: new Request(`${base}/brampton/admin/access-log/export?${new URLSearchParams(p)}`),
      })),
  },
  {
    // A receipt's PDF from the account, as the signed-in admin: any number answers 404 or the file, never a 500.
    file: "app/(site)/(account)/brampton/account/receipts/[number]/pdf/route.ts",
    method: "GET",
    admin: true,
    request: () =>
      fc.oneof(fc.string({ maxLength: 60 }), fc.constantFrom("R-2026-000001", "R-2026-999999", "R-0000-000000", "..%2F..", "R-2026-000001\u0000")).map((number) => ({
        req: new Request(`${base}/brampton/account/receipts/x/pdf`),
        params: { number },
      })),
  },
  {
    // A guest's e-mailed receipt link: forged numbers, expiries and signatures open nothing.
    file: "app/(site)/(account)/brampton/receipts/[number]/pdf/route.ts",
    method: "GET",
    request: () =>
      fc.tuple(fc.oneof(fc.string({ maxLength: 40 }), fc.constant("R-2026-000001")), fc.string({ maxLength: 20 }), fc.oneof(fc.string({ maxLength: 60 }), fc.constant("A".repeat(43)))).map(([number, expires, sig]) => ({
        req: new Request(`${base}/brampton/receipts/x/pdf?expires=${encodeURIComponent(expires)}&sig=${encodeURIComponent(sig)}`),
        params: { number },
      })),
  },
  // A recall e-mail's one-click unsubscribe (RFC 8058) and its address opened: a forged token changes nothing.
  ...(["POST", "GET"] as const).map((method) => ({
    file: "app/api/recall/unsubscribe/[token]/route.ts",
    method,
    request: () =>
      fc.oneof(fc.string({ maxLength: 80 }), fc.constantFrom("A".repeat(43), "\ud800".repeat(43), "..%2F..", "")).map((token) => ({
        req: new Request(`${base}/api/recall/unsubscribe/x`, { method, ...(method === "POST" ? { body: "List-Unsubscribe=One-Click" } : {}) }),
        params: { token },
      })),
  })),
  {
    // The recall list's phone list: any tab, clinic or optometrist answers a CSV or a refusal, never a 500.
    file: "app/(site)/(admin)/brampton/admin/recall/export/route.ts",
    method: "GET",
    admin: true,
    request: () =>
      fc.record({ tab: fc.oneof(fc.constantFrom("due", "overdue", "contacted", "booked"), fc.string({ maxLength: 20 })), clinic: fc.string({ maxLength: 40 }), optometrist: fc.oneof(fc.uuid(), fc.string({ maxLength: 40 })) }).map((p) => ({
        req: new Request(`${base}/brampton/admin/recall/export?${new URLSearchParams(p)}`),
      })),
  },
  {
    // A figure's CSV (issue 53): any figure, period, dates, clinic or optometrist answers a CSV, a 404 or a refusal, never a 500.
    file: "app/(site)/(admin)/brampton/admin/figures/[figure]/export/route.ts",
    method: "GET",
    admin: true,
    request: () =>
      fc
        .record({
          figure: fc.oneof(fc.constantFrom("exams", "no-shows", "capture-30-days", "revenue", "recall"), fc.string({ maxLength: 30 })),
          period: fc.oneof(fc.constantFrom("this-month", "last-month", "last-12-months", "custom"), fc.string({ maxLength: 20 })),
          from: fc.oneof(fc.constantFrom("2025-03-01", "2025-02-30", "1999-01-01"), fc.string({ maxLength: 20 })),
          to: fc.oneof(fc.constantFrom("2025-03-31", "2100-12-31"), fc.string({ maxLength: 20 })),
          clinic: fc.string({ maxLength: 40 }),
          optometrist: fc.oneof(fc.uuid(), fc.string({ maxLength: 40 })),
        })
        .map(({ figure, ...p }) => ({
          req: new Request(`${base}/brampton/admin/figures/x/export?${new URLSearchParams(p)}`),
          params: { figure },
        })),
  },
  {
    file: "app/storage/[bucket]/[file]/route.ts",
    method: "GET",
    request: () =>
      fc.tuple(fc.oneof(fc.constant("product-images"), fc.string()), fc.oneof(fc.string(), fc.constantFrom("..%2F..%2Fauth-secret", "%E0%A4%A", "x.png", "a.svg"))).map(([bucket, file]) => ({
        req: new Request(`${base}/storage/x/y`),
        params: { bucket, file },
      })),
  },
];

function routeFiles(dir = "app"): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) out.push(...routeFiles(p));
    else if (name === "route.ts") out.push(p);
  }
  return out.sort();
}

it("the registry names every route handler", () => {
  expect([...new Set(ROUTES.map((r) => r.file))].sort()).toEqual(routeFiles());
});

describe.each(backends)("hostile requests to every route handler on %s", (backend) => {
  const app = appDatabase(backend);

  it("the admin gate really passes for the fuzzed admin routes (a real PNG is stored)", async () => {
    nextRequest.cookies.clear();
    nextRequest.cookies.set(...app.adminCookie);
    const { POST } = await import("@/app/api/admin/product-images/route");
    const png = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");
    const form = new FormData();
    form.append("file", new File([png], "ok.png", { type: "image/png" }));
    const res = await POST(new Request(`${base}/api/admin/product-images`, { method: "POST", body: form }));
    expect(res.status).toBe(201);
  });

  for (const route of ROUTES) {
    it(`${route.method} ${route.file}`, async () => {
      const mod = (await import(`@/${route.file.replace(/\.ts$/, "")}`)) as Record<string, (req: Request, ctx?: unknown) => Promise<Response>>;
      const handler = mod[route.method];
      nextRequest.cookies.clear();
      if (route.admin) nextRequest.cookies.set(...app.adminCookie);
      const { phoneCallSchema } = await import("@/lib/tracking/schema");
      let before = await rowFingerprint(app.db);
      const budget = fuzzBudget("routes", ROUTES.length);
      await fc.assert(
        fc.asyncProperty(route.request(), budget.wrap(async ({ req, params }) => {
          const body = route.file.includes("track/call") ? await req.clone().text() : "";
          let res: Response;
          try {
            res = await handler(req, params ? { params: Promise.resolve(params) } : undefined);
          } catch (err) {
            throw new Error(`${route.method} ${route.file} threw: ${(err as Error).message}`);
          }
          expect(res.status, `${route.method} ${route.file}`).toBeLessThan(500);
          const after = await rowFingerprint(app.db);
          if (after !== before) {
            // Only a well-formed call record or a real image upload may write anything.
            // A signed Twilio webhook is acted on (200 or 204); a 4xx from it must change nothing.
            const wellFormed = route.file.includes("track/call")
              ? phoneCallSchema.safeParse(JSON.parse(body)).success
              : route.file.includes("api/sms/")
                ? res.status < 300 && req.headers.has("x-twilio-signature")
                : res.status === 201;
            expect(wellFormed, `${route.file} wrote rows for a refused request`).toBe(true);
            before = after;
          }
        })),
        budget.parameters,
      );
    }, 300_000);
  }
});
