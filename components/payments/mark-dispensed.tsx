"use client";

import { PAYMENT_COPY as C } from "@/content/payments";
import { Field, inputClass } from "@/components/ui/field";
import { markDispensedSchema, type MarkDispensedInput } from "@/lib/validations/payments";
import { markDispensedAction } from "./actions";
import { FormInput, PaymentDialog } from "./payment-dialog";

type Option = { id: string; label: string };

/**
 * "Mark dispensed" on an order (issue 45): the date, who dispensed the glasses (staff with a
 * registration number) and the clinic. The server refuses a zero-rated pair whose prescription is
 * not verified with its evidence, and otherwise issues the insurance receipt.
 */
export function MarkDispensed({ orderId, orderNumber, today, dispensers, clinics }: { orderId: string; orderNumber: string; today: string; dispensers: Option[]; clinics: Option[] }) {
  return (
    <PaymentDialog<MarkDispensedInput>
      trigger={C.markDispensed}
      triggerVariant="outline"
      title={`${C.markDispensed}: ${orderNumber}`}
      schema={markDispensedSchema}
      defaults={{ orderId, date: today, dispensedBy: dispensers[0]?.id ?? "", clinicId: clinics[0]?.id ?? "" }}
      send={markDispensedAction}
      done={C.dispensed}
    >
      {(form) => (
        <>
          <FormInput form={form} name="date" id="dispensed-date" label={C.dateDispensed} type="date" max={today} />
          <Field id="dispensed-by" label={C.dispensedBy} error={form.formState.errors.dispensedBy?.message}>
            <select id="dispensed-by" className={inputClass} aria-invalid={form.formState.errors.dispensedBy ? true : undefined} {...form.register("dispensedBy")}>
              {dispensers.map((s) => <option key={s.id} value={s.id}>{s.label}</option>)}
            </select>
          </Field>
          <Field id="dispensed-clinic" label={C.clinic} error={form.formState.errors.clinicId?.message}>
            <select id="dispensed-clinic" className={inputClass} aria-invalid={form.formState.errors.clinicId ? true : undefined} {...form.register("clinicId")}>
              {clinics.map((c) => <option key={c.id} value={c.id}>{c.label}</option>)}
            </select>
          </Field>
        </>
      )}
    </PaymentDialog>
  );
}
