"use client";

import type { FieldErrors, FieldPath, UseFormRegister } from "react-hook-form";
import { PROVINCES, REQUIRED_MESSAGE, type CheckoutForm } from "@/lib/validations/checkout";

export const checkoutInput =
  "block w-full rounded-lg border border-line bg-surface px-3 py-2.5 text-ink focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30 aria-[invalid=true]:border-red-500";

type FormParts = {
  register: UseFormRegister<CheckoutForm>;
  errors: FieldErrors<CheckoutForm>;
  clearErrors: (name: FieldPath<CheckoutForm>) => void;
};

/** A checkout field's label, box and error; required unless `optional`. */
export function TextField({
  name, label, type = "text", autoComplete, optional = false, register, errors, clearErrors,
}: FormParts & { name: FieldPath<CheckoutForm>; label: string; type?: string; autoComplete?: string; optional?: boolean }) {
  const err = errors[name as keyof CheckoutForm];
  return (
    <div className="space-y-1.5">
      <label htmlFor={`co-${name}`} className="block text-sm font-medium text-ink">
        {label} {optional ? null : <span aria-hidden className="text-red-600">*</span>}
      </label>
      <input
        id={`co-${name}`}
        type={type}
        autoComplete={autoComplete}
        aria-required={optional ? undefined : true}
        aria-invalid={!!err}
        aria-describedby={err ? `co-${name}-error` : undefined}
        className={checkoutInput}
        {...register(name, { onChange: () => err && clearErrors(name) })}
      />
      <FieldMessage name={name} message={err?.message} />
    </div>
  );
}

/** Under a field: "Required" for an empty required field, else the rule's own words. */
export function FieldMessage({ name, message }: { name: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={`co-${name}-error`} className="text-xs font-medium text-red-700 dark:text-red-400">
      {message === REQUIRED_MESSAGE ? "Required" : message}
    </p>
  );
}

export function ProvinceField({ name, label, register }: Pick<FormParts, "register"> & { name: "province" | "billingProvince"; label: string }) {
  return (
    <div className="space-y-1.5">
      <label htmlFor={`co-${name}`} className="block text-sm font-medium text-ink">{label} <span aria-hidden className="text-red-600">*</span></label>
      <select id={`co-${name}`} className={checkoutInput} {...register(name)}>
        {PROVINCES.map((p) => <option key={p} value={p}>{p}</option>)}
      </select>
    </div>
  );
}
