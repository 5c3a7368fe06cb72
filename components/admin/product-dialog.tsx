"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { Plus, Trash2 } from "@/components/ui/icons";
import { useEffect, useState } from "react";
import { Controller, useFieldArray, useForm, type FieldErrors } from "react-hook-form";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast";
import { buttonClass } from "@/components/ui/button";
import { Modal } from "@/components/ui/modal";
import type { AdminProduct } from "@/lib/admin/catalog";
import type { Brand, Category } from "@/lib/catalog/types";
import {
  DEFAULT_COLOR,
  EMPTY_PRODUCT,
  GENDER_LABELS,
  GENDERS,
  MAX_COLORS,
  MAX_FAQS,
  PRODUCT_MESSAGES,
  productSchema,
  type ProductFormValues,
} from "@/lib/validations/product";
import { loadProductAction, saveProductAction } from "./actions";
import { FieldError } from "@/components/ui/field";
import { FieldGroup, inputClass } from "./form-parts";
import { removeUploadedImages } from "./image-client";
import { ImageUploader } from "./image-uploader";

const text = (v: string | null | undefined) => v ?? "";
const num = (v: number | null | undefined) => (v === null || v === undefined ? "" : String(v));

function toFormValues(p: AdminProduct): ProductFormValues {
  return {
    name: p.name,
    description: text(p.description),
    price: num(p.price),
    sale_price: num(p.sale_price),
    stock_quantity: num(p.stock_quantity),
    sku: text(p.sku),
    frame_material: text(p.frame_material),
    lens_type: text(p.lens_type),
    gender: p.gender as ProductFormValues["gender"],
    brand_id: text(p.brand_id),
    category_id: text(p.category_id),
    colors: p.colors.map((c) => ({ name: c.name, value: c.value })),
    faqs: p.faqs.map((f) => ({ question: f.question, answer: f.answer })),
    size_fit: text(p.size_fit),
    features_technology: text(p.features_technology),
    included_with_order: text(p.included_with_order),
    shipping_returns: text(p.shipping_returns),
    lens_width: num(p.lens_width),
    bridge_width: num(p.bridge_width),
    temple_length: num(p.temple_length),
    is_polarized: p.is_polarized,
    is_active: p.is_active,
    images: [...p.images],
  };
}

/** The first message in react-hook-form's nested error tree. */
function firstError(errors: FieldErrors<ProductFormValues>): string | undefined {
  const stack: unknown[] = [errors];
  while (stack.length) {
    const e = stack.shift() as Record<string, unknown> | undefined;
    if (!e || typeof e !== "object") continue;
    if (typeof e.message === "string" && e.message) return e.message;
    for (const [k, v] of Object.entries(e)) if (k !== "ref") stack.push(v);
  }
  return undefined;
}

export type ProductDialogState = { mode: "closed" } | { mode: "add" } | { mode: "edit"; id: string; name: string };

/**
 * Add and Edit share this dialog (spec §2): every product field of §3, the frame
 * measurements and the images. The shared zod schema checks it here and again on the server.
 */
