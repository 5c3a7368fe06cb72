import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ANALYTICS_PAGE_SIZE, ANALYTICS_TABS, loadCounts, loadTab, markSubmissionHandled, setOrderStatus } from "@/lib/analytics";
import { recordOrderPayment } from "@/lib/receipts/issue";
import { todayInToronto } from "@/lib/validations/booking-choices";
import { streamTabCsv } from "@/lib/analytics/export";
import { listMigrations, migrate } from "@/lib/db/migrate";
import type { Caller } from "@/lib/db/types";
import { createSessionToken, SESSION_COOKIE } from "@/lib/auth/session-token";
import { placeOrder } from "@/lib/orders/place-order";
import { nextRequest } from "../support/next-request";
import { setAppDb } from "../support/app-db";
import { backends, createEmptyDb, createTestDb, type Backend, type TestDb } from "../support/db";
import { ORDER_CUSTOMER, productLines } from "../support/orders";

vi.mock("next/headers", async () => (await import("../support/next-request")).headersModule);
vi.mock("next/cache", async () => (await import("../support/next-request")).cacheModule);
vi.mock("next/server", async () => (await import("../support/next-request")).serverModule);
process.env.AUTH_SECRET ??= "analytics-test-secret-0123456789abcdefgh";

const NOT_ADMIN = { ok: false, error: "You must be signed in as an admin to do that." };

