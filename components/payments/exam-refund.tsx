"use client";

import { EXAM_PAYMENT_METHODS, PAYMENT_COPY as C } from "@/content/payments";
import { recordExamRefundSchema, type RecordExamRefundInput } from "@/lib/validations/payments";
import { recordExamRefundAction } from "./actions";
import { FormInput, MethodSelect, PaymentDialog } from "./payment-dialog";

/** The day sheet's "Record refund" on a seen visit's fee (issue 45): all of it, with a refund note. */
export function ExamRefund({ bookingId, label, today }: { bookingId: string; label: string; today: string }) {
  return (
    <PaymentDialog<RecordExamRefundInput>
      trigger={C.recordRefund}
      triggerLabel={`${C.recordRefund}: ${label}`}
      triggerVariant="outline"
      title={`${C.recordRefund}: ${label}`}
      description={C.examRefundHint}
      schema={recordExamRefundSchema}
      defaults={{ bookingId, method: "debit", date: today }}
      send={recordExamRefundAction}
      done={C.refunded}
    >
      {(form) => (
        <>
          <MethodSelect form={form} id="exam-refund-method" methods={EXAM_PAYMENT_METHODS} />
          <FormInput form={form} name="date" id="exam-refund-date" label={C.date} type="date" max={today} />
        </>
      )}
    </PaymentDialog>
  );
}
