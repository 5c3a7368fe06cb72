"use client";

import { Controller, useFormContext } from "react-hook-form";
import { FieldError } from "@/components/ui/field";
import { FieldGroup } from "@/components/admin/form-parts";
import { ImageUploader } from "@/components/admin/image-uploader";
import type { ProductFormValues } from "@/lib/validations/product";

/**
 * The product's images, main image first. onUploaded reports each stored file to the dialog,
 * which removes the ones nothing points at when it is saved or closed.
 */
export function ImagesSection({ onUploaded }: { onUploaded: (url: string) => void }) {
  const { control, formState } = useFormContext<ProductFormValues>();
  const { errors } = formState;
  return (
    <FieldGroup title="Images" hint="The first image is the main one in the shop. Up to 5 images, 5MB each.">
      <Controller
        control={control}
        name="images"
        render={({ field: f }) => <ImageUploader id="product-images" value={f.value} onChange={f.onChange} onUploaded={onUploaded} />}
      />
      <FieldError id="product-images-error" message={errors.images?.message ?? errors.images?.root?.message} />
    </FieldGroup>
  );
}