describe.each(backends)("analytics on %s", (backend) => {
  let db: TestDb;
  let admin: Caller & { kind: "user" };
  let customer: Caller & { kind: "user" };
  const visitor: Caller = { kind: "anon" };
  const cookies: Record<"admin" | "customer", [string, string]> = { admin: ["", ""], customer: ["", ""] };
  const sys = <T extends Record<string, unknown>>(sql: string, params: unknown[] = []) => db.run({ kind: "system" }, (tx) => tx.query<T>(sql, params));
  const stockOf = async (id: string) => (await sys<{ s: number }>("select stock_quantity as s from public.products where id = $1", [id]))[0].s;
  const totalOf = async (id: string) => Number((await sys<{ total: string }>("select total_amount::text as total from public.orders where id = $1", [id]))[0].total);
  /** "Record payment" of the whole balance: the only way an order becomes paid (issue 33). */
  const payInFull = async (who: Caller, id: string) =>
    recordOrderPayment(db, who, { orderId: id, amount: (await totalOf(id)).toFixed(2), method: "debit", date: todayInToronto() }, { siteUrl: "http://localhost:3000" });
  const orderRow = async (id: string) => (await sys<{ status: string; payment_status: string }>("select status, payment_status from public.orders where id = $1", [id]))[0];

  async function order(items: { productId: string; quantity: number }[]) {
    const r = await placeOrder(
      db,
      {
        ...ORDER_CUSTOMER,
        items: await productLines(db, items),
      },
      null,
    );
    if (!r.ok) throw new Error(r.error);
    return (await sys<{ id: string }>("select id from public.orders where order_number = $1", [r.order.orderNumber]))[0].id;
  }

  async function signIn(email: string, isAdmin: boolean) {
    const [{ id }] = await sys<{ id: string }>("insert into auth.users (email) values ($1) returning id", [email]);
    if (isAdmin) await sys("select public.assign_admin_role($1)", [id]);
    const [session] = await sys<{ id: string }>("insert into private.sessions (user_id, expires_at) values ($1, now() + interval '1 day') returning id", [id]);
    const token = createSessionToken({ sid: session.id, sub: id, email, admin: isAdmin }, process.env.AUTH_SECRET!);
    return { caller: { kind: "user" as const, userId: id, email }, cookie: [SESSION_COOKIE, token] as [string, string] };
  }

  let productId: string;
  let otherProductId: string;
  beforeAll(async () => {
    db = await createTestDb(backend);
    setAppDb(db);
    const a = await signIn("admin@brightview.example.com", true);
    const c = await signIn("pat@example.com", false);
    [admin, customer] = [a.caller, c.caller];
    cookies.admin = a.cookie;
    cookies.customer = c.cookie;
    [{ id: productId }, { id: otherProductId }] = await sys<{ id: string }>(
      "select id from public.products where is_active and stock_quantity >= 20 order by id limit 2",
    );
    await sys(
      `insert into public.phone_calls (phone_number, location, call_status, created_at)
       select '905-555-0142', 'header', case when i % 3 = 0 then 'answered' else 'initiated' end, now() - (i || ' hours')::interval
       from generate_series(1, 60) i`,
    );
    await sys(
      `insert into public.form_submissions (form_type, name, email, message, form_data)
       values ('contact', '=cmd|'' /C calc''!A0', 'ann@example.com', 'Hello', '{"subject":"Frames, lenses","message":"Hello"}')`,
    );
  });
  afterAll(async () => {
    setAppDb(undefined);
    await db?.drop();
  });

  it("pages a tab newest first with its count and a 30-day chart", async () => {
    const first = await loadTab(db, admin, "phone-calls", 1);
    expect(first.total).toBe(60);
    expect(first.pageCount).toBe(Math.ceil(60 / ANALYTICS_PAGE_SIZE));
    expect(first.rows).toHaveLength(ANALYTICS_PAGE_SIZE);
    const second = await loadTab(db, admin, "phone-calls", 2);
    expect(second.page).toBe(2);
    expect(second.rows.some((r) => first.rows.some((f) => f.id === r.id))).toBe(false);
    const last = await loadTab(db, admin, "phone-calls", 99);
    expect(last.page).toBe(first.pageCount);
    expect(last.rows).toHaveLength(60 - ANALYTICS_PAGE_SIZE * (first.pageCount - 1));
    const times = [...first.rows, ...second.rows].map((r) => new Date(String(r.created_at)).getTime());
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(first.chart).toHaveLength(30);
    expect(first.chart.reduce((s, p) => s + p.count, 0)).toBe(60);
    expect(await streamTabCsv(db, admin, "phone-calls", () => {})).toBe(60);
  });

  it("counts every tab as the tables do, and an empty tab has one empty page", async () => {
    const counts = await loadCounts(db, admin);
    const tables: Record<string, string> = {
      "phone-calls": "phone_calls",
      "form-submissions": "form_submissions",
      orders: "orders",
      brands: "brands",
      "cart-items": "cart_items",
      categories: "categories",
      products: "products",
      profiles: "profiles",
    };
    for (const t of ANALYTICS_TABS) {
      const [{ n }] = await sys<{ n: number }>(`select count(*)::int as n from public.${tables[t.id]}`);
      expect(counts[t.id], t.id).toBe(n);
      const data = await loadTab(db, admin, t.id, 1);
      expect(data.total, t.id).toBe(n);
      expect(data.rows.length, t.id).toBe(Math.min(n, ANALYTICS_PAGE_SIZE));
    }
    expect(counts.products).toBeGreaterThan(ANALYTICS_PAGE_SIZE);
    const empty = await loadTab(db, admin, "cart-items", 5);
    expect(empty).toMatchObject({ total: counts["cart-items"], page: 1 });
  });

  it("refuses every read and change to customers and visitors, changing nothing", async () => {
    const id = await order([{ productId, quantity: 1 }]);
    const stock = await stockOf(productId);
    const [sub] = await sys<{ id: string }>("select id from public.form_submissions limit 1");
    for (const who of [customer, visitor]) {
      await expect(loadTab(db, who, "orders")).rejects.toThrow("admin");
      await expect(loadCounts(db, who)).rejects.toThrow("admin");
      const written: string[] = [];
      await expect(streamTabCsv(db, who, "profiles", (c) => void written.push(c))).rejects.toThrow("admin");
      expect(written).toEqual([]);
      expect(await setOrderStatus(db, who, { orderId: id, status: "cancelled" })).toEqual(NOT_ADMIN);
      expect(await setOrderStatus(db, who, { orderId: id, status: "confirmed" })).toEqual(NOT_ADMIN);
      expect(await payInFull(who, id)).toEqual(NOT_ADMIN);
      expect(await markSubmissionHandled(db, who, { submissionId: sub.id })).toEqual(NOT_ADMIN);
    }
    expect(await orderRow(id)).toEqual({ status: "pending", payment_status: "pending" });
    expect(await stockOf(productId)).toBe(stock);
    expect((await sys("select status from public.form_submissions where id = $1", [sub.id]))[0].status).toBe("new");
  });

  it("moves an order through its statuses and marks it paid; invalid moves are refused", async () => {
    const id = await order([{ productId, quantity: 1 }]);
    expect(await setOrderStatus(db, admin, { orderId: id, status: "delivered" })).toEqual({ ok: false, error: expect.stringMatching(/cannot go from pending to delivered/) });
    expect(await setOrderStatus(db, admin, { orderId: id, status: "pending" })).toEqual({ ok: false, error: expect.stringMatching(/is already pending/) });
    for (const status of ["confirmed", "ready", "delivered"] as const) expect(await setOrderStatus(db, admin, { orderId: id, status })).toEqual({ ok: true });
    expect(await payInFull(admin, id)).toMatchObject({ ok: true, number: expect.stringMatching(/^R-\d{4}-\d{6}$/) });
    expect(await orderRow(id)).toEqual({ status: "delivered", payment_status: "paid" });
    expect(await payInFull(admin, id)).toMatchObject({ ok: false });
    expect(await setOrderStatus(db, admin, { orderId: id, status: "pending" })).toEqual({ ok: false, error: expect.stringMatching(/cannot go from delivered to pending/) });
    expect(await setOrderStatus(db, admin, { orderId: id, status: "cancelled" })).toEqual({ ok: false, error: expect.stringMatching(/cannot go from delivered to cancelled/) });
    expect(await setOrderStatus(db, admin, { orderId: id, status: "shipped" as never })).toEqual({ ok: false, error: "Unknown order status" });
    expect(await setOrderStatus(db, admin, { orderId: "not-a-uuid", status: "ready" })).toEqual({ ok: false, error: "Unknown order" });
    expect(await setOrderStatus(db, admin, { orderId: "00000000-0000-4000-8000-00000000dead", status: "ready" })).toEqual({ ok: false, error: "Unknown order" });
    expect(await orderRow(id)).toEqual({ status: "delivered", payment_status: "paid" });
  });

  it("cancelling puts the stock back exactly once, even when two admins cancel at once", async () => {
    const before = await stockOf(productId);
    const id = await order([{ productId, quantity: 3 }]);
    expect(await stockOf(productId)).toBe(before - 3);
    // PostgreSQL: a third transaction holds the order's row while both cancels start, so both
    // read it before either can write (a real race, every run). PGlite has one connection, so
    // there the two run one after the other.
    let holder: Promise<void> = Promise.resolve();
    if (backend === "postgres") {
      let locked!: () => void;
      const isLocked = new Promise<void>((r) => (locked = r));
      holder = db.run({ kind: "system" }, async (tx) => {
        await tx.query("select 1 from public.orders where id = $1 for update", [id]);
        locked();
        await new Promise((r) => setTimeout(r, 400));
      });
      await isLocked;
    }
    const results = await Promise.all([
      setOrderStatus(db, admin, { orderId: id, status: "cancelled" }),
      setOrderStatus(db, admin, { orderId: id, status: "cancelled" }),
      holder,
    ]).then((r) => r.slice(0, 2) as Awaited<ReturnType<typeof setOrderStatus>>[]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.find((r) => !r.ok)).toMatchObject({ error: expect.stringMatching(/already cancelled/) });
    expect(await stockOf(productId)).toBe(before);
    expect(await setOrderStatus(db, admin, { orderId: id, status: "cancelled" })).toMatchObject({ ok: false });
    for (const status of ["pending", "confirmed", "ready", "delivered"] as const) {
      expect(await setOrderStatus(db, admin, { orderId: id, status })).toEqual({ ok: false, error: expect.stringMatching(/cannot go from cancelled/) });
    }
    expect(await stockOf(productId)).toBe(before);
    expect(await payInFull(admin, id)).toMatchObject({ ok: false });
  });

  it("many concurrent cancels of a confirmed order still restock once", async () => {
    const before = await stockOf(productId);
    const id = await order([{ productId, quantity: 2 }]);
    expect(await setOrderStatus(db, admin, { orderId: id, status: "confirmed" })).toEqual({ ok: true });
    const results = await Promise.all(Array.from({ length: 6 }, () => setOrderStatus(db, admin, { orderId: id, status: "cancelled" })));
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(await stockOf(productId)).toBe(before);
  });

  it("cancelling skips lines whose product was deleted and restocks the rest", async () => {
    const [{ id: doomed }] = await sys<{ id: string }>(
      `insert into public.products (name, slug, price, stock_quantity, gender, is_active)
       values ('Doomed Frame', 'doomed-frame-' || substr(md5(random()::text), 1, 6), 50, 10, 'unisex', true) returning id`,
    );
    const before = await stockOf(otherProductId);
    const id = await order([
      { productId: otherProductId, quantity: 2 },
      { productId: doomed, quantity: 1 },
    ]);
    await sys("delete from public.products where id = $1", [doomed]);
    expect((await sys("select count(*)::int as n from public.order_items where order_id = $1 and product_id is null", [id]))[0].n).toBe(1);
    expect(await setOrderStatus(db, admin, { orderId: id, status: "cancelled" })).toEqual({ ok: true });
    expect(await stockOf(otherProductId)).toBe(before);
    expect((await orderRow(id)).status).toBe("cancelled");
  });

  it("marks a form submission handled once", async () => {
    const [sub] = await sys<{ id: string }>("select id from public.form_submissions where status = 'new' limit 1");
    expect(await markSubmissionHandled(db, admin, { submissionId: sub.id })).toEqual({ ok: true });
    expect(await markSubmissionHandled(db, admin, { submissionId: sub.id })).toEqual({ ok: false, error: "This submission is already handled" });
    expect(await markSubmissionHandled(db, admin, { submissionId: "nope" })).toEqual({ ok: false, error: "Unknown form submission" });
    expect((await sys("select status from public.form_submissions where id = $1", [sub.id]))[0].status).toBe("resolved");
  });

  describe("server actions and the CSV route check the admin themselves", () => {
    const as = (who: "admin" | "customer" | "visitor") => {
      nextRequest.cookies.clear();
      if (who !== "visitor") nextRequest.cookies.set(...cookies[who]);
    };
    const actions = () => import("@/components/analytics/actions");

    it("refuse a customer and a visitor before touching anything", async () => {
      const { setOrderStatusAction, markSubmissionHandledAction } = await actions();
      const { recordPaymentAction } = await import("@/components/payments/actions");
      const id = await order([{ productId, quantity: 1 }]);
      const [sub] = await sys<{ id: string }>("insert into public.form_submissions (form_type, name, email) values ('contact', 'Lee', 'lee@example.com') returning id");
      const stock = await stockOf(productId);
      nextRequest.revalidatedPaths.length = 0;
      for (const who of ["customer", "visitor"] as const) {
        as(who);
        expect(await setOrderStatusAction({ orderId: id, status: "confirmed" })).toEqual(NOT_ADMIN);
        expect(await setOrderStatusAction({ orderId: id, status: "cancelled" })).toEqual(NOT_ADMIN);
        expect(await recordPaymentAction({ orderId: id, amount: "1.00", method: "cash", date: todayInToronto() })).toEqual(NOT_ADMIN);
        expect(await markSubmissionHandledAction(sub.id)).toEqual(NOT_ADMIN);
      }
      expect(nextRequest.revalidatedPaths).toEqual([]);
      expect(await orderRow(id)).toEqual({ status: "pending", payment_status: "pending" });
      expect(await stockOf(productId)).toBe(stock);
      expect((await sys("select status from public.form_submissions where id = $1", [sub.id]))[0].status).toBe("new");
    });

    it("let the admin move an order, mark it paid and handle a submission, revalidating the page", async () => {
      const { setOrderStatusAction, markSubmissionHandledAction } = await actions();
      const { recordPaymentAction } = await import("@/components/payments/actions");
      const id = await order([{ productId, quantity: 1 }]);
      const [sub] = await sys<{ id: string }>("insert into public.form_submissions (form_type, name, email) values ('contact', 'Kim', 'kim@example.com') returning id");
      as("admin");
      nextRequest.revalidatedPaths.length = 0;
      expect(await setOrderStatusAction({ orderId: id, status: "confirmed" })).toEqual({ ok: true });
      expect(await setOrderStatusAction({ orderId: id, status: "delivered" })).toMatchObject({ ok: false, error: expect.stringMatching(/cannot go from confirmed to delivered/) });
      expect(await recordPaymentAction({ orderId: id, amount: String(await totalOf(id)), method: "cash", date: todayInToronto() })).toMatchObject({ ok: true });
      expect(await markSubmissionHandledAction(sub.id)).toEqual({ ok: true });
      expect(await setOrderStatusAction({ orderId: id, status: "bogus" } as never)).toEqual({ ok: false, error: "Unknown order status" });
      expect(await recordPaymentAction({ orderId: 42 } as never)).toEqual({ ok: false, error: "Order not found" });
      expect(nextRequest.revalidatedPaths).toEqual(["/brampton/analytics", "/brampton/analytics", "/brampton/analytics"]);
      expect(await orderRow(id)).toEqual({ status: "confirmed", payment_status: "paid" });
    });

    it("the CSV route answers 403 to a customer and a visitor, and every row, formula-safe, to the admin", async () => {
      const { GET } = await import("@/app/(site)/(admin)/brampton/analytics/export/route");
      const url = "http://localhost/brampton/analytics/export?tab=";
      for (const who of ["customer", "visitor"] as const) {
        as(who);
        const res = await GET(new Request(`${url}profiles`));
        expect(res.status).toBe(403);
        expect(await res.text()).not.toContain("@");
      }
      as("admin");
      const calls = await GET(new Request(`${url}phone-calls`));
      expect(calls.status).toBe(200);
      expect(calls.headers.get("content-type")).toMatch(/^text\/csv/);
      expect(calls.headers.get("content-disposition")).toMatch(/^attachment; filename="brightview-phone-calls-\d{4}-\d{2}-\d{2}\.csv"$/);
      const lines = (await calls.text()).replace(/^\uFEFF/, "").split("\r\n");
      expect(lines[0]).toBe("Date,Phone Number,Caller,Duration (s),Status,Location");
      // Every row, not one page: as many as the table holds (this file's 60 and any another test added).
      const [{ n }] = await sys<{ n: number }>("select count(*)::int as n from public.phone_calls");
      expect(n).toBeGreaterThanOrEqual(60);
      expect(lines.filter(Boolean)).toHaveLength(n + 1);
      const forms = await (await GET(new Request(`${url}form-submissions`))).text();
      expect(forms).toContain(`,'=cmd|' /C calc'!A0,`);
      expect(forms).not.toMatch(/,=cmd/);
      const fallback = await GET(new Request(`${url}..%2F..%2Fetc`));
      expect((await fallback.text()).replace(/^\uFEFF/, "").split("\r\n")[0]).toBe("Date,Phone Number,Caller,Duration (s),Status,Location");
    });
  });
});

