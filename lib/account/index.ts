import "server-only";
import type { FitNumbers } from "@/lib/catalog/fit";
import type { ProfileData } from "@/lib/validations/auth";
import { system, type Caller, type Db } from "@/lib/db/types";
import { loadClinics } from "@/lib/clinics/load";
import { orderWhere, type OrderWhere } from "@/lib/orders/fulfilment";
import type { OrderStatus } from "@/lib/validations/analytics";
import { z } from "@/lib/validations/z";

export type Profile = {
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  phone_number: string | null;
  address: string | null;
  how_did_you_hear: string | null;
  created_at: string;
  /** The numbers of the glasses they wear now, saved from the shop's match form. */
  fit: FitNumbers | null;
};

/** One line of an order, as stored when it was placed (names and prices do not follow the catalogue). */
export type OwnOrderItem = {
  name: string;
  brand: string | null;
  colour: string | null;
  size: string | null;
  quantity: number;
  unitPrice: number;
  lineTotal: number;
  /** The rate it was charged at its place of supply, 0 for prescription eyewear (numeric, so it may read as "0.130"). */
  taxRate: number | string;
  /** "HST 13%", "GST 0% (prescription eyewear)": as charged. */
  taxLabel: string;
  /** The line's lenses ("Progressive · High-index 1.67 · …"), null for a frame only. */
  lenses: string | null;
};

export type OwnOrder = {
  orderNumber: string;
  createdAt: string;
  status: OrderStatus;
  paymentStatus: "pending" | "paid" | "refunded" | "failed";
  subtotal: number;
  tax: number;
  shipping: number;
  total: number;
  items: OwnOrderItem[];
  /** Delivery or the pickup clinic (issue 45). */
  where: OrderWhere;
};

export type OwnOrdersPage = { orders: OwnOrder[]; page: number; pageCount: number; total: number };

export const OWN_ORDERS_PAGE_SIZE = 5;
/** Far past any real page; the read then shows the last one. */
const ORDERS_PAGE_CAP = 1_000_000;

/**
 * `?orders=` from the account page's URL, or a number. Zero, negative, fractional or not a number
 * at all is page 1; a huge number is capped here and becomes the last page in the read.
 */
const ordersPageSchema = z.preprocess((value) => {
  const v = Array.isArray(value) ? value[0] : value;
  const n = typeof v === "number" ? v : typeof v === "string" && /^\d+$/.test(v.trim()) ? Number(v.trim()) : Number.NaN;
  return Number.isNaN(n) ? 1 : Math.min(n, ORDERS_PAGE_CAP);
}, z.catch(z.number().check(z.int(), z.gte(1), z.lte(ORDERS_PAGE_CAP)), 1));

export function parseOrdersPage(value: unknown): number {
  return ordersPageSchema.parse(value);
}

/** The signed-in user's own profile; RLS returns nobody else's. */
export async function getOwnProfile(db: Db, caller: Caller & { kind: "user" }): Promise<Profile | null> {
  const rows = await db.run(caller, (tx) =>
    tx.query<Profile>(
      `select first_name, last_name, email, phone_number, address, how_did_you_hear, created_at::text,
              case when fit_lens_width is not null
                then json_build_object('lens', fit_lens_width, 'bridge', fit_bridge_width, 'temple', fit_temple_length) end as fit
       from public.profiles where id = $1`,
      [caller.userId],
    ),
  );
  return rows[0] ?? null;
}

/**
 * One page of the signed-in user's orders with their lines, newest first. `page` is the raw
 * `?orders=` value (or a number); past the end it shows the last page. RLS lets a user read only
 * their own orders, but an admin reads everyone's, hence the user_id filter as well.
 */
