"use client";

import { Plus } from "@/components/ui/icons";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { buttonClass } from "@/components/ui/button";
import type { AdminProductRow } from "@/lib/admin/catalog";
import type { Brand, Category } from "@/lib/catalog/types";
import { DeleteProductDialog } from "./delete-product-dialog";
import { ProductDialog, type ProductDialogState } from "./product-dialog";
import { ProductTable } from "./product-table";
import { TaxonomyDialog } from "./taxonomy-dialog";

const byName = <T extends { name: string }>(a: T, b: T) => a.name.localeCompare(b.name);

/**
 * The catalogue's interactive part: the product table (cards on a phone), the Add
 * buttons and the dialogs. The rows come from the server, one page at a time.
 */
export function CatalogueManager({
  rows,
  brands: initialBrands,
  categories: initialCategories,
  emptyMessage,
}: {
  rows: AdminProductRow[];
  brands: Brand[];
  categories: Category[];
  emptyMessage: string;
}) {
  const router = useRouter();
  const [dialog, setDialog] = useState<ProductDialogState>({ mode: "closed" });
  const [deleting, setDeleting] = useState<{ id: string; name: string } | null>(null);
  const [taxonomy, setTaxonomy] = useState<"brand" | "category" | null>(null);
  // Added in this page view, so they show in the product dialog before the page refreshes.
  const [added, setAdded] = useState<{ brands: Brand[]; categories: Category[] }>({ brands: [], categories: [] });
  const brands = [...initialBrands, ...added.brands.filter((b) => !initialBrands.some((x) => x.id === b.id))].sort(byName);
  const categories = [...initialCategories, ...added.categories.filter((c) => !initialCategories.some((x) => x.id === c.id))].sort(byName);

  return (
    <>
      <div className="flex flex-wrap gap-2">
        <button type="button" onClick={() => setTaxonomy("brand")} className={buttonClass("outline", "sm")}>
          <Plus aria-hidden className="size-4" />
          Add Brand
        </button>
        <button type="button" onClick={() => setTaxonomy("category")} className={buttonClass("outline", "sm")}>
          <Plus aria-hidden className="size-4" />
          Add Category
        </button>
        <button type="button" onClick={() => setDialog({ mode: "add" })} className={buttonClass("primary", "sm")}>
          <Plus aria-hidden className="size-4" />
          Add Product
        </button>
      </div>

      <ProductTable
        rows={rows}
        emptyMessage={emptyMessage}
        onEdit={(p) => setDialog({ mode: "edit", id: p.id, name: p.name })}
        onDelete={(p) => setDeleting({ id: p.id, name: p.name })}
      />

      <ProductDialog
        state={dialog}
        onClose={() => setDialog({ mode: "closed" })}
        onSaved={() => {
          setDialog({ mode: "closed" });
          router.refresh();
        }}
        brands={brands}
        categories={categories}
        onAddBrand={() => setTaxonomy("brand")}
        onAddCategory={() => setTaxonomy("category")}
      />
      <DeleteProductDialog
        product={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={() => {
          setDeleting(null);
          router.refresh();
        }}
      />
      <TaxonomyDialog
        kind={taxonomy ?? "brand"}
        open={taxonomy !== null}
        onOpenChange={(o) => !o && setTaxonomy(null)}
        onAdded={(item) => {
          setAdded((a) =>
            taxonomy === "brand" ? { ...a, brands: [...a.brands, item as Brand] } : { ...a, categories: [...a.categories, item as Category] },
          );
          router.refresh();
        }}
      />
    </>
  );
}