export function ProductDialog({
  state,
  onClose,
  onSaved,
  brands,
  categories,
  onAddBrand,
  onAddCategory,
}: {
  state: ProductDialogState;
  onClose: () => void;
  onSaved: () => void;
  brands: Brand[];
  categories: Category[];
  onAddBrand: () => void;
  onAddCategory: () => void;
}) {
  const open = state.mode !== "closed";
  const editingId = state.mode === "edit" ? state.id : null;
  const form = useForm<ProductFormValues>({
    // The schema's input accepts the strings the inputs hold; its output is what the server stores.
    resolver: zodResolver(productSchema) as never,
    defaultValues: EMPTY_PRODUCT,
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  const { register, control, handleSubmit, reset, formState, getValues } = form;
  const colors = useFieldArray({ control, name: "colors" });
  const faqs = useFieldArray({ control, name: "faqs" });
  // The product whose values are in the form; an edit shows "Loading" until they arrive.
  const [loadedId, setLoadedId] = useState<string | null>(null);
  const loading = state.mode === "edit" && loadedId !== state.id;
  // Files stored during this visit of the dialog: removed again if the admin walks away.
  const [uploaded, setUploaded] = useState<string[]>([]);
  const [openedFor, setOpenedFor] = useState<string | null>(null);
  const visit = state.mode === "closed" ? null : (editingId ?? "new");
  if (openedFor !== visit) {
    setOpenedFor(visit);
    setUploaded([]);
    setLoadedId(null);
  }

  useEffect(() => {
    if (state.mode === "closed") return;
    reset(EMPTY_PRODUCT);
    if (state.mode === "add") return;
    let cancelled = false;
    loadProductAction(state.id)
      .catch(() => null)
      .then((result) => {
        if (cancelled) return;
        if (!result?.ok) {
          toast.error(PRODUCT_MESSAGES.loadFailed);
          onClose();
          return;
        }
        reset(toFormValues(result.product));
        setLoadedId(result.product.id);
      });
    return () => {
      cancelled = true;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- load once per opening
  }, [state.mode, editingId]);

  function close() {
    if (formState.isSubmitting) return;
    if (uploaded.length) void removeUploadedImages(uploaded);
    onClose();
  }

  const submit = handleSubmit(
    async () => {
      const values = getValues();
      const result = await saveProductAction(editingId, values).catch(() => ({ ok: false as const, error: "Failed to save product: Unknown error" }));
      if (!result.ok) {
        toast.error(result.error);
        return;
      }
      // Uploaded, then removed again before saving: nothing points at these files.
      const orphans = uploaded.filter((u) => !values.images.includes(u));
      if (orphans.length) void removeUploadedImages(orphans);
      toast.success(editingId ? `${values.name.trim()} was saved` : `${values.name.trim()} was added`);
      onSaved();
    },
    (errors) => {
      const message = firstError(errors);
      if (message) toast.error(message);
    },
  );

  const err = formState.errors;
  const field = (name: keyof ProductFormValues) => ({
    id: `product-${name}`,
    "aria-invalid": err[name] ? true : undefined,
    "aria-describedby": err[name] ? `product-${name}-error` : undefined,
  });
  const labelClass = "mb-1 block text-sm font-medium text-ink";
  const title = state.mode === "edit" ? `Edit ${state.name}` : "Add Product";

  return (
    <Modal
      open={open}
      onOpenChange={(o) => !o && close()}
      title={title}
      description={state.mode === "edit" ? "Changes show in the shop as soon as you save." : "New products are saved active and show in the shop at once."}
      size="xl"
    >
      {loading ? (
        <div role="status" className="flex items-center justify-center gap-2 px-6 py-16 text-ink-muted">
          <Spinner className="size-5" />
          Loading product…
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="flex min-h-0 flex-1 flex-col">
          <div className="space-y-5 overflow-y-auto px-5 py-5 sm:px-6">
            <p className="text-xs text-ink-muted">Only the name and the price must be filled in.</p>
            <FieldGroup title="Product">
              <div>
                <label htmlFor="product-name" className={labelClass}>
                  Name
                </label>
                <input {...field("name")} aria-required="true" autoComplete="off" className={inputClass} {...register("name")} />
                <FieldError id="product-name-error" message={err.name?.message} />
              </div>
              <div>
                <label htmlFor="product-description" className={labelClass}>
                  Description
                </label>
                <textarea {...field("description")} rows={3} className={inputClass} {...register("description")} />
                <FieldError id="product-description-error" message={err.description?.message} />
              </div>
            </FieldGroup>

            <FieldGroup title="Price and stock">
              <div className="grid gap-4 sm:grid-cols-2">
                <div>
                  <label htmlFor="product-price" className={labelClass}>
                    Price ($)
                  </label>
                  <input {...field("price")} aria-required="true" inputMode="decimal" className={inputClass} {...register("price")} />
                  <FieldError id="product-price-error" message={err.price?.message} />
                </div>
                <div>
                  <label htmlFor="product-sale_price" className={labelClass}>
                    Sale price ($)
                  </label>
                  <input {...field("sale_price")} inputMode="decimal" placeholder="No sale" className={inputClass} {...register("sale_price")} />
                  <FieldError id="product-sale_price-error" message={err.sale_price?.message} />
                </div>
                <div>
                  <label htmlFor="product-stock_quantity" className={labelClass}>
                    Stock quantity
                  </label>
                  <input {...field("stock_quantity")} inputMode="numeric" className={inputClass} {...register("stock_quantity")} />
                  <FieldError id="product-stock_quantity-error" message={err.stock_quantity?.message} />
                </div>
                <div>
                  <label htmlFor="product-sku" className={labelClass}>
                    SKU
                  </label>
                  <input {...field("sku")} autoComplete="off" className={inputClass} {...register("sku")} />
                  <FieldError id="product-sku-error" message={err.sku?.message} />
                </div>
              </div>
            </FieldGroup>

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
                  <select {...field("brand_id")} className={inputClass} {...register("brand_id")}>
                    <option value="">No brand</option>
                    {brands.map((b) => (
                      <option key={b.id} value={b.id}>
                        {b.name}
                      </option>
                    ))}
                  </select>
                  <FieldError id="product-brand_id-error" message={err.brand_id?.message} />
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
                  <select {...field("category_id")} className={inputClass} {...register("category_id")}>
                    <option value="">No category</option>
                    {categories.map((c) => (
                      <option key={c.id} value={c.id}>
                        {c.name}
                      </option>
                    ))}
                  </select>
                  <FieldError id="product-category_id-error" message={err.category_id?.message} />
                </div>
                <div>
                  <label htmlFor="product-gender" className={labelClass}>
                    Gender
                  </label>
                  <select {...field("gender")} className={inputClass} {...register("gender")}>
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
                  <input {...field("frame_material")} placeholder="e.g. Acetate" className={inputClass} {...register("frame_material")} />
                  <FieldError id="product-frame_material-error" message={err.frame_material?.message} />
                </div>
                <div>
                  <label htmlFor="product-lens_type" className={labelClass}>
                    Lens type
                  </label>
                  <input {...field("lens_type")} placeholder="e.g. Single vision" className={inputClass} {...register("lens_type")} />
                  <FieldError id="product-lens_type-error" message={err.lens_type?.message} />
                </div>
                <label className="flex items-center gap-2 self-end pb-2 text-sm text-ink">
                  <input type="checkbox" className="size-4 accent-brand-600" {...register("is_polarized")} />
                  Polarized lenses
                </label>
              </div>
            </FieldGroup>

            <FieldGroup title="Frame measurements" hint="As printed inside the temple: lens width, bridge width and temple length, in millimetres.">
              <div className="grid grid-cols-3 gap-3">
                {(
                  [
                    ["lens_width", "Lens width", "30–80"],
                    ["bridge_width", "Bridge width", "10–30"],
                    ["temple_length", "Temple length", "100–160"],
                  ] as const
                ).map(([name, label, range]) => (
                  <div key={name}>
                    <label htmlFor={`product-${name}`} className={labelClass}>
                      {label} <span className="sr-only">(mm)</span>
                    </label>
                    <input {...field(name)} inputMode="numeric" placeholder={range} className={inputClass} {...register(name)} />
                    <FieldError id={`product-${name}-error`} message={err[name]?.message} />
                  </div>
                ))}
              </div>
            </FieldGroup>

            <FieldGroup title="Images" hint="The first image is the main one in the shop. Up to 5 images, 5MB each.">
              <Controller
                control={control}
                name="images"
                render={({ field: f }) => (
                  <ImageUploader
                    id="product-images"
                    value={f.value}
                    onChange={f.onChange}
                    onUploaded={(url) => setUploaded((u) => [...u, url])}
                  />
                )}
              />
              <FieldError id="product-images-error" message={err.images?.message ?? err.images?.root?.message} />
            </FieldGroup>

            <FieldGroup title="Colours" hint={`Up to ${MAX_COLORS}. A row without both a name and a colour is left out.`}>
              {colors.fields.length === 0 ? <p className="text-sm text-ink-muted">No colours yet.</p> : null}
              <ul className="space-y-2">
                {colors.fields.map((c, i) => (
                  <li key={c.id} className="flex items-end gap-2">
                    <div className="flex-1">
                      <label htmlFor={`color-name-${i}`} className="mb-1 block text-xs font-medium text-ink-muted">
                        Colour {i + 1} name
                      </label>
                      <input id={`color-name-${i}`} placeholder="e.g. Havana" className={inputClass} {...register(`colors.${i}.name`)} />
                    </div>
                    <Controller
                      control={control}
                      name={`colors.${i}.value`}
                      render={({ field: f }) => (
                        <>
                          <div>
                            <label htmlFor={`color-picker-${i}`} className="mb-1 block text-xs font-medium text-ink-muted">
                              Pick
                            </label>
                            <input
                              id={`color-picker-${i}`}
                              type="color"
                              value={/^#[0-9a-f]{6}$/i.test(f.value) ? f.value : DEFAULT_COLOR}
                              onChange={(e) => f.onChange(e.target.value)}
                              aria-label={`Colour ${i + 1} value`}
                              className="h-9.5 w-12 cursor-pointer rounded-lg border border-line bg-surface p-1"
                            />
                          </div>
                          <div className="w-28">
                            <label htmlFor={`color-value-${i}`} className="mb-1 block text-xs font-medium text-ink-muted">
                              Code
                            </label>
                            <input id={`color-value-${i}`} value={f.value} onChange={(e) => f.onChange(e.target.value)} onBlur={f.onBlur} className={`${inputClass} font-mono`} />
                          </div>
                        </>
                      )}
                    />
                    <button
                      type="button"
                      onClick={() => colors.remove(i)}
                      aria-label={`Remove colour ${i + 1}`}
                      className="inline-flex size-9.5 shrink-0 items-center justify-center rounded-lg border border-line text-ink-muted hover:bg-surface-muted hover:text-ink"
                    >
                      <Trash2 aria-hidden className="size-4" />
                    </button>
                  </li>
                ))}
              </ul>
              <FieldError id="product-colors-error" message={err.colors?.message ?? err.colors?.root?.message} />
              <button
                type="button"
                disabled={colors.fields.length >= MAX_COLORS}
                onClick={() => colors.append({ name: "", value: DEFAULT_COLOR })}
                className={buttonClass("outline", "sm")}
              >
                <Plus aria-hidden className="size-4" />
                Add colour
              </button>
            </FieldGroup>

            <FieldGroup title="FAQs" hint={`Up to ${MAX_FAQS}. A question without an answer is left out.`}>
              {faqs.fields.length === 0 ? <p className="text-sm text-ink-muted">No FAQs yet.</p> : null}
              <ul className="space-y-3">
                {faqs.fields.map((f, i) => (
                  <li key={f.id} className="space-y-2 rounded-lg bg-surface-muted/60 p-3">
                    <div className="flex items-center justify-between gap-2">
                      <label htmlFor={`faq-question-${i}`} className="text-xs font-medium text-ink-muted">
                        Question {i + 1}
                      </label>
                      <button
                        type="button"
                        onClick={() => faqs.remove(i)}
                        aria-label={`Remove FAQ ${i + 1}`}
                        className="inline-flex size-8 items-center justify-center rounded-lg text-ink-muted hover:bg-surface hover:text-ink"
                      >
                        <Trash2 aria-hidden className="size-4" />
                      </button>
                    </div>
                    <input id={`faq-question-${i}`} className={inputClass} {...register(`faqs.${i}.question`)} />
                    <label htmlFor={`faq-answer-${i}`} className="block text-xs font-medium text-ink-muted">
                      Answer {i + 1}
                    </label>
                    <textarea id={`faq-answer-${i}`} rows={2} className={inputClass} {...register(`faqs.${i}.answer`)} />
                  </li>
                ))}
              </ul>
              <FieldError id="product-faqs-error" message={err.faqs?.message ?? err.faqs?.root?.message} />
              <button
                type="button"
                disabled={faqs.fields.length >= MAX_FAQS}
                onClick={() => faqs.append({ question: "", answer: "" })}
                className={buttonClass("outline", "sm")}
              >
                <Plus aria-hidden className="size-4" />
                Add FAQ
              </button>
            </FieldGroup>

            <FieldGroup title="Product page sections" hint="Each section shows on the product page only when filled.">
              {(
                [
                  ["size_fit", "Size & Fit"],
                  ["features_technology", "Features & Technology"],
                  ["included_with_order", "Included with Your Order"],
                  ["shipping_returns", "Shipping & Returns"],
                ] as const
              ).map(([name, label]) => (
                <div key={name}>
                  <label htmlFor={`product-${name}`} className={labelClass}>
                    {label}
                  </label>
                  <textarea {...field(name)} rows={3} className={inputClass} {...register(name)} />
                  <FieldError id={`product-${name}-error`} message={err[name]?.message} />
                </div>
              ))}
            </FieldGroup>

            {state.mode === "edit" ? (
              <label className="flex items-center gap-2 text-sm text-ink">
                <input type="checkbox" className="size-4 accent-brand-600" {...register("is_active")} />
                Active (visible in the shop)
              </label>
            ) : null}
          </div>
          <div className="flex items-center justify-end gap-2 border-t border-line px-5 py-4 sm:px-6">
            <button type="button" onClick={close} disabled={formState.isSubmitting} className={buttonClass("outline")}>
              Cancel
            </button>
            <button type="submit" disabled={formState.isSubmitting} className={buttonClass("primary")}>
              {formState.isSubmitting ? "Saving..." : state.mode === "edit" ? "Save Changes" : "Add Product"}
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}
