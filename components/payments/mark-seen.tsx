"use client";

import { useWatch } from "react-hook-form";
import { EXAM_PAYMENT_METHODS, PAYMENT_COPY as C } from "@/content/payments";
import { RECALL_RULES_COPY as R } from "@/content/recall";
import { INSURANCE_COPY as I, INSURANCE_PLANS, INSURANCE_RELATIONSHIPS } from "@/content/insurance-plans";
import { Field, inputClass } from "@/components/ui/field";
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
      defaults={{ bookingId, ohip: false, fee: "", method: "debit", date: today, nextExamDue: nextExamDue ?? "", insurance: NO_INSURANCE }}
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
      <SeenInsurance form={form} />
    </>
  );
}

const NO_INSURANCE = { insurer: "", policyNumber: "", memberId: "", relationship: "" };

/** Issue 45: the patient's plan, printed on the exam receipt (optional, collapsed until opened). */
function SeenInsurance({ form }: { form: Parameters<Parameters<typeof PaymentDialog<MarkSeenInput>>[0]["children"]>[0] }) {
  const errors = (form.formState.errors.insurance ?? {}) as Partial<Record<keyof typeof NO_INSURANCE, { message?: string }>>;
  const select = (name: "insurer" | "relationship", label: string, options: [string, string][]) => (
    <Field id={`seen-${name}`} label={label} error={errors[name]?.message}>
      <select id={`seen-${name}`} className={inputClass} aria-invalid={errors[name] ? true : undefined} {...form.register(`insurance.${name}` as never)}>
        {options.map(([value, words]) => <option key={value} value={value}>{words}</option>)}
      </select>
    </Field>
  );
  const text = (name: "policyNumber" | "memberId", label: string) => (
    <Field id={`seen-${name}`} label={label} error={errors[name]?.message}>
      <input id={`seen-${name}`} className={inputClass} autoComplete="off" aria-invalid={errors[name] ? true : undefined} {...form.register(`insurance.${name}` as never)} />
    </Field>
  );
  return (
    <details open={Object.keys(errors).length > 0} className="rounded-xl border border-line p-3">
      <summary className="cursor-pointer text-sm font-medium text-ink">
        {I.heading} <span className="font-normal text-ink-muted">({I.optional})</span>
      </summary>
      <div className="mt-3 space-y-3">
        {select("insurer", I.insurer, [["", I.none], ...INSURANCE_PLANS.map((p): [string, string] => [p, p])])}
        {text("policyNumber", I.policyNumber)}
        {text("memberId", I.memberId)}
        {select("relationship", I.relationship, [["", I.choose], ...Object.entries(INSURANCE_RELATIONSHIPS)])}
      </div>
    </details>
  );
}
