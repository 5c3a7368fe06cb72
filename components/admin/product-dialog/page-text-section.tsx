"use client";

import { useFormContext } from "react-hook-form";
import { FieldError } from "@/components/ui/field";
import { FieldGroup, inputClass } from "@/components/admin/form-parts";
import { fieldProps, labelClass } from "@/components/admin/product-dialog/field-parts";
import type { ProductFormValues } from "@/lib/validations/product";

// The product page's optional sections, by field, under the headings the page gives them.
const PAGE_SECTIONS = [
  ["size_fit", "Size & Fit"],
  ["features_technology", "Features & Technology"],
  ["included_with_order", "Included with Your Order"],
  ["shipping_returns", "Shipping & Returns"],
] as const;

/** The free text of the product page's sections. */
export function PageTextSection() {
  const { register, formState } = useFormContext<ProductFormValues>();
  const { errors } = formState;
  return (
    <FieldGroup title="Product page sections" hint="Each section shows on the product page only when filled.">
      {PAGE_SECTIONS.map(([name, label]) => (
        <div key={name}>
          <label htmlFor={`product-${name}`} className={labelClass}>
            {label}
          </label>
          <textarea {...fieldProps(errors, name)} rows={3} className={inputClass} {...register(name)} />
          <FieldError id={`product-${name}-error`} message={errors[name]?.message} />
        </div>
      ))}
    </FieldGroup>
  );
}
