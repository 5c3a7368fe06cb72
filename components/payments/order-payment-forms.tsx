"use client";

import { ORDER_PAYMENT_METHODS, PAYMENT_COPY as C } from "@/content/payments";
import type { UseFormReturn } from "react-hook-form";
import {
  recordPaymentSchema, recordRefundSchema, reopenOrderSchema, type RecordPaymentInput, type RecordRefundInput, type ReopenOrderInput,
} from "@/lib/validations/payments";
import { recordPaymentAction, recordRefundAction, reopenOrderAction } from "./actions";
import { FormInput, MethodSelect, PaymentDialog } from "./payment-dialog";
import { Field, inputClass } from "@/components/ui/field";

export type StaffOption = { id: string; label: string };

/** "Record payment" on an order: Amount (the balance by default), Method, Date, and who dispensed the glasses. */
export function RecordPayment({ orderId, orderNumber, balance, today, staff, dispensedBy }: { orderId: string; orderNumber: string; balance: string; today: string; staff: StaffOption[]; dispensedBy: string }) {
  return (
    <PaymentDialog<RecordPaymentInput>
      trigger={C.recordPayment}
      title={`${C.recordPayment}: ${orderNumber}`}
      description={C.balanceDue(`$${balance}`)}
      schema={recordPaymentSchema}
      defaults={{ orderId, amount: balance, method: "debit", date: today, dispensedBy }}
      send={recordPaymentAction}
      done={C.recorded}
    >
      {(form) => (
        <>
          <FormInput form={form} name="amount" id="payment-amount" label={C.amount} inputMode="decimal" autoComplete="off" />
          <MethodSelect form={form} id="payment-method" methods={ORDER_PAYMENT_METHODS} />
          <FormInput form={form} name="date" id="payment-date" label={C.date} type="date" max={today} />
          <Field id="payment-dispensed" label={C.dispensedBy} optional error={form.formState.errors.dispensedBy?.message}>
            <select id="payment-dispensed" className={inputClass} {...form.register("dispensedBy")}>
              <option value="">{C.dispensedNobody}</option>
              {staff.map((s) => <option key={s.id} value={s.id}>{s.label}</option>)}
            </select>
          </Field>
        </>
      )}
    </PaymentDialog>
  );
}

/** A line that can be refunded on its own: its id and "Frame (… with tax)". */
export type RefundLineOption = { id: string; label: string };

/** "Record refund": everything paid, the lines ticked or an amount, with a refund note (issue 45). */
export function RecordRefund({ orderId, orderNumber, today, lines }: { orderId: string; orderNumber: string; today: string; lines: RefundLineOption[] }) {
  return (
    <PaymentDialog<RecordRefundInput>
      trigger={C.recordRefund}
      triggerVariant="outline"
      title={`${C.recordRefund}: ${orderNumber}`}
      description={C.refundHint}
      schema={recordRefundSchema}
      defaults={{ orderId, method: "debit", date: today, lines: [], amount: "" }}
      send={recordRefundAction}
      done={C.refunded}
    >
      {(form) => <RefundFields form={form} today={today} lines={lines} />}
    </PaymentDialog>
  );
}

function RefundFields({ form, today, lines }: { form: UseFormReturn<RecordRefundInput>; today: string; lines: RefundLineOption[] }) {
  const linesError = form.formState.errors.lines?.message ?? form.formState.errors.lines?.root?.message;
  return (
    <>
      {/* Nothing ticked and no amount: everything paid. */}
      <fieldset aria-describedby={linesError ? "refund-lines-error" : "refund-lines-hint"}>
        <legend className="text-sm font-medium text-ink">{C.refundLines}</legend>
        <p id="refund-lines-hint" className="text-xs text-ink-muted">{C.refundLinesHint}</p>
        <div className="mt-2 space-y-1.5">
          {lines.map((l) => (
            <label key={l.id} className="flex items-start gap-2 text-sm text-ink">
              <input type="checkbox" value={l.id} className="mt-0.5 size-4 accent-brand-600" {...form.register("lines")} />
              {l.label}
            </label>
          ))}
        </div>
        {linesError ? <p id="refund-lines-error" role="alert" className="mt-1 text-sm text-red-600 dark:text-red-400">{linesError}</p> : null}
      </fieldset>
      <FormInput form={form} name="amount" id="refund-amount" label={C.amount} inputMode="decimal" autoComplete="off" aria-describedby="refund-amount-hint" />
      <p id="refund-amount-hint" className="-mt-3 text-xs text-ink-muted">{C.refundAmountHint}</p>
      <MethodSelect form={form} id="refund-method" methods={ORDER_PAYMENT_METHODS} />
      <FormInput form={form} name="date" id="refund-date" label={C.date} type="date" max={today} />
    </>
  );
}

/** "Reopen order" after a full refund: a reason, kept with who and when (issue 45). */
export function ReopenOrder({ orderId, orderNumber }: { orderId: string; orderNumber: string }) {
  return (
    <PaymentDialog<ReopenOrderInput>
      trigger={C.reopen}
      triggerVariant="outline"
      title={`${C.reopen}: ${orderNumber}`}
      description={C.reopenHint}
      schema={reopenOrderSchema}
      defaults={{ orderId, reason: "" }}
      send={reopenOrderAction}
      done={C.reopened}
    >
      {(form) => <FormInput form={form} name="reason" id="reopen-reason" label={C.reopenReason} autoComplete="off" maxLength={500} />}
    </PaymentDialog>
  );
}
