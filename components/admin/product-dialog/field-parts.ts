import type { FieldErrors } from "react-hook-form";
import type { ProductFormValues } from "@/lib/validations/product";

/** The label above each single field of the product dialog. */
export const labelClass = "mb-1 block text-sm font-medium text-ink";

/** A single field's id and, once it has an error, the ARIA that points at that error. */
export function fieldProps(errors: FieldErrors<ProductFormValues>, name: keyof ProductFormValues) {
  return {
    id: `product-${name}`,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `product-${name}-error` : undefined,
  } as const;
}
