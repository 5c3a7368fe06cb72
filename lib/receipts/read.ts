import { system, type Caller, type Db } from "@/lib/db/types";
import { orderPayments, paymentSums, RECEIPT_NUMBER } from "./money";
import type { ReceiptDocument } from "./types";

export type ReceiptSummary = {
  number: string;
  kind: "receipt" | "refund" | "record";
  issuedOn: string;
  reference: string;
  total: number;
  paid: number;
};

export type StoredReceipt = { number: string; kind: ReceiptSummary["kind"]; document: ReceiptDocument };

const SUMMARY = `number, kind, (issued_at at time zone 'America/Toronto')::date::text as "issuedOn",
  document->>'reference' as reference, (document->>'total')::float8 as total, (document->>'paid')::float8 as paid`;

/** The signed-in patient's receipts, newest first. RLS admits their own rows; the filter keeps an admin's account page to their own too. */
export async function listOwnReceipts(db: Db, caller: Caller & { kind: "user" }): Promise<ReceiptSummary[]> {
  return db.run(caller, (tx) =>
    tx.query<ReceiptSummary>(`select ${SUMMARY} from public.receipts where user_id = $1 order by issued_at desc, year desc, seq desc limit 200`, [caller.userId]),
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
};

/** What the order page's payments section shows, read as the admin (RLS). */
export async function orderPaymentState(db: Db, caller: Caller, orderId: string): Promise<OrderPaymentState> {
  return db.run(caller, async (tx) => {
    const receipts = await tx.query<ReceiptSummary>(`select ${SUMMARY} from public.receipts where order_id = $1 order by year, seq`, [orderId]);
    const payments = await orderPayments(tx, orderId);
    const [order] = await tx.query<{ total: number; dispensed_by: string | null }>(
      "select total_amount::float8 as total, dispensed_by from public.orders where id = $1",
      [orderId],
    );
    const staff = await tx.query<{ id: string; label: string }>(
      "select id, title as label from public.staff where active order by (role = 'optician') desc, position, name",
    );
    const sums = paymentSums(order?.total ?? 0, payments);
    return { receipts, paid: sums.paid, balance: sums.balance, dispensedBy: order?.dispensed_by ?? null, staff };
  });
}
