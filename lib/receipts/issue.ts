import { PAYMENT_ERRORS as E } from "@/content/payments";
import { assertAdmin, NotAdminError, NOT_ADMIN } from "@/lib/admin/assert";
import type { Permission } from "@/lib/auth/permissions";
import type { Caller, Db, Queryable, Tx } from "@/lib/db/types";
import { formatPrice } from "@/lib/format";
import { enqueueMail } from "@/lib/mail/outbox";
import { todayInToronto } from "@/lib/validations/booking-choices";
import { markSeenSchema, recordPaymentSchema } from "@/lib/validations/payments";
import { buildExamDocument, buildOrderDocument, type Issue, type StoredKind } from "./build";
import { receiptMail } from "./email";
import { orderPayments, paymentRefusal, paymentSums, receiptNumber } from "./money";
import type { ReceiptDocument } from "./types";

export type IssueResult = { ok: true; number: string } | { ok: false; error: string };
/** A refusal with the words the staff member reads; nothing is written. */
export class Refused extends Error {}

/**
 * The year's next receipt number. The counter row is updated in the caller's transaction, so
 * payments queue on it (no duplicate) and a rolled-back payment gives its number back (no gap).
 */
async function nextNumber(q: Queryable, year: number): Promise<{ number: string; seq: number }> {
  const [row] = await q.query<{ last: number }>(
    `insert into private.receipt_numbers (year, last) values ($1, 1)
     on conflict (year) do update set last = private.receipt_numbers.last + 1 returning last`,
    [year],
  );
  return { number: receiptNumber(year, row.last), seq: row.last };
}

type Target = { orderId: string } | { bookingId: string };
type ReceiptFor = { kind: StoredKind; reverses?: string; userId: string | null; email: string };

/** Inserts the payment and the receipt it issues, with the document it prints (the caller queues its e-mail). */
export async function issue(
  q: Queryable,
  target: Target,
  payment: { kind: "payment" | "refund"; amount: number; method: string; date: string; recordedBy: string },
  receipt: ReceiptFor,
  extra: Pick<Issue, "refunded" | "insurance"> = {},
): Promise<Issued & { paymentId: string }> {
  const [{ id: paymentId }] = await q.query<{ id: string }>(
    `insert into public.payments (order_id, booking_id, kind, amount, method, paid_on, recorded_by)
     values ($1, $2, $3, $4, $5, $6, $7) returning id`,
    [
      "orderId" in target ? target.orderId : null,
      "bookingId" in target ? target.bookingId : null,
      payment.kind, payment.amount.toFixed(2), payment.method, payment.date, payment.recordedBy,
    ],
  );
  return { ...(await issueReceipt(q, target, paymentId, receipt, extra)), paymentId };
}

/**
 * Numbers a receipt, builds the document it prints and stores both: for a payment, or for none
 * (the insurance receipt issued at dispensing lists every payment instead).
 */
export async function issueReceipt(
  q: Queryable,
  target: Target,
  paymentId: string | null,
  receipt: ReceiptFor,
  extra: Pick<Issue, "refunded" | "insurance"> = {},
): Promise<Issued & { document: ReceiptDocument }> {
  const orderId = "orderId" in target ? target.orderId : null;
  const bookingId = "bookingId" in target ? target.bookingId : null;
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
 * The day sheet's "Mark seen": the visit is completed, and its fee paid issues a receipt (or
 * "Covered by OHIP" a $0.00 record for the patient's files). Once per visit.
 */
export async function markVisitSeen(db: Db, caller: Caller, input: unknown, opts: { siteUrl: string }): Promise<IssueResult> {
  const parsed = markSeenSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0].message };
  const v = parsed.data;
  return asAdmin(db, caller, "day-sheet", opts.siteUrl, async (q, adminId) => {
      const [b] = await q.query<{ id: string; status: string; seen_at: string | null; no_show_at: string | null; email: string; first_name: string; day: string }>(
        `select id, status, seen_at, no_show_at, email, first_name,
                coalesce((starts_at at time zone 'America/Toronto')::date, preferred_date)::text as day
         from public.bookings where id = $1 for update`,
        [v.bookingId],
      );
      if (!b) throw new Refused(E.unknownVisit);
      if (b.status === "cancelled") throw new Refused(E.cancelledVisit);
      if (b.seen_at) throw new Refused(E.alreadySeen);
      if (b.no_show_at) throw new Refused(E.noShowVisit);
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