export async function listOwnOrdersPage(db: Db, caller: Caller & { kind: "user" }, page: unknown): Promise<OwnOrdersPage> {
  const wanted = parseOrdersPage(page);
  return db.run(caller, async (tx) => {
    const [{ total }] = await tx.query<{ total: number }>("select count(*)::int as total from public.orders where user_id = $1", [caller.userId]);
    const pageCount = Math.max(1, Math.ceil(total / OWN_ORDERS_PAGE_SIZE));
    const current = Math.min(wanted, pageCount);
    const rows = await tx.query<Omit<OwnOrder, "where"> & { fulfilment: string; pickup_clinic: string | null; shipping_address: Parameters<typeof orderWhere>[0]["shipping_address"] }>(
      `select o.order_number as "orderNumber", o.created_at::text as "createdAt", o.status, o.payment_status as "paymentStatus",
              o.subtotal, o.tax, o.shipping, o.total_amount as total, o.fulfilment, o.pickup_clinic, o.shipping_address,
              coalesce((select json_agg(json_build_object(
                         'name', i.product_name, 'brand', i.brand_name, 'colour', i.color_name, 'size', i.size,
                         'quantity', i.quantity, 'unitPrice', i.unit_price, 'lineTotal', i.line_total, 'taxRate', i.tax_rate, 'taxLabel', i.tax_label,
                         'lenses', (select l.summary from public.order_lens l where l.order_item_id = i.id))
                       order by i.product_name, i.color_name, i.id)
                       from public.order_items i where i.order_id = o.id), '[]'::json) as items
       from public.orders o
       where o.user_id = $1
       order by o.created_at desc, o.id desc
       limit $2 offset $3`,
      [caller.userId, OWN_ORDERS_PAGE_SIZE, (current - 1) * OWN_ORDERS_PAGE_SIZE],
    );
    const clinics = rows.some((r) => r.pickup_clinic) ? await loadClinics(tx) : [];
    const orders = rows.map(({ fulfilment, pickup_clinic, shipping_address, ...o }) => ({ ...o, where: orderWhere({ fulfilment, pickup_clinic, shipping_address }, clinics) }));
    return { orders, page: current, pageCount, total };
  });
}

/**
 * Saves the numbers of the user's current glasses to their own profile. Returns false when no
 * row was updated (no profile); RLS lets a user update only their own row, anon none.
 */
export async function saveOwnFit(db: Db, caller: Caller & { kind: "user" }, fit: FitNumbers): Promise<boolean> {
  const rows = await db.run(caller, (tx) =>
    tx.query(
      `update public.profiles set fit_lens_width = $2, fit_bridge_width = $3, fit_temple_length = $4, updated_at = now()
       where id = $1 returning id`,
      [caller.userId, fit.lens, fit.bridge, fit.temple],
    ),
  );
  return rows.length === 1;
}

/** "Clear" in the account: all three numbers go together (the table keeps all or none). RLS: own row only. */
export async function clearOwnFit(db: Db, caller: Caller & { kind: "user" }): Promise<boolean> {
  const rows = await db.run(caller, (tx) =>
    tx.query(
      `update public.profiles set fit_lens_width = null, fit_bridge_width = null, fit_temple_length = null, updated_at = now()
       where id = $1 returning id`,
      [caller.userId],
    ),
  );
  return rows.length === 1;
}

/** Edits the user's own profile (RLS: their own row only). False when there is no profile row. */
export async function updateOwnProfile(db: Db, caller: Caller & { kind: "user" }, p: ProfileData): Promise<boolean> {
  const rows = await db.run(caller, (tx) =>
    tx.query(
      `update public.profiles set first_name = $2, last_name = $3, phone_number = $4, address = $5, how_did_you_hear = $6, updated_at = now()
       where id = $1 returning id`,
      [caller.userId, p.firstName, p.lastName, p.phoneNumber ?? null, p.address ?? null, p.howDidYouHear ?? null],
    ),
  );
  return rows.length === 1;
}

/**
 * Whether the account's address is confirmed (auth.users.email_confirmed_at, which Supabase Auth
 * keeps itself and the embedded adapter sets from its link). Read by the server, never from the
 * browser: what the account shows by e-mail depends on it.
 */
export async function isEmailConfirmed(db: Db, userId: string): Promise<boolean> {
  const [row] = await db.run(system, (tx) =>
    tx.query<{ confirmed: boolean }>("select email_confirmed_at is not null as confirmed from auth.users where id = $1", [userId]),
  );
  return row?.confirmed ?? false;
}
