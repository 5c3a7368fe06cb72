
import { CLINIC_TIME_ZONE } from "@/content/schedule";
import { zonedDate } from "@/lib/booking/zoned-time";
import { loadScheduleData } from "@/lib/schedule/load";
import { ORDER_ADMIN_ERRORS } from "@/content/order-admin";
import { NotAdminError, assertAdmin } from "@/lib/admin/assert";
import { ANALYTICS_TAB_PERMISSIONS } from "@/lib/auth/permissions";
import type { Caller, Db, Tx } from "@/lib/db/types";
import { formatPrice } from "@/lib/format";
import { enqueueMail } from "@/lib/mail/outbox";
import { isMailedStatus, orderStatusEmail } from "@/lib/orders/email";
import { canMove, orderStatusSchema, submissionHandledSchema, type OrderStatusInput } from "@/lib/validations/analytics";
import { fillDays, type DayPoint } from "./chart";
import { ANALYTICS_PAGE_SIZE, ANALYTICS_TABS, DEFINITIONS, type AnalyticsRow, type AnalyticsTab, type Column } from "./tabs";

export * from "./tabs";

export type TabData = {
  columns: Column[];
  rows: AnalyticsRow[];
  total: number;
  page: number;
  pageCount: number;
  chart: DayPoint[];
  /** Every tab's count, for the tab headings. */
  counts: Record<AnalyticsTab, number>;
};

/**
 * What the analytics page shows, in one transaction: every tab's count, and one page of one
 * tab (newest first) with its 30-day chart, read as the admin.
 */
export async function loadTab(db: Db, caller: Caller, tab: AnalyticsTab, page = 1, { now = new Date() }: { now?: Date } = {}): Promise<TabData> {
  const def = DEFINITIONS[tab];
  return db.run(caller, async (tx) => {
    await assertAdmin(tx, ANALYTICS_TAB_PERMISSIONS[tab] ?? ["analytics"]);
    const counts = await readCounts(tx);
    const total = counts[tab];
    const pageCount = Math.max(1, Math.ceil(total / ANALYTICS_PAGE_SIZE));
    const current = Math.min(page, pageCount);
    const rows = await tx.query<AnalyticsRow>(
      `${def.select} order by ${def.order} limit ${ANALYTICS_PAGE_SIZE} offset ${(current - 1) * ANALYTICS_PAGE_SIZE}`,
    );
    // Rows per clinic day, kept by triggers (private.daily_counts): 30 rows at any volume.
    const days = await tx.query<{ day: string; count: number; value: number }>(
      `select day, n::int as count, total::float8 as value
       from private.analytics_days($1, ($2::timestamptz at time zone 'America/Toronto')::date - 30)`,
      [def.table, now.toISOString()],
    );
    return { columns: def.columns.filter((c) => !c.exportOnly), rows, total, page: current, pageCount, chart: fillDays(days, now), counts };
  });
}

const TABLE_TO_TAB = new Map(ANALYTICS_TABS.map((t) => [DEFINITIONS[t.id].table, t.id]));

/** The maintained row counts (triggers keep them exact; see the analytics_scale migration). */
async function readCounts(tx: Tx): Promise<Record<AnalyticsTab, number>> {
  const rows = await tx.query<{ table_name: string; n: number }>("select table_name, n from private.analytics_counts()");
  const counts = Object.fromEntries(ANALYTICS_TABS.map((t) => [t.id, 0])) as Record<AnalyticsTab, number>;
  for (const r of rows) {
    const tab = TABLE_TO_TAB.get(r.table_name);
    if (tab) counts[tab] = Number(r.n);
  }
  return counts;
}

/** Counts for every tab heading: eight maintained numbers, not eight counts over the tables. */
export async function loadCounts(db: Db, caller: Caller): Promise<Record<AnalyticsTab, number>> {
  return db.run(caller, async (tx) => {
    await assertAdmin(tx, ["analytics", "analytics.contact", "orders", "prescriptions"]);
    return readCounts(tx);
  });
}

/** Values the spec highlights: delivered and paid orders, answered calls, new forms. */
export const HIGHLIGHTED = new Set(["delivered", "paid", "answered", "new"]);

export type ActionResult = { ok: true } | { ok: false; error: string };

