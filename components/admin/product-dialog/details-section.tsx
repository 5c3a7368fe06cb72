"use client";

import { useFormContext } from "react-hook-form";
import { FieldError } from "@/components/ui/field";
import { FieldGroup, inputClass } from "@/components/admin/form-parts";
import { fieldProps, labelClass } from "@/components/admin/product-dialog/field-parts";
import type { Brand, Category } from "@/lib/catalog/types";
import { GENDER_LABELS, GENDERS, type ProductFormValues } from "@/lib/validations/product";

/** The dialog's first group: the product's name (required) and description. */
export function ProductSection() {
  const { register, formState } = useFormContext<ProductFormValues>();
  const { errors } = formState;
  return (
    <FieldGroup title="Product">
      <div>
        <label htmlFor="product-name" className={labelClass}>
          Name
        </label>
        <input {...fieldProps(errors, "name")} aria-required="true" autoComplete="off" className={inputClass} {...register("name")} />
        <FieldError id="product-name-error" message={errors.name?.message} />
      </div>
      <div>
        <label htmlFor="product-description" className={labelClass}>
          Description
        </label>
        <textarea {...fieldProps(errors, "description")} rows={3} className={inputClass} {...register("description")} />
        <FieldError id="product-description-error" message={errors.description?.message} />
      </div>
    </FieldGroup>
  );
}

/**
 * Brand and category, gender, frame material, lens type and polarized. "New brand" and "New category"
 * call back to the catalogue page, which owns the taxonomy dialog and the lists it refreshes.
 */
export function DetailsSection({
  brands,
  categories,
  onAddBrand,
  onAddCategory,
}: {
  brands: Brand[];
  categories: Category[];
  onAddBrand: () => void;
  onAddCategory: () => void;
}) {
  const { register, formState } = useFormContext<ProductFormValues>();
  const { errors } = formState;
  return (
    <FieldGroup title="Details">
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <div className="mb-1 flex items-center justify-between">
            <label htmlFor="product-brand_id" className="text-sm font-medium text-ink">
              Brand
            </label>
            <button type="button" onClick={onAddBrand} className="text-xs font-medium text-brand-700 underline-offset-2 hover:underline dark:text-brand-300">
              New brand
            </button>
          </div>
          <select {...fieldProps(errors, "brand_id")} className={inputClass} {...register("brand_id")}>
            <option value="">No brand</option>
            {brands.map((b) => (
              <option key={b.id} value={b.id}>
                {b.name}
              </option>
            ))}
          </select>
          <FieldError id="product-brand_id-error" message={errors.brand_id?.message} />
        </div>
        <div>
          <div className="mb-1 flex items-center justify-between">
            <label htmlFor="product-category_id" className="text-sm font-medium text-ink">
              Category
            </label>
            <button type="button" onClick={onAddCategory} className="text-xs font-medium text-brand-700 underline-offset-2 hover:underline dark:text-brand-300">
              New category
            </button>
          </div>
          <select {...fieldProps(errors, "category_id")} className={inputClass} {...register("category_id")}>
            <option value="">No category</option>
            {categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
          <FieldError id="product-category_id-error" message={errors.category_id?.message} />
        </div>
        <div>
          <label htmlFor="product-gender" className={labelClass}>
            Gender
          </label>
          <select {...fieldProps(errors, "gender")} className={inputClass} {...register("gender")}>
            {GENDERS.map((g) => (
              <option key={g} value={g}>
                {GENDER_LABELS[g]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="product-frame_material" className={labelClass}>
            Frame material
          </label>
          <input {...fieldProps(errors, "frame_material")} placeholder="e.g. Acetate" className={inputClass} {...register("frame_material")} />
          <FieldError id="product-frame_material-error" message={errors.frame_material?.message} />
        </div>
        <div>
          <label htmlFor="product-lens_type" className={labelClass}>
            Lens type
          </label>
          <input {...fieldProps(errors, "lens_type")} placeholder="e.g. Single vision" className={inputClass} {...register("lens_type")} />
          <FieldError id="product-lens_type-error" message={errors.lens_type?.message} />
        </div>
        <label className="flex items-center gap-2 self-end pb-2 text-sm text-ink">
          <input type="checkbox" className="size-4 accent-brand-600" {...register("is_polarized")} />
          Polarized lenses
        </label>
      </div>
    </FieldGroup>
  );
}
