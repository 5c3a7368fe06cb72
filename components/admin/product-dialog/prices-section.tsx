"use client";

import { useFormContext } from "react-hook-form";
import { FieldError } from "@/components/ui/field";
import { FieldGroup, inputClass } from "@/components/admin/form-parts";
import { fieldProps, labelClass } from "@/components/admin/product-dialog/field-parts";
import type { ProductFormValues } from "@/lib/validations/product";

/** Price (required), sale price, stock quantity and SKU. */
export function PricesSection() {
  const { register, formState } = useFormContext<ProductFormValues>();
  const { errors } = formState;
  return (
    <FieldGroup title="Price and stock">
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor="product-price" className={labelClass}>
            Price ($)
          </label>
          <input {...fieldProps(errors, "price")} aria-required="true" inputMode="decimal" className={inputClass} {...register("price")} />
          <FieldError id="product-price-error" message={errors.price?.message} />
        </div>
        <div>
          <label htmlFor="product-sale_price" className={labelClass}>
            Sale price ($)
          </label>
          <input {...fieldProps(errors, "sale_price")} inputMode="decimal" placeholder="No sale" className={inputClass} {...register("sale_price")} />
          <FieldError id="product-sale_price-error" message={errors.sale_price?.message} />
        </div>
        <div>
          <label htmlFor="product-stock_quantity" className={labelClass}>
            Stock quantity
          </label>
          <input {...fieldProps(errors, "stock_quantity")} inputMode="numeric" className={inputClass} {...register("stock_quantity")} />
          <FieldError id="product-stock_quantity-error" message={errors.stock_quantity?.message} />
        </div>
        <div>
          <label htmlFor="product-sku" className={labelClass}>
            SKU
          </label>
          <input {...fieldProps(errors, "sku")} autoComplete="off" className={inputClass} {...register("sku")} />
          <FieldError id="product-sku-error" message={errors.sku?.message} />
        </div>
      </div>
    </FieldGroup>
  );
}
