import { beforeAll, describe, expect, it, vi } from "vitest";
import { fullAddress } from "@/lib/clinics/format";
import { seedClinics } from "../support/clinics";
import { listOwnOrdersPage, OWN_ORDERS_PAGE_SIZE } from "@/lib/account";
import { setOrderStatus } from "@/lib/analytics";
import { recordOrderPayment } from "@/lib/receipts/issue";
import { todayInToronto } from "@/lib/validations/booking-choices";
import type { Db } from "@/lib/db/types";

/** "Record payment" of the whole balance: the only way an order becomes paid (issue 33). */
async function markOrderPaid(db: Db, who: Caller, { orderId }: { orderId: string }) {
  const [o] = await db.run({ kind: "system" }, (tx) => tx.query<{ total: string }>("select total_amount::text as total from public.orders where id = $1", [orderId]));
  const result = await recordOrderPayment(db, who, { orderId, amount: o.total, method: "debit", date: todayInToronto() }, { siteUrl: "http://localhost:3000" });
  return result.ok ? { ok: true } : result;
}
import type { Caller } from "@/lib/db/types";
import { formatPrice } from "@/lib/format";
import { placeOrder } from "@/lib/orders/place-order";
import type { OrderStatus } from "@/lib/validations/analytics";
import { appDatabase } from "../support/app-db";
import { backends } from "../support/db";
import { nextRequest } from "../support/next-request";
import { ORDER_CUSTOMER, productLines } from "../support/orders";

// after() is where the action schedules delivery: counted here, never run.
const after = vi.hoisted(() => vi.fn());
vi.mock("next/headers", async () => (await import("../support/next-request")).headersModule);
vi.mock("next/cache", async () => (await import("../support/next-request")).cacheModule);
vi.mock("next/server", () => ({ after }));
process.env.AUTH_SECRET ??= "account-orders-secret-for-tests-0123456789";

const STATUS_KINDS = ["order-ready", "order-delivered", "order-cancelled"];
type User = Caller & { kind: "user" };

