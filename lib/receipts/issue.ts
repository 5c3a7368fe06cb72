import { PAYMENT_ERRORS as E } from "@/content/payments";
import { assertAdmin, NotAdminError, NOT_ADMIN } from "@/lib/admin/assert";
import type { Permission } from "@/lib/auth/permissions";
import type { Caller, Db, Queryable, Tx } from "@/lib/db/types";
import { formatPrice } from "@/lib/format";
import { enqueueMail } from "@/lib/mail/outbox";
import { todayInToronto } from "@/lib/validations/booking-choices";
import { markSeenSchema, recordExamRefundSchema, recordPaymentSchema, recordRefundSchema, reopenOrderSchema } from "@/lib/validations/payments";
import { buildExamDocument, buildOrderDocument, type Issue, type StoredKind } from "./build";
import { receiptMail } from "./email";
import { orderPayments, paymentRefusal, paymentSums, receiptNumber, lineWithTax, refundFigures, refundRefusal, type PaymentLike, type RefundableLine } from "./money";
import type { ReceiptDocument } from "./types";

export type IssueResult = { ok: true; number: string } | { ok: false; error: string };
/** A refusal with the words the staff member reads; nothing is written. */
export class Refused extends Error {}

/**
 * The year's next receipt number. The counter row is updated in the caller's transaction, so
 * payments queue on it (no duplicate) and a rolled-back payment gives its number back (no gap).
 */
export async function nextNumber(q: Queryable, year: number): Promise<{ number: string; seq: number }> {
  const [row] = await q.query<{ last: number }>(
    `insert into private.receipt_numbers (year, last) values ($1, 1)
     on conflict (year) do update set last = private.receipt_numbers.last + 1 returning last`,
    [year],
  );
  return { number: receiptNumber(year, row.last), seq: row.last };
}

type Target = { orderId: string } | { bookingId: string };

/** Inserts the payment and the receipt it issues, with the document it prints, and queues its e-mail. */
async function issue(
  q: Queryable,
  target: Target,
  payment: { kind: "payment" | "refund"; amount: number; method: string; date: string; recordedBy: string },
  receipt: { kind: StoredKind; reverses?: string; userId: string | null; email: string },
  extra: Pick<Issue, "refunded" | "insurance"> = {},
): Promise<Issued> {
  const orderId = "orderId" in target ? target.orderId : null;
  const bookingId = "bookingId" in target ? target.bookingId : null;
  const [{ id: paymentId }] = await q.query<{ id: string }>(
    `insert into public.payments (order_id, booking_id, kind, amount, method, paid_on, recorded_by)
     values ($1, $2, $3, $4, $5, $6, $7) returning id`,
    [orderId, bookingId, payment.kind, payment.amount.toFixed(2), payment.method, payment.date, payment.recordedBy],
  );
  const issuedOn = todayInToronto();
  const year = Number(issuedOn.slice(0, 4));
  const { number, seq } = await nextNumber(q, year);
  const issueAs = { number, kind: receipt.kind, reverses: receipt.reverses, issuedOn, ...extra };
  const document = orderId ? await buildOrderDocument(q, orderId, issueAs) : await buildExamDocument(q, bookingId!, issueAs);
  await q.query(
    `insert into public.receipts (number, year, seq, kind, payment_id, order_id, booking_id, reverses, user_id, email, document)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, lower($10), $11::jsonb)`,
    [number, year, seq, receipt.kind, paymentId, orderId, bookingId, receipt.reverses ?? null, receipt.userId, receipt.email, JSON.stringify(document)],
  );
  return { number, document, mail: null };
}

export type Issued = { number: string; document: ReceiptDocument | null; mail: { to: string; firstName: string; amount: number } | null };

/**
 * Runs an issuing operation for an admin: the database must agree the caller is one, then the
 * writes run with the role lifted (visitors and admins alike have no insert rights on payments,
 * receipts or the counter) and the e-mail is queued in the same transaction.
 */
