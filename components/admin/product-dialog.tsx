"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useState } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast";
import { buttonClass } from "@/components/ui/button";
import { Modal } from "@/components/ui/modal";
import type { Brand, Category } from "@/lib/catalog/types";
import { EMPTY_PRODUCT, PRODUCT_MESSAGES, productSchema, type ProductFormValues } from "@/lib/validations/product";
import { loadProductAction, saveProductAction } from "./actions";
import { removeUploadedImages } from "./image-client";
import { ColoursSection } from "@/components/admin/product-dialog/colours-section";
import { DetailsSection, ProductSection } from "@/components/admin/product-dialog/details-section";
import { FaqsSection } from "@/components/admin/product-dialog/faqs-section";
import { firstError, toFormValues } from "@/components/admin/product-dialog/form-values";
import { ImagesSection } from "@/components/admin/product-dialog/images-section";
import { MeasurementsSection } from "@/components/admin/product-dialog/measurements-section";
import { PageTextSection } from "@/components/admin/product-dialog/page-text-section";
import { PricesSection } from "@/components/admin/product-dialog/prices-section";

export type ProductDialogState = { mode: "closed" } | { mode: "add" } | { mode: "edit"; id: string; name: string };

/**
 * Add and Edit share this dialog (spec §2): every product field of §3, the frame
 * measurements and the images. The shared zod schema checks it here and again on the server.
 * Each group of fields is a section in ./product-dialog/, reading this form through useFormContext.
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
  const { register, handleSubmit, reset, formState, getValues } = form;
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
        <FormProvider {...form}>
          <form onSubmit={submit} noValidate className="flex min-h-0 flex-1 flex-col">
            <div className="space-y-5 overflow-y-auto px-5 py-5 sm:px-6">
              <p className="text-xs text-ink-muted">Only the name and the price must be filled in.</p>
              <ProductSection />
              <PricesSection />
              <DetailsSection brands={brands} categories={categories} onAddBrand={onAddBrand} onAddCategory={onAddCategory} />
              <MeasurementsSection />
              <ImagesSection onUploaded={(url) => setUploaded((u) => [...u, url])} />
              <ColoursSection />
              <FaqsSection />
              <PageTextSection />
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
        </FormProvider>
      )}
    </Modal>
  );
}
