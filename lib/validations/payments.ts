import { EXAM_PAYMENT_METHODS, ORDER_PAYMENT_METHODS, PAYMENT_COPY as C, PAYMENT_ERRORS as E } from "@/content/payments";
import { insuranceSchema } from "@/lib/validations/checkout";
import { plainText } from "@/lib/validations/text-checks";
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

/** What a refund pays back (issue 45): everything paid, the lines ticked, or an amount. */
export const REFUND_BY = ["all", "lines", "amount"] as const;

/**
 * "Record refund": lines ticked refund those lines, an amount refunds that much, neither refunds
 * everything paid (`by`, when sent, must agree). Both at once is refused.
 */
export const recordRefundSchema = z
  .strictObject({
    orderId: z.uuid(E.unknownOrder),
    method: z.enum(ORDER_PAYMENT_METHODS, { message: E.method }),
    date: paidOnDay,
    by: z.optional(z.enum(REFUND_BY, { message: E.refundBy })),
    // An unticked group of checkboxes reads as false: no lines.
    lines: z.preprocess((v) => (v === false || v === undefined ? [] : typeof v === "string" ? [v] : v), z.array(z.uuid(E.unknownLine)).check(z.maxLength(50))),
    amount: z._default(z.optional(z.string().check(z.maxLength(20))), ""),
  })
  .check(
    z.superRefine((v, ctx) => {
      const by = v.by ?? refundBy(v);
      if (v.lines.length > 0 && v.amount.trim()) ctx.addIssue({ code: "custom", message: E.linesOrAmount, path: ["amount"], input: v.amount });
      else if (by === "lines" && v.lines.length === 0) ctx.addIssue({ code: "custom", message: E.chooseLines, path: ["lines"], input: v.lines });
      else if (by === "amount" && !(AMOUNT.test(v.amount.trim()) && Number(v.amount) > 0 && Number(v.amount) <= 100_000)) {
        ctx.addIssue({ code: "custom", message: E.amount, path: ["amount"], input: v.amount });
      } else if (by === "all" && (v.lines.length > 0 || v.amount.trim())) ctx.addIssue({ code: "custom", message: E.linesOrAmount, path: ["amount"], input: v.amount });
    }),
  );

/** What a refund's form asked for: the lines ticked, else the amount given, else everything paid. */
export function refundBy(v: { by?: (typeof REFUND_BY)[number]; lines: readonly string[]; amount: string }): (typeof REFUND_BY)[number] {
  return v.by ?? (v.lines.length > 0 ? "lines" : v.amount.trim() ? "amount" : "all");
}
export type RecordRefundInput = z.input<typeof recordRefundSchema>;

const isEmptyInsurance = (v: unknown) =>
  v === undefined || (typeof v === "object" && v !== null && !Array.isArray(v) && Object.values(v).every((x) => typeof x === "string" && x.trim() === ""));

/** "Reopen order" after a full refund (issue 45): why, in a sentence. */
export const reopenOrderSchema = z.strictObject({
  orderId: z.uuid(E.unknownOrder),
  reason: z.string().check(...plainText(C.reopenReason), z.minLength(3, E.reopenReason), z.maxLength(500, E.reopenReason)),
});
export type ReopenOrderInput = z.input<typeof reopenOrderSchema>;

/** An exam fee refunded (issue 45): all of it, by the method and on the day given. */
export const recordExamRefundSchema = z.strictObject({
  bookingId: z.uuid(E.unknownVisit),
  method: z.enum(EXAM_PAYMENT_METHODS, { message: E.method }),
  date: paidOnDay,
});
export type RecordExamRefundInput = z.input<typeof recordExamRefundSchema>;

/** "Mark dispensed" (issue 45): the day, who dispensed the glasses and at which clinic. */
export const markDispensedSchema = z.strictObject({
  orderId: z.uuid(E.unknownOrder),
  date: z.string().check(z.refine((s) => realDay(s) && s >= "2000-01-01" && s <= todayInToronto(), E.dispensedDate)),
  dispensedBy: z.uuid(E.dispenser),
  clinicId: z.string().check(z.regex(/^[a-z][a-z0-9-]{1,39}$/, E.dispensedClinic)),
});
export type MarkDispensedInput = z.input<typeof markDispensedSchema>;

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
    /** Issue 45: the patient's plan, printed on the exam receipt; all four fields empty is none. */
    insurance: z.preprocess((v) => (isEmptyInsurance(v) ? undefined : v), z.optional(insuranceSchema)),
  })
  .check(
    z.superRefine((v, ctx) => {
      if (v.ohip) return;
      if (!v.fee.trim()) ctx.addIssue({ code: "custom", message: E.feeOrOhip, path: ["fee"], input: v.fee });
      else if (!(AMOUNT.test(v.fee.trim()) && Number(v.fee) > 0 && Number(v.fee) <= 100_000)) ctx.addIssue({ code: "custom", message: E.amount, path: ["fee"], input: v.fee });
    }),
  );
export type MarkSeenInput = z.input<typeof markSeenSchema>;