export async function asAdmin(db: Db, caller: Caller, permission: Permission, siteUrl: string, work: (q: Queryable, adminId: string) => Promise<Issued>): Promise<IssueResult> {
  if (caller.kind !== "user") return { ok: false, error: NOT_ADMIN };
  try {
    return await db.run(caller, async (tx: Tx) => {
      await assertAdmin(tx, permission);
      const issued = await tx.asSystem((q) => work(q, caller.userId));
      if (issued.mail && issued.document) {
        const [receipt] = await tx.asSystem((q) => q.query<{ patient_id: string | null }>("select patient_id from public.receipts where number = $1", [issued.number]));
        await enqueueMail(tx, { ...(await receiptMail(issued.document, { ...issued.mail, siteUrl })), patientId: receipt?.patient_id ?? null });
      }
      return { ok: true as const, number: issued.number };
    });
  } catch (err) {
    if (err instanceof NotAdminError) return { ok: false, error: err.message };
    if (err instanceof Refused) return { ok: false, error: err.message };
    console.error("receipts:", (err as Error)?.message);
    return { ok: false, error: E.failed };
  }
}

export type LockedOrder = {
  id: string; order_number: string; status: string; payment_status: string; total_amount: string; tax: string; email: string; user_id: string | null; first_name: string;
};

export async function lockOrder(q: Queryable, orderId: string): Promise<LockedOrder> {
  const [o] = await q.query<LockedOrder>(
    "select id, order_number, status, payment_status, total_amount::text, tax::text, email, user_id, first_name from public.orders where id = $1 for update",
    [orderId],
  );
  if (!o) throw new Refused(E.unknownOrder);
  return o;
}

/**
 * "Record payment" on an order: takes the payment, issues its receipt (listing every payment so
 * far and the balance) and e-mails it; the order is paid when the balance reaches $0.00, and not
 * before. The order's row is locked first, so two staff recording at once cannot overpay it.
 */
export async function recordOrderPayment(db: Db, caller: Caller, input: unknown, opts: { siteUrl: string }): Promise<IssueResult> {
  const parsed = recordPaymentSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0].message };
  const v = parsed.data;
  return asAdmin(db, caller, "orders", opts.siteUrl, async (q, adminId) => {
      const order = await lockOrder(q, v.orderId);
      if (order.status === "cancelled") throw new Refused(E.cancelled(order.order_number));
      // After a full refund, nothing more is taken until the order is reopened (with a reason).
      if (order.payment_status === "refunded") throw new Refused(E.refundedInFull(order.order_number));
      const amount = Number(v.amount);
      const total = Number(order.total_amount);
      const so_far = await orderPayments(q, order.id);
      const refusal = paymentRefusal(total, so_far, amount);
      if (refusal === "nothing-owed") throw new Refused(E.nothingOwed(order.order_number));
      if (refusal === "too-much") throw new Refused(E.tooMuch(formatPrice(paymentSums(total, so_far).balance)));
      if (v.dispensedBy) {
        const [staff] = await q.query("select 1 from public.staff where id = $1 and active", [v.dispensedBy]);
        if (!staff) throw new Refused(E.dispensedBy);
        await q.query("update public.orders set dispensed_by = $2, dispensed_on = coalesce(dispensed_on, $3::date) where id = $1", [order.id, v.dispensedBy, v.date]);
      }
      const settled = paymentSums(total, [...so_far, { kind: "payment", amount, method: v.method }]).settled;
      if (settled) await q.query("update public.orders set payment_status = 'paid', updated_at = now() where id = $1", [order.id]);
      const issued = await issue(
        q,
        { orderId: order.id },
        { kind: "payment", amount, method: v.method, date: v.date, recordedBy: adminId },
        { kind: "receipt", userId: order.user_id, email: order.email },
      );
      return { ...issued, mail: { to: order.email, firstName: order.first_name, amount } };
  });
}

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
      const [last] = await q.query<{ number: string }>(
        "select number from public.receipts where order_id = $1 and kind = 'receipt' order by year desc, seq desc limit 1",
        [order.id],
      );
      if (paid <= 0 || !last) throw new Refused(E.nothingToRefund(order.order_number));
      const lines = v.by === "lines" ? await refundableLines(q, order.id, v.lines) : [];
      const figures = refundFigures(
        { total: Number(order.total_amount), tax: Number(order.tax), paid },
        v.by === "lines" ? { lines } : v.by === "amount" ? { amount: Number(v.amount) } : null,
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
        await q.query(
          `insert into public.refund_lines (payment_id, order_item_id, amount, tax)
           select id, $2, $3, $4 from public.payments where id = (select payment_id from public.receipts where number = $1)`,
          [issued.number, l.id, total.toFixed(2), tax.toFixed(2)],
        );
      }
      return { ...issued, mail: { to: order.email, firstName: order.first_name, amount: figures.amount } };
  });
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
    const paid = (await q.query<PaymentLike>("select kind, amount::float8 as amount, method from public.payments where booking_id = $1", [b.id]))
      .reduce((s, p) => s + (p.kind === "refund" ? -1 : 1) * Math.round(p.amount * 100), 0) / 100;
    const [last] = await q.query<{ number: string; user_id: string | null }>(
      "select number, user_id from public.receipts where booking_id = $1 and kind = 'receipt' order by year desc, seq desc limit 1",
      [b.id],
    );
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

