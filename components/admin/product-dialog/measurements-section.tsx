"use client";

import { useFormContext } from "react-hook-form";
import { FieldError } from "@/components/ui/field";
import { FieldGroup, inputClass } from "@/components/admin/form-parts";
import { fieldProps, labelClass } from "@/components/admin/product-dialog/field-parts";
import type { ProductFormValues } from "@/lib/validations/product";

// Each measurement: its field, label and, as the placeholder, the range it accepts (MEASUREMENT_LIMITS).
const MEASUREMENTS = [
  ["lens_width", "Lens width", "30–80"],
  ["bridge_width", "Bridge width", "10–30"],
  ["temple_length", "Temple length", "100–160"],
] as const;

/** The three frame measurements, in millimetres, side by side as printed on the temple. */
export function MeasurementsSection() {
  const { register, formState } = useFormContext<ProductFormValues>();
  const { errors } = formState;
  return (
    <FieldGroup title="Frame measurements" hint="As printed inside the temple: lens width, bridge width and temple length, in millimetres.">
      <div className="grid grid-cols-3 gap-3">
        {MEASUREMENTS.map(([name, label, range]) => (
          <div key={name}>
            <label htmlFor={`product-${name}`} className={labelClass}>
              {label} <span className="sr-only">(mm)</span>
            </label>
            <input {...fieldProps(errors, name)} inputMode="numeric" placeholder={range} className={inputClass} {...register(name)} />
            <FieldError id={`product-${name}-error`} message={errors[name]?.message} />
          </div>
        ))}
      </div>
    </FieldGroup>
  );
}