function refusal(err: unknown, fallback: string): ActionResult {
  if (err instanceof NotAdminError) return { ok: false, error: err.message };
  console.error(`analytics: ${fallback}`, (err as Error)?.message);
  return { ok: false, error: fallback };
}

/**
 * Moves an order one step (or cancels it). The row is locked first, so two admins acting at
 * once are serialised: a cancellation puts each line's stock back exactly once.
 */
export async function setOrderStatus(db: Db, caller: Caller, input: OrderStatusInput): Promise<ActionResult> {
  const parsed = orderStatusSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0].message };
  const { orderId, status } = parsed.data;
  try {
    return await db.run(caller, async (tx) => {
      await assertAdmin(tx, "orders");
      const [order] = await tx.query<{ status: string; order_number: string; email: string; first_name: string; payment_status: string; total_amount: number; pickup_clinic: string | null }>(
        "select status, order_number, email, first_name, payment_status, total_amount, pickup_clinic from public.orders where id = $1 for update",
        [orderId],
      );
      if (!order) return { ok: false as const, error: "Unknown order" };
      if (order.status === status) return { ok: false as const, error: `Order ${order.order_number} is already ${status}` };
      if (!canMove(order.status, status)) {
        return { ok: false as const, error: `Order ${order.order_number} cannot go from ${order.status} to ${status}` };
      }
      // Lenses are made only from a checked prescription: confirming waits for every one (issue 24).
      // Read after the order's lock, in this transaction; a verification is never undone by the
      // app, so a concurrent one can only make this refusal out of date, never let one through.
      if (status === "confirmed") {
        const waiting = await tx.query(
          "select 1 from public.order_lens where order_id = $1 and prescription_source is not null and verified_at is null limit 1",
          [orderId],
        );
        if (waiting.length) return { ok: false as const, error: ORDER_ADMIN_ERRORS.toVerifyFirst(order.order_number) };
      }
      await tx.query("update public.orders set status = $2, updated_at = now() where id = $1", [orderId, status]);
      // Collected at the clinic: the receipt's date of service ("Dispensed on").
      if (status === "delivered") await tx.query("update public.orders set dispensed_on = coalesce(dispensed_on, $2::date) where id = $1", [orderId, zonedDate(new Date(), CLINIC_TIME_ZONE)]);
      if (status === "cancelled") {
        // Lines whose product was deleted since have nothing to restock.
        await tx.query(
          `update public.products p set stock_quantity = p.stock_quantity + i.qty, updated_at = now()
           from (select product_id, sum(quantity)::int as qty from public.order_items
                 where order_id = $1 and product_id is not null group by product_id) i
           where p.id = i.product_id`,
          [orderId],
        );
      }
      // In the same transaction as the change, after the lock and the same-status refusal: one
      // e-mail per change, and none if the change rolls back. A pickup order names its clinic; a
      // delivered one brought in to be fitted may go to either.
      if (isMailedStatus(status)) {
        // The hours as the admins set them today (the e-mail says where and when to pick up).
        const schedule = await loadScheduleData(tx, zonedDate(new Date(), CLINIC_TIME_ZONE));
        await enqueueMail(
          tx,
          orderStatusEmail({
            status,
            orderNumber: order.order_number,
            to: order.email,
            firstName: order.first_name,
            paymentStatus: order.payment_status,
            total: formatPrice(Number(order.total_amount)),
            pickupAt: schedule.clinics.filter((c) => !order.pickup_clinic || c.id === order.pickup_clinic),
          }),
        );
      }
      return { ok: true as const };
    });
  } catch (err) {
    return refusal(err, "Failed to update the order");
  }
}

export async function markSubmissionHandled(db: Db, caller: Caller, input: { submissionId: string }): Promise<ActionResult> {
  const parsed = submissionHandledSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0].message };
  try {
    return await db.run(caller, async (tx) => {
      await assertAdmin(tx, ["analytics", "analytics.contact"]);
      const rows = await tx.query("update public.form_submissions set status = 'resolved' where id = $1 and status <> 'resolved' returning id", [
        parsed.data.submissionId,
      ]);
      return rows.length ? { ok: true as const } : { ok: false as const, error: "This submission is already handled" };
    });
  } catch (err) {
    return refusal(err, "Failed to update the submission");
  }
}
