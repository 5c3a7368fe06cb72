"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { useForm, useWatch } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import { buttonClass } from "@/components/ui/button";
import { Modal } from "@/components/ui/modal";
import type { Brand, Category } from "@/lib/catalog/types";
import { brandSchema, categorySchema, slugify } from "@/lib/validations/product";
import { addBrandAction, addCategoryAction } from "./actions";
import { FieldError } from "@/components/ui/field";
import { inputClass } from "./form-parts";

type Values = { name: string; description: string; is_luxury: boolean };

/** Add Brand / Add Category: name (required), optional description; the slug follows the name. */
export function TaxonomyDialog({
  kind,
  open,
  onOpenChange,
  onAdded,
}: {
  kind: "brand" | "category";
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onAdded: (item: Brand | Category) => void;
}) {
  const label = kind === "brand" ? "Brand" : "Category";
  const form = useForm<Values>({
    resolver: zodResolver(kind === "brand" ? brandSchema : categorySchema) as never,
    defaultValues: { name: "", description: "", is_luxury: false },
  });
  const { register, handleSubmit, reset, control, formState } = form;
  useEffect(() => {
    if (open) reset({ name: "", description: "", is_luxury: false });
  }, [open, reset]);
  const slug = slugify(useWatch({ control, name: "name" }) ?? "");

  const submit = handleSubmit(
    async () => {
      // The inputs as typed: the action parses them with the same schema (the resolver's output has nulls).
      const values = form.getValues();
      const result = await (kind === "brand" ? addBrandAction(values) : addCategoryAction(values)).catch(() => ({
        ok: false as const,
        error: `Failed to add ${kind}: Unknown error`,
      }));
      if (!result.ok) {
        toast.error(result.error);
        return;
      }
      toast.success(`${label} "${result.item.name}" added`);
      onAdded(result.item);
      onOpenChange(false);
    },
    (errors) => {
      const first = errors.name?.message ?? errors.description?.message;
      if (first) toast.error(first);
    },
  );

  const id = `add-${kind}`;
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={`Add ${label}`} description={`New ${kind === "brand" ? "brands" : "categories"} appear at once in the product form and the shop filters.`}>
      <form onSubmit={submit} noValidate className="flex min-h-0 flex-1 flex-col">
        <div className="space-y-4 overflow-y-auto px-5 py-4 sm:px-6">
          <div>
            <label htmlFor={`${id}-name`} className="mb-1 block text-sm font-medium text-ink">
              Name
            </label>
            <input
              id={`${id}-name`}
              autoComplete="off"
              aria-required="true"
              aria-invalid={formState.errors.name ? true : undefined}
              aria-describedby={`${id}-name-hint${formState.errors.name ? ` ${id}-name-error` : ""}`}
              className={inputClass}
              {...register("name")}
            />
            <p id={`${id}-name-hint`} className="mt-1 text-xs text-ink-muted">
              {kind === "brand" ? `Brand page: /brampton/brands/${slug || "…"}` : `Slug: ${slug || "…"}`}
            </p>
            <FieldError id={`${id}-name-error`} message={formState.errors.name?.message} />
          </div>
          <div>
            <label htmlFor={`${id}-description`} className="mb-1 block text-sm font-medium text-ink">
              Description <span className="font-normal text-ink-muted">(optional)</span>
            </label>
            <textarea id={`${id}-description`} rows={3} className={inputClass} {...register("description")} />
            <FieldError id={`${id}-description-error`} message={formState.errors.description?.message} />
          </div>
          {kind === "brand" ? (
            <label className="flex items-center gap-2 text-sm text-ink">
              <input type="checkbox" className="size-4 accent-brand-600" {...register("is_luxury")} />
              Luxury brand
            </label>
          ) : null}
        </div>
        <div className="flex justify-end gap-2 border-t border-line px-5 py-4 sm:px-6">
          <button type="button" onClick={() => onOpenChange(false)} className={buttonClass("outline")}>
            Cancel
          </button>
          <button type="submit" disabled={formState.isSubmitting} className={buttonClass("primary")}>
            {formState.isSubmitting ? "Adding..." : `Add ${label}`}
          </button>
        </div>
      </form>
    </Modal>
  );
}
