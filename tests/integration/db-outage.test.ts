import net from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { NextRequest } from "next/server";
import { PROBE_INTERVAL_MS } from "@/lib/db/health";
import { openPostgres } from "@/lib/db/postgres";
import type { Db } from "@/lib/db/types";
import { setAppDb } from "../support/app-db";
import { createTestDb, type TestDb } from "../support/db";

vi.mock("next/headers", async () => (await import("../support/next-request")).headersModule);
vi.mock("next/cache", async () => (await import("../support/next-request")).cacheModule);
// The real NextRequest/NextResponse for calling the proxy; only after() is stood in for.
vi.mock("next/server", async (importOriginal) => ({
  ...(await importOriginal<typeof import("next/server")>()),
  ...(await import("../support/next-request")).serverModule,
}));
vi.spyOn(console, "error").mockImplementation(() => undefined);
vi.spyOn(console, "warn").mockImplementation(() => undefined);

/** A TCP hop between the app and PostgreSQL that the test can cut and restore. */
function cuttableProxy(target: URL) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  const port = 40000 + Math.floor(Math.random() * 20000);
  const up = () =>
    new Promise<void>((resolve) => {
      server = net.createServer((client) => {
        const upstream = net.connect(Number(target.port || 5432), target.hostname);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on("error", () => s.destroy());
          s.on("close", () => sockets.delete(s));
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, "127.0.0.1", () => resolve());
    });
  const down = () =>
    new Promise<void>((resolve) => {
      for (const s of sockets) s.destroy();
      server?.close(() => resolve());
    });
  return { port, up, down };
}

// A real server can be cut; PGlite runs inside the process.
describe.skipIf(!process.env.DATABASE_URL)("the database goes away and comes back (PostgreSQL)", () => {
  let direct: TestDb;
  let app: Db & { close(): Promise<void> };
  let proxy: ReturnType<typeof cuttableProxy>;
  const count = async (sql: string) => (await direct.run({ kind: "system" }, (tx) => tx.query<{ n: number }>(sql)))[0].n;
  const contact = { fullName: "Ann Lee", email: "ann@example.com", phone: "905-555-0100", subject: "Frames", message: "Do you repair hinges?" };
  const order = {
    email: "ann@example.com", firstName: "Ann", lastName: "Lee", phone: "905-555-0100", address: "1 Main St", city: "Brampton", province: "ON" as const,
    postalCode: "L6Y 0P8", sameAsShipping: true, nameOnCard: "Ann Lee", cardLast4: "4242", items: [{ productId: "00000000-0000-4000-8003-000000000003", quantity: 1, color: "Black", size: "51" }], // a colour and size that frame has
  };

  beforeAll(async () => {
    direct = await createTestDb("postgres");
    const url = new URL(direct.url!);
    proxy = cuttableProxy(url);
    await proxy.up();
    const viaProxy = new URL(direct.url!);
    viaProxy.hostname = "127.0.0.1";
    viaProxy.port = String(proxy.port);
    app = openPostgres(viaProxy.toString(), 4);
    setAppDb(app);
  });
  afterAll(async () => {
    setAppDb(undefined);
    await app?.close().catch(() => undefined);
    await proxy?.down();
    await direct?.drop();
  });

  it("refuses with a 'try again' message and writes nothing while it is away, then works again without a restart", async () => {
    const { contactAction } = await import("@/components/contact/actions");
    const { placeOrderAction } = await import("@/components/checkout/actions");
    expect(await contactAction(contact)).toEqual({ ok: true });
    const forms = await count("select count(*)::int as n from public.form_submissions");
    const orders = await count("select count(*)::int as n from public.orders");
    const stock = await count("select stock_quantity as n from public.products where id = '00000000-0000-4000-8003-000000000003'");

    await proxy.down();
    const refused = await contactAction(contact);
    expect(refused).toEqual({ ok: false, error: "We could not send your message. Please try again or call us." });
    const orderRefused = await placeOrderAction(order);
    expect(orderRefused.ok).toBe(false);
    if (!orderRefused.ok) expect(orderRefused.error).toMatch(/try again/i);
    expect(await count("select count(*)::int as n from public.form_submissions")).toBe(forms);
    expect(await count("select count(*)::int as n from public.orders")).toBe(orders);
    expect(await count("select stock_quantity as n from public.products where id = '00000000-0000-4000-8003-000000000003'")).toBe(stock);

    await proxy.up();
    expect(await contactAction(contact)).toEqual({ ok: true });
    const placed = await placeOrderAction(order);
    expect(placed.ok).toBe(true);
    expect(await count("select count(*)::int as n from public.form_submissions")).toBe(forms + 1);
    expect(await count("select stock_quantity as n from public.products where id = '00000000-0000-4000-8003-000000000003'")).toBe(stock - 1);
  }, 60_000);

  it("answers data pages with the static 'back in a moment' page and 503 while it is away, and serves them again once it is back", async () => {
    const { proxy: routeProxy } = await import("@/proxy");
    const { contactAction } = await import("@/components/contact/actions");
    const ask = async (path: string) => {
      const res = await routeProxy(new NextRequest(`http://localhost${path}`));
      return { status: res.status, rewrite: res.headers.get("x-middleware-rewrite"), retryAfter: res.headers.get("retry-after") };
    };
    const dataPages = ["/brampton/shop", "/brampton/shop/product/classic-aviator", "/brampton/brands/ray-ban", "/brampton/order-success", "/brampton/account", "/brampton/admin"];

    expect(await contactAction(contact)).toEqual({ ok: true });
    for (const path of dataPages) expect((await ask(path)).status, path).not.toBe(503);

    await proxy.down();
    // The first failure is what tells the app; it is still refused with the form's message.
    expect((await contactAction(contact)).ok).toBe(false);
    for (const path of dataPages) {
      const answer = await ask(path);
      expect(answer.status, path).toBe(503);
      expect(answer.rewrite, path).toMatch(/\/brampton\/unavailable$/);
      expect(answer.retryAfter).toBe("30");
    }
    // The shop's static collection pages and legacy redirects do not depend on it.
    expect((await ask("/brampton/shop/sunglasses")).status).not.toBe(503);
    expect((await ask("/shop")).status).toBe(308);
    // Probing while it is still away keeps answering 503 (one probe a second, not one per request).
    await new Promise((r) => setTimeout(r, PROBE_INTERVAL_MS + 100));
    expect((await ask("/brampton/shop")).status).toBe(503);

    await proxy.up();
    await new Promise((r) => setTimeout(r, PROBE_INTERVAL_MS + 100));
    // The proxy's own probe finds it back: no request had to fail first, and no restart.
    const back = await ask("/brampton/shop/product/classic-aviator");
    expect(back.status).toBe(200);
    expect(back.rewrite ?? "").not.toMatch(/unavailable/);
    expect(await contactAction(contact)).toEqual({ ok: true });
  }, 60_000);
});
