import { PAYMENT_ERRORS as E } from "@/content/payments";
import type { Caller, Db, Queryable } from "@/lib/db/types";
import { formatPrice } from "@/lib/format";
import { recordExamRefundSchema, recordRefundSchema, refundBy, reopenOrderSchema } from "@/lib/validations/payments";
import { asAdmin, issue, lockOrder, Refused, type IssueResult } from "./issue";
import { lineWithTax, orderPayments, paymentSums, refundFigures, refundRefusal, visitPayments, type RefundableLine } from "./money";

// Refunds (issue 45): by line, by amount or everything paid, each a numbered refund note that
// names the receipt it reverses and the tax refunded; "Reopen order" after a full refund; and an
// exam fee refunded from the day sheet.

/**
 * "Record refund": pays back everything paid, the lines ticked or an amount (issue 45), and
 * issues a refund note naming the last receipt it reverses and the tax refunded. A line is
 * refunded at most once since the order was last reopened. The order is "refunded" when nothing
 * paid is left; receipts themselves are never edited.
 */
export async function recordOrderRefund(db: Db, caller: Caller, input: unknown, opts: { siteUrl: string }): Promise<IssueResult> {
  const parsed = recordRefundSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0].message };
  const v = parsed.data;
  return asAdmin(db, caller, "orders", opts.siteUrl, async (q, adminId) => {
      const order = await lockOrder(q, v.orderId);
      const { paid } = paymentSums(Number(order.total_amount), await orderPayments(q, order.id));
      const last = await lastReceipt(q, "order_id", order.id);
      if (paid <= 0 || !last) throw new Refused(E.nothingToRefund(order.order_number));
      const by = refundBy(v);
      const lines = by === "lines" ? await refundableLines(q, order.id, v.lines) : [];
      const figures = refundFigures(
        { total: Number(order.total_amount), tax: Number(order.tax), paid },
        by === "lines" ? { lines } : by === "amount" ? { amount: Number(v.amount) } : null,
      );
      if (refundRefusal(paid, figures.amount)) throw new Refused(E.refundTooMuch(formatPrice(paid)));
      if (Math.round(figures.amount * 100) === Math.round(paid * 100)) {
        await q.query("update public.orders set payment_status = 'refunded', updated_at = now() where id = $1", [order.id]);
      }
      const issued = await issue(
        q,
        { orderId: order.id },
        { kind: "refund", amount: figures.amount, method: v.method, date: v.date, recordedBy: adminId },
        { kind: "refund", reverses: last.number, userId: order.user_id, email: order.email },
        { refunded: { amount: figures.amount, tax: figures.tax, lines: lines.map((l) => l.name) } },
      );
      for (const l of lines) {
        const { tax, total } = lineWithTax(l.lineTotal, l.rate);
        await q.query("insert into public.refund_lines (payment_id, order_item_id, amount, tax) values ($1, $2, $3, $4)", [
          issued.paymentId, l.id, total.toFixed(2), tax.toFixed(2),
        ]);
      }
      return { ...issued, mail: { to: order.email, firstName: order.first_name, amount: figures.amount } };
  });
}

/** The latest receipt for a payment on an order or a visit: the one a refund note reverses. */
async function lastReceipt(q: Queryable, column: "order_id" | "booking_id", id: string): Promise<{ number: string; user_id: string | null } | undefined> {
  const [row] = await q.query<{ number: string; user_id: string | null }>(
    `select number, user_id from public.receipts where ${column} = $1 and kind = 'receipt' order by year desc, seq desc limit 1`,
    [id],
  );
  return row;
}

/** The lines ticked, each on this order and not refunded since the order was last reopened. */
async function refundableLines(q: Queryable, orderId: string, ids: readonly string[]): Promise<(RefundableLine & { name: string })[]> {
  const rows = await q.query<{ id: string; name: string; line_total: string; tax_rate: string; refunded: boolean }>(
    `select i.id, i.product_name as name, i.line_total::text, i.tax_rate::text,
            exists (select 1 from public.refund_lines r join public.payments p on p.id = r.payment_id
                    where r.order_item_id = i.id
                      and p.created_at > coalesce((select max(x.reopened_at) from public.order_reopenings x where x.order_id = i.order_id), '-infinity')) as refunded
     from public.order_items i where i.order_id = $1 and i.id = any($2::uuid[])`,
    [orderId, [...new Set(ids)]],
  );
  if (rows.length !== new Set(ids).size) throw new Refused(E.unknownLine);
  if (rows.some((r) => r.refunded)) throw new Refused(E.lineRefunded);
  return rows.map((r) => ({ id: r.id, name: r.name, lineTotal: Number(r.line_total), rate: Number(r.tax_rate) }));
}

/**
 * "Reopen order" (issue 45): after a full refund, with a reason; the reopening is kept, and
 * payments may be recorded again.
 */
export async function reopenOrder(db: Db, caller: Caller, input: unknown): Promise<IssueResult> {
  const parsed = reopenOrderSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0].message };
  const v = parsed.data;
  return asAdmin(db, caller, "orders", "", async (q, adminId) => {
    const order = await lockOrder(q, v.orderId);
    if (order.payment_status !== "refunded") throw new Refused(E.notRefunded(order.order_number));
    await q.query("insert into public.order_reopenings (order_id, reason, reopened_by) values ($1, $2, $3)", [order.id, v.reason, adminId]);
    await q.query("update public.orders set payment_status = 'pending', updated_at = now() where id = $1", [order.id]);
    return { number: order.order_number, document: null, mail: null };
  });
}

/** An exam fee refunded in full (issue 45): a refund note naming the visit's receipt. */
export async function recordExamRefund(db: Db, caller: Caller, input: unknown, opts: { siteUrl: string }): Promise<IssueResult> {
  const parsed = recordExamRefundSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0].message };
  const v = parsed.data;
  return asAdmin(db, caller, "day-sheet", opts.siteUrl, async (q, adminId) => {
    const [b] = await q.query<{ id: string; email: string; first_name: string }>("select id, email, first_name from public.bookings where id = $1 for update", [v.bookingId]);
    if (!b) throw new Refused(E.unknownVisit);
    // What was paid, less what was refunded (a visit has no total to owe against).
    const { paid } = paymentSums(0, await visitPayments(q, b.id));
    const last = await lastReceipt(q, "booking_id", b.id);
    if (paid <= 0 || !last) throw new Refused(E.visitNotPaid);
    const issued = await issue(
      q,
      { bookingId: b.id },
      { kind: "refund", amount: paid, method: v.method, date: v.date, recordedBy: adminId },
      { kind: "refund", reverses: last.number, userId: last.user_id, email: b.email },
      { refunded: { amount: paid, tax: 0, lines: [] } },
    );
    return { ...issued, mail: { to: b.email, firstName: b.first_name, amount: paid } };
  });
}
