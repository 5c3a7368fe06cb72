"use client";

import { ORDER_PAYMENT_METHODS, PAYMENT_COPY as C } from "@/content/payments";
import { recordPaymentSchema, recordRefundSchema, type RecordPaymentInput, type RecordRefundInput } from "@/lib/validations/payments";
import { recordPaymentAction, recordRefundAction } from "./actions";
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

/** "Record refund": pays back everything paid and issues a refund note. */
export function RecordRefund({ orderId, orderNumber, today }: { orderId: string; orderNumber: string; today: string }) {
  return (
    <PaymentDialog<RecordRefundInput>
      trigger={C.recordRefund}
      triggerVariant="outline"
      title={`${C.recordRefund}: ${orderNumber}`}
      description={C.refundHint}
      schema={recordRefundSchema}
      defaults={{ orderId, method: "debit", date: today }}
      send={recordRefundAction}
      done={C.refunded}
    >
      {(form) => (
        <>
          <MethodSelect form={form} id="refund-method" methods={ORDER_PAYMENT_METHODS} />
          <FormInput form={form} name="date" id="refund-date" label={C.date} type="date" max={today} />
        </>
      )}
    </PaymentDialog>
  );
}
