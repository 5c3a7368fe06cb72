/**
 * The pure arithmetic of a receipt, in cents: what has been paid against a total, what is left,
 * and whether the order is settled. Unit-tested; the issuing code and the pages use these only.
 */

import type { Queryable } from "@/lib/db/types";

export type PaymentLike = { kind: "payment" | "refund"; amount: number; method: string };

/** An order's payments and refunds, as paymentSums reads them (the issuing and the order page's reads). */
export const orderPayments = (q: Queryable, orderId: string) =>
  q.query<PaymentLike>("select kind, amount::float8 as amount, method from public.payments where order_id = $1", [orderId]);
/** A visit's fee payments and refunds, the same way. */
export const visitPayments = (q: Queryable, bookingId: string) =>
  q.query<PaymentLike>("select kind, amount::float8 as amount, method from public.payments where booking_id = $1", [bookingId]);

const cents = (dollars: number) => Math.round(dollars * 100);

export function paymentSums(total: number, payments: readonly PaymentLike[]) {
  const paidCents = payments.reduce((s, p) => s + (p.kind === "refund" ? -1 : 1) * cents(p.amount), 0);
  const insurerCents = payments.reduce(
    (s, p) => s + (p.method === "insurer-direct" ? (p.kind === "refund" ? -1 : 1) * cents(p.amount) : 0),
    0,
  );
  const balanceCents = cents(total) - paidCents;
  return {
    paid: paidCents / 100,
    /** Never below zero: an overpayment is refused before it is recorded. */
    balance: Math.max(0, balanceCents) / 100,
    insurerShare: insurerCents / 100,
    patientShare: (paidCents - insurerCents) / 100,
    settled: balanceCents <= 0,
  };
}

/**
 * Why a new payment cannot be taken, or null. A payment must be more than zero and no more than
 * what is owed: a receipt never states an overpayment.
 */
export function paymentRefusal(total: number, payments: readonly PaymentLike[], amount: number): "nothing-owed" | "too-much" | null {
  const { balance } = paymentSums(total, payments);
  if (cents(balance) <= 0) return "nothing-owed";
  if (cents(amount) > cents(balance)) return "too-much";
  return null;
}

/** R-2026-000001: the year and the year's sequence, six digits. */
export function receiptNumber(year: number, seq: number): string {
  if (!Number.isInteger(year) || year < 2000 || year > 2100) throw new RangeError(`Bad receipt year ${year}`);
  if (!Number.isInteger(seq) || seq < 1 || seq > 999_999) throw new RangeError(`Bad receipt sequence ${seq}`);
  return `R-${year}-${String(seq).padStart(6, "0")}`;
}

export const RECEIPT_NUMBER = /^R-(\d{4})-(\d{6})$/;

/** A line refunded on its own: its price, its own tax (rounded once) and the two together, in dollars. */
export function lineWithTax(lineTotal: number, rate: number): { tax: number; total: number } {
  const base = cents(lineTotal);
  const tax = Math.round(base * rate);
  return { tax: tax / 100, total: (base + tax) / 100 };
}

/** A line as a refund by line reads it: what it cost before tax, and its rate. */
export type RefundableLine = { id: string; lineTotal: number; rate: number };

/**
 * What a refund pays back and the tax in it (issue 45). By line: each line's price and its own
 * tax (rounded per line, as a line refunded alone would be charged). By amount: the amount as
 * given, its tax the order's share of tax in what was paid. Neither: everything paid.
 */
export function refundFigures(
  order: { total: number; tax: number; paid: number },
  by: { lines: readonly RefundableLine[] } | { amount: number } | null,
): { amount: number; tax: number } {
  const taxShare = (amountCents: number) => (cents(order.total) > 0 ? Math.round((amountCents * cents(order.tax)) / cents(order.total)) : 0);
  if (by && "lines" in by) {
    const parts = by.lines.map((l) => lineWithTax(l.lineTotal, l.rate));
    return { amount: parts.reduce((s, p) => s + cents(p.total), 0) / 100, tax: parts.reduce((s, p) => s + cents(p.tax), 0) / 100 };
  }
  const amount = by ? cents(by.amount) : cents(order.paid);
  return { amount: amount / 100, tax: taxShare(amount) / 100 };
}

/** A refund of more than was paid, or of nothing, is refused. */
export function refundRefusal(paid: number, amount: number): "nothing-paid" | "too-much" | null {
  if (cents(paid) <= 0) return "nothing-paid";
  if (cents(amount) <= 0 || cents(amount) > cents(paid)) return "too-much";
  return null;
}