/**
 * The day sheet's "Mark seen": the visit is completed, and its fee paid issues a receipt (or
 * "Covered by OHIP" a $0.00 record for the patient's files). Once per visit.
 */
export async function markVisitSeen(db: Db, caller: Caller, input: unknown, opts: { siteUrl: string }): Promise<IssueResult> {
  const parsed = markSeenSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0].message };
  const v = parsed.data;
  return asAdmin(db, caller, "day-sheet", opts.siteUrl, async (q, adminId) => {
      const [b] = await q.query<{ id: string; status: string; seen_at: string | null; email: string; first_name: string; day: string }>(
        `select id, status, seen_at, email, first_name,
                coalesce((starts_at at time zone 'America/Toronto')::date, preferred_date)::text as day
         from public.bookings where id = $1 for update`,
        [v.bookingId],
      );
      if (!b) throw new Refused(E.unknownVisit);
      if (b.status === "cancelled") throw new Refused(E.cancelledVisit);
      if (b.seen_at) throw new Refused(E.alreadySeen);
      if (b.day > todayInToronto()) throw new Refused(E.futureVisit);
      await q.query("update public.bookings set seen_at = now(), status = 'completed' where id = $1", [b.id]);
      // Issue 43: the patient's next exam, as the dialog sent it or (left empty) as the recall rules give it.
      await q.query(
        `update public.patients p set next_exam_due = coalesce($2::date, private.patient_recall_due(p.id, $3::date)),
                updated_at = now()
         from public.bookings x where x.id = $1 and p.id = x.patient_id`,
        [b.id, v.nextExamDue, b.day],
      );
      // The patient's account: the one whose confirmed address booked the visit.
      const [user] = await q.query<{ id: string }>(
        "select id from auth.users where lower(email) = lower($1) and email_confirmed_at is not null limit 1",
        [b.email],
      );
      const amount = v.ohip ? 0 : Number(v.fee);
      const issued = await issue(
        q,
        { bookingId: b.id },
        { kind: "payment", amount, method: v.ohip ? "ohip" : v.method, date: v.date, recordedBy: adminId },
        { kind: v.ohip ? "record" : "receipt", userId: user?.id ?? null, email: b.email },
        // Issue 45: the plan, when staff give it, for a claim or direct billing.
        { insurance: v.insurance },
      );
      return { ...issued, mail: v.ohip ? null : { to: b.email, firstName: b.first_name, amount } };
  });
}
