import { system, type Caller, type Db } from "@/lib/db/types";
import { orderPayments, paymentSums, RECEIPT_NUMBER } from "./money";
import type { ReceiptDocument } from "./types";

export type ReceiptSummary = {
  number: string;
  kind: "receipt" | "refund" | "record" | "insurance";
  issuedOn: string;
  reference: string;
  total: number;
  paid: number;
};

export type StoredReceipt = { number: string; kind: ReceiptSummary["kind"]; document: ReceiptDocument };

const SUMMARY = `number, kind, (issued_at at time zone 'America/Toronto')::date::text as "issuedOn",
  document->>'reference' as reference, (document->>'total')::float8 as total, (document->>'paid')::float8 as paid`;

/**
 * The signed-in patient's receipts: insurance receipts first (the one a claim needs, issue 45),
 * then the rest, newest first. RLS admits their own rows; the filter keeps an admin's account
 * page to their own too.
 */
export async function listOwnReceipts(db: Db, caller: Caller & { kind: "user" }): Promise<ReceiptSummary[]> {
  return db.run(caller, (tx) =>
    tx.query<ReceiptSummary>(`select ${SUMMARY} from public.receipts where user_id = $1 order by (kind = 'insurance') desc, issued_at desc, year desc, seq desc limit 200`, [caller.userId]),
  );
}

/** One receipt as the caller may read it: the patient's own, or any for an admin (RLS decides). */
export async function readReceipt(db: Db, caller: Caller, number: string): Promise<StoredReceipt | null> {
  // Visitors have no rights on receipts at all (not even an empty read): nothing to ask.
  if (!RECEIPT_NUMBER.test(number) || caller.kind === "anon") return null;
  const [row] = await db.run(caller, (tx) =>
    tx.query<StoredReceipt>("select number, kind, document from public.receipts where number = $1", [number]),
  );
  return row ?? null;
}

/** For a guest's signed link only (the route has checked the signature): a system read. */
export async function readReceiptBySignedLink(db: Db, number: string): Promise<StoredReceipt | null> {
  return readReceipt(db, system, number);
}

/** The day's visits that have a receipt: booking id → receipt number, for the day sheet. */
export async function visitReceipts(db: Db, caller: Caller, bookingIds: string[]): Promise<Map<string, ReceiptSummary>> {
  if (!bookingIds.length) return new Map();
  const rows = await db.run(caller, (tx) =>
    tx.query<ReceiptSummary & { bookingId: string }>(
      `select booking_id as "bookingId", ${SUMMARY} from public.receipts where booking_id = any($1::uuid[]) order by year, seq`,
      [bookingIds],
    ),
  );
  return new Map(rows.map((r) => [r.bookingId, r]));
}

export type OrderPaymentState = {
  receipts: ReceiptSummary[];
  paid: number;
  balance: number;
  dispensedBy: string | null;
  /** Who may be named as having dispensed the glasses: active opticians and optometrists. */
  staff: { id: string; label: string }[];
  /** "Mark dispensed" (issue 45): those with a registration number, the clinics (the pickup clinic first), and the dispensing once done. */
  dispensers: { id: string; label: string }[];
  clinics: { id: string; label: string }[];
  dispensed: { on: string; by: string } | null;
};

/** What the order page's payments section shows, read as the admin (RLS). */
export async function orderPaymentState(db: Db, caller: Caller, orderId: string): Promise<OrderPaymentState> {
  return db.run(caller, async (tx) => {
    const receipts = await tx.query<ReceiptSummary>(`select ${SUMMARY} from public.receipts where order_id = $1 order by year, seq`, [orderId]);
    const payments = await orderPayments(tx, orderId);
    const [order] = await tx.query<{ total: number; dispensed_by: string | null; pickup_clinic: string | null; dispensed_on: string | null; dispenser: string | null }>(
      `select o.total_amount::float8 as total, o.dispensed_by, o.pickup_clinic, o.dispensed_on::text,
              (select s.title from public.staff s where s.id = o.dispensed_by) as dispenser
       from public.orders o where o.id = $1`,
      [orderId],
    );
    const staff = await tx.query<{ id: string; label: string; registration: string }>(
      "select id, title as label, registration_number as registration from public.staff where active order by (role = 'optician') desc, position, name",
    );
    const clinics = await tx.query<{ id: string; label: string }>(
      "select id, name as label from public.clinics order by (id = $1) desc, position, id",
      [order?.pickup_clinic ?? ""],
    );
    const sums = paymentSums(order?.total ?? 0, payments);
    const insurance = receipts.find((r) => r.kind === "insurance");
    return {
      receipts,
      paid: sums.paid,
      balance: sums.balance,
      dispensedBy: order?.dispensed_by ?? null,
      staff: staff.map(({ id, label }) => ({ id, label })),
      dispensers: staff.filter((s) => s.registration.trim()).map((s) => ({ id: s.id, label: `${s.label} · ${s.registration}` })),
      clinics,
      dispensed: insurance && order?.dispensed_on ? { on: order.dispensed_on, by: order.dispenser ?? "" } : null,
    };
  });
}