describe.each(backends)("order workflow migration on %s", (backend: Backend) => {
  it("maps processing to confirmed and shipped to ready, then allows only the new statuses", async () => {
    const all = listMigrations();
    const cut = all.findIndex((m) => m.name === "order_workflow");
    expect(cut).toBeGreaterThan(0);
    const db = await createEmptyDb(backend, 2);
    try {
      await migrate(db, all.slice(0, cut));
      const sys = (sql: string) => db.run({ kind: "system" }, (tx) => tx.query<{ order_number: string; status: string }>(sql));
      await sys(
        `insert into public.orders (order_number, email, first_name, last_name, phone, shipping_address, billing_address, subtotal, tax, total_amount, status)
         select 'ORD-' || n, 'a@example.com', 'A', 'B', '905-555-0100', '{}', '{}', 10, 1.3, 11.3, s
         from unnest(array['pending', 'processing', 'shipped', 'delivered', 'cancelled']) with ordinality as t(s, n)`,
      );
      await migrate(db);
      expect(await sys("select order_number, status from public.orders order by order_number")).toEqual([
        { order_number: "ORD-1", status: "pending" },
        { order_number: "ORD-2", status: "confirmed" }, // was processing
        { order_number: "ORD-3", status: "ready" }, // was shipped
        { order_number: "ORD-4", status: "delivered" },
        { order_number: "ORD-5", status: "cancelled" },
      ]);
      await expect(sys("update public.orders set status = 'shipped' where order_number = 'ORD-1'")).rejects.toThrow(/orders_status_check/);
      await expect(sys("update public.orders set status = 'processing' where order_number = 'ORD-1'")).rejects.toThrow(/orders_status_check/);
      await sys("update public.orders set status = 'ready' where order_number = 'ORD-1'");
    } finally {
      await db.drop();
    }
  });
});
