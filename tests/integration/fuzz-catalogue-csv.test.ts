import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";
import { CSV_COLUMNS } from "@/lib/admin/csv/format";
import { appDatabase, rowFingerprint } from "../support/app-db";
import { DATABASE_ERROR, HOSTILE_STRINGS } from "../support/hostile";
import { nextRequest } from "../support/next-request";
import { backends } from "../support/db";
import { announceFuzz, fuzzBudget } from "../support/fuzz";

/**
 * Hostile catalogue files (issue 35), sent to the import route as an admin would: a formula in
 * every cell, a 100 MB line, 1,000 columns, NUL bytes, invalid UTF-8, a quote bomb, and
 * generated files of hostile cells. Each gets a clear message, below 500, no database error,
 * and changes nothing.
 */

vi.mock("next/headers", async () => (await import("../support/next-request")).headersModule);
vi.mock("next/cache", async () => (await import("../support/next-request")).cacheModule);
vi.mock("next/server", async () => (await import("../support/next-request")).serverModule);
const logged: string[] = [];
vi.spyOn(console, "error").mockImplementation((...parts: unknown[]) => void logged.push(parts.map(String).join(" ")));
process.env.AUTH_SECRET = "csv-fuzz-secret-for-tests-only-0123456789abcdef";
announceFuzz("fuzz-catalogue-csv");
const url = "http://localhost:3000/brampton/admin/catalogue-csv/import?step=import&create_missing=1";

/** A body of `total` bytes made as it is read: the route must stop long before the end. */
function lazyBody(total: number, head: string): ReadableStream<Uint8Array> {
  const chunk = new Uint8Array(1024 * 1024).fill(0x41);
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent === 0) controller.enqueue(new TextEncoder().encode(head));
      if (sent >= total) return controller.close();
      controller.enqueue(chunk);
      sent += chunk.byteLength;
    },
  });
}

const header = CSV_COLUMNS.join(",");
const formula = "=cmd|' /C calc'!A0";
const HOSTILE_FILES: [string, () => BodyInit, RequestInit?][] = [
  ["a formula in every cell", () => `${header}\n${CSV_COLUMNS.map(() => `"${formula}"`).join(",")}\n${CSV_COLUMNS.map(() => "@SUM(1+1)*cmd").join(",")}\n`],
  ["a 100 MB line", () => lazyBody(100 * 1024 * 1024, "sku,name\nA,"), { duplex: "half" } as RequestInit],
  ["1,000 columns", () => `${Array.from({ length: 1000 }, (_, i) => `c${i}`).join(",")}\n${"x,".repeat(999)}x\n`],
  ["NUL bytes", () => `sku,name,brand,category,price\nNUL-1,a\u0000b,Ray-Ban,Sunglasses,10\n\u0000,\u0000,\u0000,\u0000,\u0000\n`],
  ["invalid UTF-8", () => new Uint8Array([...new TextEncoder().encode("sku,name\nA,ok\nB,caf"), 0xe9, 0xff, 0xfe, 0x0a])],
  ["a CSV bomb of quotes", () => `sku,name\nA,${'"'.repeat(4 * 1024 * 1024)}\n`],
  ["lone surrogates and bidi overrides", () => `sku,name,brand,category,price\nX-\uD800,\u202Eevil,Ray-Ban,Sunglasses,10\n`],
  ["nothing at all", () => ""],
];

describe.each(backends)("hostile catalogue files on %s", (backend) => {
  const app = appDatabase(backend);
  const post = async (body: BodyInit, init: RequestInit = {}) => {
    const { POST } = await import("@/app/(site)/(admin)/brampton/admin/catalogue-csv/import/route");
    nextRequest.cookies.clear();
    nextRequest.cookies.set(...app.adminCookie);
    return POST(new Request(url, { method: "POST", body, ...init }));
  };

  it.each(HOSTILE_FILES)("%s: a clear message, nothing changed", async (_name, body, init) => {
    const before = await rowFingerprint(app.db);
    logged.length = 0;
    const res = await post(body(), init);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    const answer = (await res.json()) as { ok: boolean; error: string; problems: { problem: string }[] };
    expect(answer.ok).toBe(false);
    expect(answer.error.length).toBeGreaterThan(10);
    expect(answer.error.length).toBeLessThan(300);
    expect(await rowFingerprint(app.db)).toBe(before);
    expect(logged.join("\n")).not.toMatch(DATABASE_ERROR);
  });

  it("generated files of hostile cells: answered below 500, and a refusal changes nothing", async () => {
    const cellText = fc.oneof(fc.constantFrom(...HOSTILE_STRINGS.filter((s) => s.length < 1000), formula, '"', '""', ";", "1,249.00", "-1", "TRUE"), fc.string({ maxLength: 40 }), fc.string({ unit: "grapheme", maxLength: 20 }));
    const quoted = (s: string) => `"${s.replace(/"/g, '""')}"`;
    const file = fc.record({
      columns: fc.shuffledSubarray([...CSV_COLUMNS], { minLength: 1 }),
      rows: fc.array(fc.array(cellText, { minLength: 19, maxLength: 19 }), { maxLength: 6 }),
      sep: fc.constantFrom(",", ";"),
      eol: fc.constantFrom("\n", "\r\n"),
    });
    let before = await rowFingerprint(app.db);
    logged.length = 0;
    const budget = fuzzBudget("catalogueCsv", 1, 150);
    await fc.assert(
      fc.asyncProperty(file, budget.wrap(async ({ columns, rows, sep, eol }) => {
        const text = [columns.join(sep), ...rows.map((r) => columns.map((_, i) => quoted(r[i])).join(sep))].join(eol);
        const res = await post(text);
        expect(res.status).toBeLessThan(500);
        const after = await rowFingerprint(app.db);
        if (res.status !== 200) expect(after).toBe(before);
        before = after;
      })),
      budget.parameters,
    );
    expect(logged.join("\n")).not.toMatch(DATABASE_ERROR);
  }, 120_000);
});
