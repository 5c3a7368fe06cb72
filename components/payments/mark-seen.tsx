"use client";

import { useWatch } from "react-hook-form";
import { EXAM_PAYMENT_METHODS, PAYMENT_COPY as C } from "@/content/payments";
import { RECALL_RULES_COPY as R } from "@/content/recall";
import { markSeenSchema, type MarkSeenInput } from "@/lib/validations/payments";
import { markSeenAction } from "./actions";
import { FormInput, MethodSelect, PaymentDialog } from "./payment-dialog";

/**
 * The day sheet's "Mark seen": the fee paid (amount, method, date) or "Covered by OHIP", and "Next
 * exam due" as the recall rules give it for this patient on this visit (which staff may change).
 */
export function MarkSeen({ bookingId, label, today, nextExamDue }: { bookingId: string; label: string; today: string; nextExamDue: string | null }) {
  return (
    <PaymentDialog<MarkSeenInput>
      trigger={C.markSeen}
      triggerLabel={`${C.markSeen}: ${label}`}
      title={`${C.markSeen}: ${label}`}
      schema={markSeenSchema}
      defaults={{ bookingId, ohip: false, fee: "", method: "debit", date: today, nextExamDue: nextExamDue ?? "" }}
      send={markSeenAction}
      done={C.seen}
    >
      {(form) => <SeenFields form={form} today={today} />}
    </PaymentDialog>
  );
}

function SeenFields({ form, today }: { form: Parameters<Parameters<typeof PaymentDialog<MarkSeenInput>>[0]["children"]>[0]; today: string }) {
  const ohip = useWatch({ control: form.control, name: "ohip" });
  return (
    <>
      <label className="flex items-center gap-2 text-sm font-medium text-ink">
        <input type="checkbox" className="size-4 accent-brand-600" {...form.register("ohip")} />
        {C.coveredByOhip}
      </label>
      {ohip ? null : (
        <>
          <FormInput form={form} name="fee" id="seen-fee" label={C.feePaid} inputMode="decimal" autoComplete="off" />
          <MethodSelect form={form} id="seen-method" methods={EXAM_PAYMENT_METHODS} />
        </>
      )}
      <FormInput form={form} name="date" id="seen-date" label={C.date} type="date" max={today} />
      <FormInput form={form} name="nextExamDue" id="seen-next-exam" label={R.nextExamDue} type="date" min={today} />
    </>
  );
}
