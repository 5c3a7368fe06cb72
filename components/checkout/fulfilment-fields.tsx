"use client";

import type { FieldErrors, UseFormRegister } from "react-hook-form";
import { FULFILMENT_COPY as C } from "@/content/fulfilment";
import type { CheckoutForm } from "@/lib/validations/checkout";
import { FieldMessage } from "./checkout-fields";

/** A clinic an order can be picked up at, as the checkout lists it. */
export type PickupClinic = { id: string; name: string; address: string; province: string };

const option =
  "flex cursor-pointer gap-3 rounded-xl border border-line p-4 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500/40 dark:has-[:checked]:bg-brand-950/40";

/**
 * Step 2's choice: delivery to an address, or "Pick up at a clinic" with the clinic (the
 * patient's usual clinic listed first). Radio groups in fieldsets, so a screen reader hears
 * each question with its answers.
 */
export function FulfilmentChoice({ register, pickup }: { register: UseFormRegister<CheckoutForm>; pickup: boolean }) {
  return (
    <fieldset className="sm:col-span-2">
      <legend className="text-sm font-medium text-ink">{C.legend}</legend>
      <div className="mt-2 grid gap-3 sm:grid-cols-2">
        {(["delivery", "pickup"] as const).map((value) => (
          <label key={value} className={option}>
            {/* Named by its title alone ("Delivery"), the hint read as its description. */}
            <input
              type="radio"
              value={value}
              className="mt-1 size-4 accent-brand-600"
              aria-labelledby={`co-fulfilment-${value}`}
              aria-describedby={`co-fulfilment-${value}-hint`}
              {...register("fulfilment")}
              defaultChecked={(value === "pickup") === pickup}
            />
            <span>
              <span id={`co-fulfilment-${value}`} className="block font-medium text-ink">{value === "pickup" ? C.pickup : C.delivery}</span>
              <span id={`co-fulfilment-${value}-hint`} className="block text-sm text-ink-muted">{value === "pickup" ? C.pickupHint : C.deliveryHint}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function PickupClinics({ clinics, usual, register, errors, clearErrors }: {
  clinics: readonly PickupClinic[];
  usual: string | null;
  register: UseFormRegister<CheckoutForm>;
  errors: FieldErrors<CheckoutForm>;
  clearErrors: (name: "pickupClinic") => void;
}) {
  const err = errors.pickupClinic?.message;
  return (
    <fieldset className="sm:col-span-2" aria-describedby={err ? "co-pickupClinic-error" : undefined}>
      <legend className="text-sm font-medium text-ink">
        {C.clinicLegend} <span aria-hidden className="text-red-600">*</span>
      </legend>
      <div className="mt-2 grid gap-3">
        {clinics.map((c) => (
          <label key={c.id} className={option}>
            <input
              type="radio"
              value={c.id}
              className="mt-1 size-4 accent-brand-600"
              aria-labelledby={`co-clinic-${c.id}`}
              aria-describedby={`co-clinic-${c.id}-address`}
              {...register("pickupClinic", { onChange: () => err && clearErrors("pickupClinic") })}
            />
            <span>
              <span id={`co-clinic-${c.id}`} className="block font-medium text-ink">
                {c.name}
                {c.id === usual ? <span className="ml-2 rounded-full bg-brand-100 px-2 py-0.5 text-xs font-medium text-brand-800 dark:bg-brand-900 dark:text-brand-100">{C.usualClinic}</span> : null}
              </span>
              <span id={`co-clinic-${c.id}-address`} className="block text-sm text-ink-muted">{c.address}</span>
            </span>
          </label>
        ))}
      </div>
      <FieldMessage name="pickupClinic" message={err} />
    </fieldset>
  );
}
