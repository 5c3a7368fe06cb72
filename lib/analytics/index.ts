import { CLINIC_LIST } from "@/content/clinics";
import { NOT_ADMIN, NotAdminError, assertAdmin } from "@/lib/admin/assert";
import type { Caller, Db, Tx } from "@/lib/db/types";
import { formatPrice } from "@/lib/format";
import { enqueueMail } from "@/lib/mail/outbox";
import { isMailedStatus, orderStatusEmail } from "@/lib/orders/email";
import { canMove, orderPaidSchema, orderStatusSchema, submissionHandledSchema, type OrderStatusInput } from "@/lib/validations/analytics";
import { fillDays, type DayPoint } from "./chart";

export const ANALYTICS_TABS = [
  { id: "phone-calls", label: "Phone Calls" },
  { id: "form-submissions", label: "Form Submissions" },
  { id: "orders", label: "Orders" },
  { id: "brands", label: "Brands" },
  { id: "cart-items", label: "Cart Items" },
  { id: "categories", label: "Categories" },
  { id: "products", label: "Products" },
  { id: "profiles", label: "Profiles" },
] as const;

export type AnalyticsTab = (typeof ANALYTICS_TABS)[number]["id"];

export type Column = { key: string; label: string; kind?: "date" | "money" | "status" | "bool" };

type Definition = {
  columns: Column[];
  /** The table whose maintained row count is the tab's total (private.row_counts). */
  table: string;
  /** Fixed SQL per tab, never built from input: the select list and source, without ordering. */
  select: string;
  order: string;
  /** What the 30-day chart calls a row (the days are kept per table; orders add up their totals). */
  chart: { noun: { one: string; many: string } };
};

export const DEFINITIONS: Record<AnalyticsTab, Definition> = {
  "phone-calls": {
    table: "phone_calls",
    columns: [
      { key: "created_at", label: "Date", kind: "date" },
      { key: "phone_number", label: "Phone Number" },
      { key: "caller_name", label: "Caller" },
      { key: "call_duration", label: "Duration (s)" },
      { key: "call_status", label: "Status", kind: "status" },
      { key: "location", label: "Location" },
    ],
    select: "select id, created_at, phone_number, caller_name, call_duration, call_status, location from public.phone_calls",
    order: "created_at desc, id desc",
    chart: { noun: { one: "call", many: "calls" } },
  },
  "form-submissions": {
    table: "form_submissions",
    columns: [
      { key: "created_at", label: "Date", kind: "date" },
      { key: "form_type", label: "Form" },
      { key: "name", label: "Name" },
      { key: "email", label: "Email" },
      { key: "phone", label: "Phone" },
      { key: "status", label: "Status", kind: "status" },
    ],
    select: "select id, created_at, form_type, name, email, phone, status, message, form_data from public.form_submissions",
    order: "created_at desc, id desc",
    chart: { noun: { one: "submission", many: "submissions" } },
  },
  orders: {
    table: "orders",
    columns: [
      { key: "created_at", label: "Date", kind: "date" },
      { key: "order_number", label: "Order Number" },
      { key: "status", label: "Status", kind: "status" },
      { key: "total_amount", label: "Total", kind: "money" },
      { key: "payment_status", label: "Payment", kind: "status" },
      { key: "payment_method", label: "Method" },
    ],
    select: `select id, created_at, order_number, status, total_amount, payment_status, payment_method,
               first_name || ' ' || last_name as customer, email from public.orders`,
    order: "created_at desc, id desc",
    chart: { noun: { one: "order", many: "orders" } },
  },
  brands: {
    table: "brands",
    columns: [
      { key: "created_at", label: "Date", kind: "date" },
      { key: "name", label: "Name" },
      { key: "slug", label: "Slug" },
      { key: "is_luxury", label: "Luxury", kind: "bool" },
    ],
    select: "select id, created_at, name, slug, is_luxury from public.brands",
    order: "created_at desc, id desc",
    chart: { noun: { one: "brand added", many: "brands added" } },
  },
  "cart-items": {
    table: "cart_items",
    columns: [
      { key: "created_at", label: "Date", kind: "date" },
      { key: "product_name", label: "Product" },
      { key: "quantity", label: "Quantity" },
    ],
    select: `select c.id, c.created_at, p.name as product_name, c.quantity
             from public.cart_items c left join public.products p on p.id = c.product_id`,
    order: "c.created_at desc, c.id desc",
    chart: { noun: { one: "add to cart", many: "adds to cart" } },
  },
  categories: {
    table: "categories",
    columns: [
      { key: "created_at", label: "Date", kind: "date" },
      { key: "name", label: "Name" },
      { key: "slug", label: "Slug" },
      { key: "description", label: "Description" },
    ],
    select: "select id, created_at, name, slug, description from public.categories",
    order: "created_at desc, id desc",
    chart: { noun: { one: "category added", many: "categories added" } },
  },
  products: {
    table: "products",
    columns: [
      { key: "created_at", label: "Date", kind: "date" },
      { key: "name", label: "Name" },
      { key: "price", label: "Price", kind: "money" },
      { key: "stock_quantity", label: "Stock" },
      { key: "gender", label: "Gender" },
      { key: "is_active", label: "Active", kind: "bool" },
    ],
    select: "select id, created_at, name, price, stock_quantity, gender, is_active from public.products",
    order: "created_at desc, id desc",
    chart: { noun: { one: "product added", many: "products added" } },
  },
  profiles: {
    table: "profiles",
    columns: [
      { key: "created_at", label: "Date", kind: "date" },
      { key: "first_name", label: "First Name" },
      { key: "last_name", label: "Last Name" },
      { key: "email", label: "Email" },
      { key: "phone_number", label: "Phone" },
    ],
    select: "select id, created_at, first_name, last_name, email, phone_number from public.profiles",
    order: "created_at desc, id desc",
    chart: { noun: { one: "sign-up", many: "sign-ups" } },
  },
};

