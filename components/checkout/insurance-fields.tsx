"use client";

import type { FieldErrors, FieldPath, UseFormRegister } from "react-hook-form";
import { INSURANCE_COPY as COPY, INSURANCE_PLANS, INSURANCE_RELATIONSHIPS } from "@/content/insurance-plans";
import type { CheckoutForm } from "@/lib/validations/checkout";
import { FieldMessage, TextField, checkoutInput } from "./checkout-fields";

type Props = {
  register: UseFormRegister<CheckoutForm>;
  errors: FieldErrors<CheckoutForm>;
  clearErrors: (name: FieldPath<CheckoutForm>) => void;
  /** Open from the start when anything is filled in or refused (coming back to the step). */
  open: boolean;
};

/**
 * The payment step's optional "Insurance" section, for direct billing: collapsed until opened.
 * Given at all, it needs the insurer and the member ID (insuranceSchema says so, on both sides).
 */
export function InsuranceFields({ register, errors, clearErrors, open }: Props) {
  const select = (name: "insurer" | "relationship", label: string, options: [string, string][], hint?: string) => {
    const err = errors[name];
    return (
      <div className="space-y-1.5">
        <label htmlFor={`co-${name}`} className="block text-sm font-medium text-ink">{label}</label>
        <select
          id={`co-${name}`}
          aria-invalid={!!err}
          aria-describedby={[hint ? `co-${name}-hint` : "", err ? `co-${name}-error` : ""].filter(Boolean).join(" ") || undefined}
          className={checkoutInput}
          {...register(name, { onChange: () => err && clearErrors(name) })}
        >
          {options.map(([value, words]) => <option key={value} value={value}>{words}</option>)}
        </select>
        {hint ? <p id={`co-${name}-hint`} className="text-xs text-ink-muted">{hint}</p> : null}
        <FieldMessage name={name} message={err?.message} />
      </div>
    );
  };
  const parts = { register, errors, clearErrors, optional: true };
  return (
    <details open={open} className="group rounded-xl border border-line p-4 sm:col-span-2" data-testid="insurance-section">
      <summary className="cursor-pointer text-base font-semibold text-ink">
        {COPY.heading} <span className="text-sm font-normal text-ink-muted">({COPY.optional})</span>
      </summary>
      <p className="mt-2 text-sm text-ink-muted">{COPY.lead}</p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          {select("insurer", COPY.insurer, [["", COPY.none], ...INSURANCE_PLANS.map((p): [string, string] => [p, p])])}
        </div>
        <TextField name="policyNumber" label={COPY.policyNumber} autoComplete="off" {...parts} />
        <TextField name="memberId" label={COPY.memberId} autoComplete="off" {...parts} />
        {select("relationship", COPY.relationship, [["", COPY.choose], ...Object.entries(INSURANCE_RELATIONSHIPS)], COPY.relationshipHint)}
      </div>
    </details>
  );
}
