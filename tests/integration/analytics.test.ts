import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ANALYTICS_PAGE_SIZE, exportTab, loadCounts, loadTab, markOrderPaid, markSubmissionHandled, setOrderStatus } from "@/lib/analytics";
import type { Caller } from "@/lib/db/types";
import { placeOrder } from "@/lib/orders/place-order";
import { backends, createTestDb, type TestDb } from "../support/db";

describe.each(backends)("analytics on %s", (backend) => {
  let db: TestDb;
  let admin: Caller;
  let customer: Caller;
  const visitor: Caller = { kind: "anon" };
  const sys = <T extends Record<string, unknown>>(sql: string, params: unknown[] = []) => db.run({ kind: "system" }, (tx) => tx.query<T>(sql, params));
  const stockOf = async (id: string) => (await sys<{ s: number }>("select stock_quantity as s from public.products where id = $1", [id]))[0].s;

  async function order(productId: string, quantity: number) {
    const r = await placeOrder(
      db,
      {
        email: "pat@example.com",
        firstName: "Pat",
        lastName: "Singh",
        phone: "905-555-0111",
        address: "1 Main St",
        city: "Brampton",
        province: "ON",
        postalCode: "L6Y 0P8",
        sameAsShipping: true,
        nameOnCard: "Pat Singh",
        cardLast4: "4242",
        items: [{ productId, quantity, color: "Black", size: "57" }],
      },
      null,
    );
    if (!r.ok) throw new Error(r.error);
    return (await sys<{ id: string }>("select id from public.orders where order_number = $1", [r.order.orderNumber]))[0].id;
  }

  let productId: string;
  beforeAll(async () => {
    db = await createTestDb(backend);
    const mk = async (email: string) => (await sys<{ id: string }>("insert into auth.users (email) values ($1) returning id", [email]))[0].id;
    const adminId = await mk("admin@brightview.example.com");
    await sys("select public.assign_admin_role($1)", [adminId]);
    admin = { kind: "user", userId: adminId, email: "admin@brightview.example.com" };
    customer = { kind: "user", userId: await mk("pat@example.com"), email: "pat@example.com" };
    [{ id: productId }] = await sys<{ id: string }>("select id from public.products where is_active and stock_quantity >= 20 order by id limit 1");
    await sys(
      `insert into public.phone_calls (phone_number, location, call_status, created_at)
       select '905-555-0142', 'header', case when i % 3 = 0 then 'answered' else 'initiated' end, now() - (i || ' hours')::interval
       from generate_series(1, 60) i`,
    );
    await sys("insert into public.form_submissions (form_type, name, email, message, form_data) values ('contact', '=cmd', 'ann@example.com', 'Hello', '{\"subject\":\"Frames\"}')");
  });
  afterAll(async () => db?.drop());

  it("pages a tab newest first with its count and a 30-day chart", async () => {
    const first = await loadTab(db, admin, "phone-calls", 1);
    expect(first.total).toBe(60);
    expect(first.pageCount).toBe(Math.ceil(60 / ANALYTICS_PAGE_SIZE));
    expect(first.rows).toHaveLength(ANALYTICS_PAGE_SIZE);
    const last = await loadTab(db, admin, "phone-calls", 99);
    expect(last.page).toBe(first.pageCount);
    expect(last.rows).toHaveLength(60 - ANALYTICS_PAGE_SIZE * (first.pageCount - 1));
    const times = first.rows.map((r) => new Date(String(r.created_at)).getTime());
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(first.chart).toHaveLength(30);
    expect(first.chart.reduce((s, p) => s + p.count, 0)).toBe(60);
    expect((await loadCounts(db, admin))["phone-calls"]).toBe(60);
    expect((await exportTab(db, admin, "phone-calls")).rows).toHaveLength(60);
  });

  it("refuses every read and change to customers and visitors", async () => {
    const id = await order(productId, 1);
    const [sub] = await sys<{ id: string }>("select id from public.form_submissions limit 1");
    for (const who of [customer, visitor]) {
      await expect(loadTab(db, who, "orders")).rejects.toThrow("admin");
      await expect(loadCounts(db, who)).rejects.toThrow("admin");
      await expect(exportTab(db, who, "profiles")).rejects.toThrow("admin");
      expect(await setOrderStatus(db, who, { orderId: id, status: "cancelled" })).toEqual({ ok: false, error: "You must be signed in as an admin to do that." });
      expect((await markOrderPaid(db, who, { orderId: id })).ok).toBe(false);
      expect((await markSubmissionHandled(db, who, { submissionId: sub.id })).ok).toBe(false);
    }
    expect((await sys("select status, payment_status from public.orders where id = $1", [id]))[0]).toEqual({ status: "pending", payment_status: "pending" });
    expect((await sys("select status from public.form_submissions where id = $1", [sub.id]))[0].status).toBe("new");
  });

  it("moves an order through its statuses and marks it paid; invalid moves are refused", async () => {
    const id = await order(productId, 1);
    expect(await setOrderStatus(db, admin, { orderId: id, status: "delivered" })).toMatchObject({ ok: false });
    for (const status of ["confirmed", "ready", "delivered"] as const) expect(await setOrderStatus(db, admin, { orderId: id, status })).toEqual({ ok: true });
    expect(await markOrderPaid(db, admin, { orderId: id })).toEqual({ ok: true });
    expect((await sys("select status, payment_status from public.orders where id = $1", [id]))[0]).toEqual({ status: "delivered", payment_status: "paid" });
    expect((await setOrderStatus(db, admin, { orderId: id, status: "cancelled" })).ok).toBe(false);
    expect((await setOrderStatus(db, admin, { orderId: id, status: "shipped" as never })).ok).toBe(false);
    expect((await setOrderStatus(db, admin, { orderId: "not-a-uuid", status: "ready" })).ok).toBe(false);
  });

  it("cancelling puts the stock back exactly once, even when two admins cancel at once", async () => {
    const before = await stockOf(productId);
    const id = await order(productId, 3);
    expect(await stockOf(productId)).toBe(before - 3);
    const results = await Promise.all([
      setOrderStatus(db, admin, { orderId: id, status: "cancelled" }),
      setOrderStatus(db, admin, { orderId: id, status: "cancelled" }),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(await stockOf(productId)).toBe(before);
    expect((await setOrderStatus(db, admin, { orderId: id, status: "cancelled" })).ok).toBe(false);
    expect(await stockOf(productId)).toBe(before);
    expect((await markOrderPaid(db, admin, { orderId: id })).ok).toBe(false);
  });

  it("marks a form submission handled once", async () => {
    const [sub] = await sys<{ id: string }>("select id from public.form_submissions where status = 'new' limit 1");
    expect(await markSubmissionHandled(db, admin, { submissionId: sub.id })).toEqual({ ok: true });
    expect((await markSubmissionHandled(db, admin, { submissionId: sub.id })).ok).toBe(false);
    expect((await sys("select status from public.form_submissions where id = $1", [sub.id]))[0].status).toBe("resolved");
  });
});