export const ANALYTICS_PAGE_SIZE = 25;

export function parseTab(value: string | undefined): AnalyticsTab {
  return ANALYTICS_TABS.some((t) => t.id === value) ? (value as AnalyticsTab) : "phone-calls";
}

export function parsePage(value: string | undefined): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= 100_000 ? n : 1;
}

export function tabLabel(tab: AnalyticsTab): string {
  return ANALYTICS_TABS.find((t) => t.id === tab)!.label;
}

export function chartNoun(tab: AnalyticsTab) {
  return DEFINITIONS[tab].chart.noun;
}

export type AnalyticsRow = Record<string, unknown> & { id: string };
export type TabData = {
  columns: Column[];
  rows: AnalyticsRow[];
  total: number;
  page: number;
  pageCount: number;
  chart: DayPoint[];
};

/** One page of one tab (newest first), its total and its 30-day chart, read as the admin. */
export async function loadTab(
  db: Db,
  caller: Caller,
  tab: AnalyticsTab,
  page = 1,
  /** `total`: the tab's count when the caller already has it (loadCounts), sparing a second read. */
  { now = new Date(), total: known }: { now?: Date; total?: number } = {},
): Promise<TabData> {
  const def = DEFINITIONS[tab];
  return db.run(caller, async (tx) => {
    await assertAdmin(tx);
    const total = known ?? (await readCounts(tx))[tab];
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
    return { columns: def.columns, rows, total, page: current, pageCount, chart: fillDays(days, now) };
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
    await assertAdmin(tx);
    return readCounts(tx);
  });
}

/** Values the spec highlights: delivered and paid orders, answered calls, new forms. */
export const HIGHLIGHTED = new Set(["delivered", "paid", "answered", "new"]);

export type ActionResult = { ok: true } | { ok: false; error: string };

function refusal(err: unknown, fallback: string): ActionResult {
  if (err instanceof NotAdminError) return { ok: false, error: NOT_ADMIN };
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
      await assertAdmin(tx);
      const [order] = await tx.query<{ status: string; order_number: string; email: string; first_name: string; payment_status: string; total_amount: number }>(
        "select status, order_number, email, first_name, payment_status, total_amount from public.orders where id = $1 for update",
        [orderId],
      );
      if (!order) return { ok: false as const, error: "Unknown order" };
      if (order.status === status) return { ok: false as const, error: `Order ${order.order_number} is already ${status}` };
      if (!canMove(order.status, status)) {
        return { ok: false as const, error: `Order ${order.order_number} cannot go from ${order.status} to ${status}` };
      }
      await tx.query("update public.orders set status = $2, updated_at = now() where id = $1", [orderId, status]);
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
      // e-mail per change, and none if the change rolls back. Orders store no pickup clinic.
      if (isMailedStatus(status)) {
        await enqueueMail(
          tx,
          orderStatusEmail({
            status,
            orderNumber: order.order_number,
            to: order.email,
            firstName: order.first_name,
            paymentStatus: order.payment_status,
            total: formatPrice(Number(order.total_amount)),
            pickupAt: CLINIC_LIST,
          }),
        );
      }
      return { ok: true as const };
    });
  } catch (err) {
    return refusal(err, "Failed to update the order");
  }
}

export async function markOrderPaid(db: Db, caller: Caller, input: { orderId: string }): Promise<ActionResult> {
  const parsed = orderPaidSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0].message };
  try {
    return await db.run(caller, async (tx) => {
      await assertAdmin(tx);
      const rows = await tx.query<{ payment_status: string }>(
        `update public.orders set payment_status = 'paid', updated_at = now()
         where id = $1 and payment_status = 'pending' and status <> 'cancelled' returning payment_status`,
        [parsed.data.orderId],
      );
      return rows.length ? { ok: true as const } : { ok: false as const, error: "Only a pending payment on a live order can be marked paid" };
    });
  } catch (err) {
    return refusal(err, "Failed to update the payment");
  }
}

export async function markSubmissionHandled(db: Db, caller: Caller, input: { submissionId: string }): Promise<ActionResult> {
  const parsed = submissionHandledSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0].message };
  try {
    return await db.run(caller, async (tx) => {
      await assertAdmin(tx);
      const rows = await tx.query("update public.form_submissions set status = 'resolved' where id = $1 and status <> 'resolved' returning id", [
        parsed.data.submissionId,
      ]);
      return rows.length ? { ok: true as const } : { ok: false as const, error: "This submission is already handled" };
    });
  } catch (err) {
    return refusal(err, "Failed to update the submission");
  }
}