describe.each(backends)("the account's orders and order status e-mails on %s", (backend) => {
  const app = appDatabase(backend);
  const sys = <T extends Record<string, unknown>>(sql: string, params: unknown[] = []) =>
    app.db.run({ kind: "system" }, (tx) => tx.query<T>(sql, params));

  async function user(email: string): Promise<User> {
    const [{ id }] = await sys<{ id: string }>("insert into auth.users (email) values ($1) returning id", [email]);
    return { kind: "user", userId: id, email };
  }
  async function admin(): Promise<User> {
    const [{ id }] = await sys<{ id: string }>("select id from auth.users where email = 'admin@brightview.example.com'");
    return { kind: "user", userId: id, email: "admin@brightview.example.com" };
  }
  async function products(n: number) {
    return sys<{ id: string }>("select id from public.products where is_active and stock_quantity >= 20 order by id limit $1", [n]);
  }
  /** Places an order through checkout's own code; returns its id and number. */
  async function order(owner: User | null, opts: { email?: string; lines?: { productId: string; quantity: number; color?: string }[] } = {}) {
    const lines = opts.lines ?? [{ productId: (await products(1))[0].id, quantity: 1 }];
    const r = await placeOrder(
      app.db,
      { ...ORDER_CUSTOMER, email: opts.email ?? ORDER_CUSTOMER.email, items: await productLines(app.db, lines) },
      owner?.userId ?? null,
    );
    if (!r.ok) throw new Error(r.error);
    const [{ id }] = await sys<{ id: string }>("select id from public.orders where order_number = $1", [r.order.orderNumber]);
    return { id, number: r.order.orderNumber };
  }
  const statusMails = (orderNumber: string) =>
    sys<{ kind: string; to_address: string; subject: string; text_body: string; html_body: string }>(
      "select kind, to_address, subject, text_body, html_body from private.mail_outbox where kind = any($1) and subject like '%' || $2 || '%' order by created_at",
      [STATUS_KINDS, orderNumber],
    );
  // Enough stock for every order this file places.
  beforeAll(() => sys("update public.products set stock_quantity = 500 where is_active"));

  const allStatusMails = async () => (await sys<{ n: number }>("select count(*)::int as n from private.mail_outbox where kind = any($1)", [STATUS_KINDS]))[0].n;

  describe("listOwnOrdersPage", () => {
    it("pages the user's own orders, newest first, with their lines and stored totals", async () => {
      const pat = await user("pat.pages@example.com");
      const kim = await user("kim.pages@example.com");
      const [p1, p2] = await products(2);
      // The newest has two lines, to check items and totals.
      // Colours those frames have (seed: the Aviator comes in Gold, the Wayfarer in Tortoise).
      const mine = [await order(pat, { lines: [{ productId: p1.id, quantity: 2, color: "Gold" }, { productId: p2.id, quantity: 1, color: "Tortoise" }] })];
      for (let i = 1; i < 8; i++) mine.push(await order(pat, { lines: [{ productId: i % 2 ? p1.id : p2.id, quantity: 1 + (i % 3) }] }));
      // Placed out of order on purpose: position i is i days old; the last two share a time (id breaks the tie).
      const base = new Date().toISOString();
      for (const [i, o] of mine.entries()) {
        await sys("update public.orders set created_at = $2::timestamptz - make_interval(days => $3) where id = $1", [o.id, base, Math.min(i, 6)]);
      }
      // Someone else's orders and a guest order under Pat's address, all newer: never Pat's.
      await order(kim);
      await order(null, { email: "pat.pages@example.com" });

      const tied = mine.slice(6).sort((a, b) => (a.id < b.id ? 1 : -1)).map((o) => o.number);
      const expected = [...mine.slice(0, 6).map((o) => o.number), ...tied];

      const page1 = await listOwnOrdersPage(app.db, pat, undefined);
      expect(page1).toMatchObject({ page: 1, pageCount: 2, total: 8 });
      expect(page1.orders.map((o) => o.orderNumber)).toEqual(expected.slice(0, OWN_ORDERS_PAGE_SIZE));
      const page2 = await listOwnOrdersPage(app.db, pat, "2");
      expect(page2).toMatchObject({ page: 2, pageCount: 2, total: 8 });
      expect(page2.orders.map((o) => o.orderNumber)).toEqual(expected.slice(OWN_ORDERS_PAGE_SIZE));

      // Garbage is page 1; past the end is the last page; never an error.
      for (const raw of ["abc", "-1", "0", "", "1.5", "2abc", null, ["x"]]) expect((await listOwnOrdersPage(app.db, pat, raw)).page).toBe(1);
      for (const raw of ["3", "99999999999999999999", ["7", "1"]]) {
        const last = await listOwnOrdersPage(app.db, pat, raw);
        expect(last.page).toBe(2);
        expect(last.orders.map((o) => o.orderNumber)).toEqual(page2.orders.map((o) => o.orderNumber));
      }

      // Lines and totals as stored, for the two-line order.
      const two = page1.orders[0];
      expect(two.orderNumber).toBe(mine[0].number);
      const stored = await sys<{ product_name: string; brand_name: string | null; color_name: string; size: string; quantity: number; unit_price: number; line_total: number; tax_rate: number | string; tax_label: string }>(
        "select product_name, brand_name, color_name, size, quantity, unit_price, line_total, tax_rate, tax_label from public.order_items where order_id = $1",
        [mine[0].id],
      );
      expect(two.items).toHaveLength(2);
      expect(two.items).toEqual(
        expect.arrayContaining(
          stored.map((s) => ({ name: s.product_name, brand: s.brand_name, colour: s.color_name, size: s.size, quantity: s.quantity, unitPrice: s.unit_price, lineTotal: s.line_total, taxRate: s.tax_rate, taxLabel: s.tax_label, lenses: null })),
        ),
      );
      expect(two.items.map((i) => i.colour).sort()).toEqual(["Gold", "Tortoise"]);
      const [totals] = await sys<{ subtotal: number; tax: number; shipping: number; total_amount: number }>(
        "select subtotal, tax, shipping, total_amount from public.orders where id = $1",
        [mine[0].id],
      );
      expect(two).toMatchObject({ subtotal: totals.subtotal, tax: totals.tax, shipping: 0, total: totals.total_amount, status: "pending", paymentStatus: "pending" });
      expect(two.subtotal).toBeCloseTo(two.items.reduce((s, i) => s + i.lineTotal, 0), 2);
      expect(two.total).toBeCloseTo(two.subtotal + two.tax, 2);

      // Where each stands follows the admin.
      const boss = await admin();
      expect(await setOrderStatus(app.db, boss, { orderId: mine[0].id, status: "confirmed" })).toEqual({ ok: true });
      expect(await markOrderPaid(app.db, boss, { orderId: mine[0].id })).toEqual({ ok: true });
      expect((await listOwnOrdersPage(app.db, pat, 1)).orders[0]).toMatchObject({ status: "confirmed", paymentStatus: "paid" });

      // Kim sees only Kim's; the admin (who may read every order under RLS) sees only their own here.
      const kims = await listOwnOrdersPage(app.db, kim, 1);
      expect(kims).toMatchObject({ page: 1, pageCount: 1, total: 1 });
      expect(kims.orders.map((o) => o.orderNumber)).not.toContain(mine[0].number);
      expect(await listOwnOrdersPage(app.db, boss, "1")).toEqual({ orders: [], page: 1, pageCount: 1, total: 0 });
    });

    it("an account with no orders gets an empty first page", async () => {
      const lee = await user("lee.none@example.com");
      expect(await listOwnOrdersPage(app.db, lee, "5")).toEqual({ orders: [], page: 1, pageCount: 1, total: 0 });
    });
  });

  describe("status e-mails", () => {
    const move = async (id: string, ...steps: OrderStatus[]) => {
      const boss = await admin();
      for (const status of steps) expect(await setOrderStatus(app.db, boss, { orderId: id, status })).toEqual({ ok: true });
    };

    it("ready, delivered and cancelled each queue one e-mail to the order's address; pending and confirmed none", async () => {
      const pat = await user("pat.mail@example.com");
      // The order's own address, not the account's, gets the news.
      const o = await order(pat, { email: "Orders.Pat@Example.com" });
      await move(o.id, "confirmed");
      expect(await statusMails(o.number)).toEqual([]);

      await move(o.id, "ready");
      let mails = await statusMails(o.number);
      expect(mails.map((m) => m.kind)).toEqual(["order-ready"]);
      const ready = mails[0];
      expect(ready.to_address).toBe("orders.pat@example.com");
      expect(ready.subject).toContain(o.number);
      expect(ready.text_body).toContain(`order ${o.number} is ready for pickup`);
      expect(ready.text_body).toMatch(/^Hi Pat,/);
      // The order stores no clinic, so both clinics, with the hours the schedule holds (the migration's).
      for (const c of seedClinics()) {
        expect(ready.text_body).toContain(fullAddress(c));
        expect(ready.text_body).toContain(c.phone);
        expect(ready.text_body).toMatch(/Monday – Friday: (9:00 AM – 7:00 PM|11:00 AM – 6:00 PM)/);
        expect(ready.html_body).toContain(c.phone);
      }

      await move(o.id, "delivered");
      mails = await statusMails(o.number);
      expect(mails.map((m) => m.kind)).toEqual(["order-ready", "order-delivered"]);
      expect(mails[1]).toMatchObject({ to_address: "orders.pat@example.com", subject: expect.stringContaining(o.number) });
      expect(mails[1].text_body).toContain(`Your order ${o.number} has been delivered.`);
      expect(mails[1].text_body).toContain("Thank you");
    });

    it("a cancellation says whether the payment will be refunded", async () => {
      const unpaid = await order(null, { email: "guest.cancel@example.com" });
      await move(unpaid.id, "cancelled");
      const [u] = await statusMails(unpaid.number);
      expect(u).toMatchObject({ kind: "order-cancelled", to_address: "guest.cancel@example.com", subject: expect.stringContaining(unpaid.number) });
      expect(u.text_body).toContain(`Your order ${unpaid.number} has been cancelled.`);
      expect(u.text_body).toContain("You have not been charged");
      expect(u.text_body).not.toMatch(/refund/i);

      const paid = await order(null, { email: "paid.cancel@example.com" });
      expect(await markOrderPaid(app.db, await admin(), { orderId: paid.id })).toEqual({ ok: true });
      await move(paid.id, "confirmed", "ready", "cancelled");
      const mails = await statusMails(paid.number);
      expect(mails.map((m) => m.kind)).toEqual(["order-ready", "order-cancelled"]);
      const [{ total_amount }] = await sys<{ total_amount: number }>("select total_amount from public.orders where id = $1", [paid.id]);
      expect(mails[1].text_body).toContain(`You had paid ${formatPrice(total_amount)} for it: we will refund your payment.`);
    });

    it("a refused change queues nothing", async () => {
      const o = await order(null, { email: "refused@example.com" });
      const boss = await admin();
      const before = await allStatusMails();
      expect(await setOrderStatus(app.db, boss, { orderId: o.id, status: "ready" })).toMatchObject({ ok: false, error: expect.stringMatching(/cannot go from pending to ready/) });
      expect(await setOrderStatus(app.db, boss, { orderId: o.id, status: "delivered" })).toMatchObject({ ok: false });
      // A customer is not the admin, whatever they send.
      const pat = await user("pat.refused@example.com");
      expect(await setOrderStatus(app.db, pat, { orderId: o.id, status: "cancelled" })).toMatchObject({ ok: false });
      await move(o.id, "confirmed", "ready");
      expect(await setOrderStatus(app.db, boss, { orderId: o.id, status: "ready" })).toMatchObject({ ok: false, error: expect.stringMatching(/already ready/) });
      await move(o.id, "cancelled");
      for (const status of ["cancelled", "delivered", "ready"] as const) {
        expect(await setOrderStatus(app.db, boss, { orderId: o.id, status })).toMatchObject({ ok: false });
      }
      expect((await statusMails(o.number)).map((m) => m.kind)).toEqual(["order-ready", "order-cancelled"]);
      expect(await allStatusMails()).toBe(before + 2);
    });

    it.each(["ready", "delivered", "cancelled"] as const)("two identical %s changes at once send one e-mail", async (status) => {
      const o = await order(null, { email: `race.${status}@example.com` });
      const path: OrderStatus[] = status === "ready" ? ["confirmed"] : status === "delivered" ? ["confirmed", "ready"] : [];
      await move(o.id, ...path);
      const before = (await statusMails(o.number)).length;
      // PostgreSQL: a third transaction holds the row while both changes start, so both read it
      // before either can write (a real race). PGlite has one connection: they run in turn.
      let holder: Promise<void> = Promise.resolve();
      if (backend === "postgres") {
        let locked!: () => void;
        const isLocked = new Promise<void>((r) => (locked = r));
        holder = app.db.run({ kind: "system" }, async (tx) => {
          await tx.query("select 1 from public.orders where id = $1 for update", [o.id]);
          locked();
          await new Promise((r) => setTimeout(r, 300));
        });
        await isLocked;
      }
      const boss = await admin();
      const [a, b] = await Promise.all([
        setOrderStatus(app.db, boss, { orderId: o.id, status }),
        setOrderStatus(app.db, boss, { orderId: o.id, status }),
        holder,
      ]);
      expect([a, b].filter((r) => r.ok)).toHaveLength(1);
      const mails = await statusMails(o.number);
      expect(mails).toHaveLength(before + 1);
      expect(mails.at(-1)).toMatchObject({ kind: `order-${status}`, to_address: `race.${status}@example.com` });
    });

    it("the admin's action schedules delivery after a change, and not after a refusal", async () => {
      const { setOrderStatusAction } = await import("@/components/analytics/actions");
      const o = await order(null, { email: "action@example.com" });
      nextRequest.cookies.clear();
      nextRequest.cookies.set(...app.adminCookie);
      try {
        after.mockClear();
        expect(await setOrderStatusAction({ orderId: o.id, status: "ready" })).toMatchObject({ ok: false });
        expect(after).not.toHaveBeenCalled();
        expect(await setOrderStatusAction({ orderId: o.id, status: "confirmed" })).toEqual({ ok: true });
        expect(await setOrderStatusAction({ orderId: o.id, status: "ready" })).toEqual({ ok: true });
        expect(after).toHaveBeenCalled();
        expect((await statusMails(o.number)).map((m) => m.kind)).toEqual(["order-ready"]);
      } finally {
        nextRequest.cookies.clear();
      }
    });
  });
});
