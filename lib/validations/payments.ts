import { EXAM_PAYMENT_METHODS, ORDER_PAYMENT_METHODS, PAYMENT_ERRORS as E } from "@/content/payments";
import { todayInToronto } from "@/lib/validations/booking-choices";
import { nextExamDueText } from "@/lib/validations/recall";
import { z } from "@/lib/validations/z";

// One schema per form (issue 33), shared by the form (zodResolver) and its server action.

const AMOUNT = /^\d{1,6}(\.\d{1,2})?$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const realDay = (s: string) => DAY.test(s) && !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().slice(0, 10) === s;

/** "120", "120.5", "120.50": dollars as typed, more than zero and at most $100,000. */
export const amountText = z.string().check(
  z.refine((s) => AMOUNT.test(s.trim()) && Number(s) > 0 && Number(s) <= 100_000, E.amount),
);
/** A payment's day: a real date, since 2000 and not after today in Brampton. */
export const paidOnDay = z.string().check(z.refine((s) => realDay(s) && s >= "2000-01-01" && s <= todayInToronto(), E.date));

export const recordPaymentSchema = z.strictObject({
  orderId: z.uuid(E.unknownOrder),
  amount: amountText,
  method: z.enum(ORDER_PAYMENT_METHODS, { message: E.method }),
  date: paidOnDay,
  /** The staff record of whoever dispensed the glasses, or "" when not yet dispensed. */
  dispensedBy: z._default(z.optional(z.union([z.literal(""), z.uuid(E.dispensedBy)])), ""),
});
export type RecordPaymentInput = z.input<typeof recordPaymentSchema>;

export const recordRefundSchema = z.strictObject({
  orderId: z.uuid(E.unknownOrder),
  method: z.enum(ORDER_PAYMENT_METHODS, { message: E.method }),
  date: paidOnDay,
});
export type RecordRefundInput = z.input<typeof recordRefundSchema>;

/** The day sheet's "Mark seen": the fee paid (amount and method), or Covered by OHIP. */
export const markSeenSchema = z
  .strictObject({
    bookingId: z.uuid(E.unknownVisit),
    ohip: z._default(z.boolean(), false),
    fee: z._default(z.optional(z.string()), ""),
    method: z.enum(EXAM_PAYMENT_METHODS, { message: E.method }),
    date: paidOnDay,
    /** The patient's next exam, filled with what the recall rules give; empty leaves the rules to decide. */
    nextExamDue: nextExamDueText,
  })
  .check(
    z.superRefine((v, ctx) => {
      if (v.ohip) return;
      if (!v.fee.trim()) ctx.addIssue({ code: "custom", message: E.feeOrOhip, path: ["fee"], input: v.fee });
      else if (!(AMOUNT.test(v.fee.trim()) && Number(v.fee) > 0 && Number(v.fee) <= 100_000)) ctx.addIssue({ code: "custom", message: E.amount, path: ["fee"], input: v.fee });
    }),
  );
export type MarkSeenInput = z.input<typeof markSeenSchema>;
