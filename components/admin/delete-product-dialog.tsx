"use client";

import { useTransition } from "react";
import { toast } from "@/components/ui/toast";
import { buttonClass } from "@/components/ui/button";
import { Modal } from "@/components/ui/modal";
import { PRODUCT_MESSAGES } from "@/lib/validations/product";
import { deleteProductAction } from "./actions";

/** Spec §7: 'Are you sure you want to delete this product?' before the row and its images go. */
export function DeleteProductDialog({
  product,
  onClose,
  onDeleted,
}: {
  product: { id: string; name: string } | null;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const [pending, start] = useTransition();
  return (
    <Modal
      open={product !== null}
      onOpenChange={(open) => !open && !pending && onClose()}
      title="Delete product"
      description="Are you sure you want to delete this product?"
      size="sm"
      role="alertdialog"
    >
      <div className="px-5 py-4 sm:px-6">
        <p className="text-sm text-ink">
          <strong>{product?.name}</strong> and its uploaded images will be removed. Orders already placed keep their lines.
        </p>
      </div>
      <div className="flex justify-end gap-2 border-t border-line px-5 py-4 sm:px-6">
        <button type="button" onClick={onClose} disabled={pending} className={buttonClass("outline")}>
          Cancel
        </button>
        <button
          type="button"
          disabled={pending}
          onClick={() =>
            product &&
            start(async () => {
              const result = await deleteProductAction(product.id).catch(() => null);
              if (!result?.ok) {
                toast.error(PRODUCT_MESSAGES.deleteFailed);
                return;
              }
              toast.success(`${product.name} was deleted`);
              onDeleted();
            })
          }
          className={buttonClass("primary", "md", "bg-red-700 hover:bg-red-800 dark:bg-red-600 dark:text-white dark:hover:bg-red-500")}
        >
          {pending ? "Deleting..." : "Delete"}
        </button>
      </div>
    </Modal>
  );
}
