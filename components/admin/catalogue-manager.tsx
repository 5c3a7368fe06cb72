"use client";

import { ImageOff, Pencil, Plus, Trash2 } from "@/components/ui/icons";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { buttonClass } from "@/components/ui/button";
import type { AdminProductRow } from "@/lib/admin/catalog";
import type { Brand, Category } from "@/lib/catalog/types";
import { formatPrice } from "@/lib/format";
import { GENDER_LABELS } from "@/lib/validations/product";
import { ActiveSwitch } from "./active-switch";
import { DeleteProductDialog } from "./delete-product-dialog";
import { ProductDialog, type ProductDialogState } from "./product-dialog";
import { TaxonomyDialog } from "./taxonomy-dialog";

const byName = <T extends { name: string }>(a: T, b: T) => a.name.localeCompare(b.name);

function StockBadge({ stock }: { stock: number }) {
  if (stock === 0)
    return <span className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800 dark:bg-red-950 dark:text-red-200">Out of stock</span>;
  if (stock <= 5)
    return <span className="rounded-full bg-accent-300/50 px-2 py-0.5 text-xs font-semibold text-amber-900 dark:bg-accent-600/30 dark:text-accent-300">Low stock</span>;
  return null;
}

function PriceCell({ price, sale }: { price: number; sale: number | null }) {
  if (sale === null) return <span className="tabular-nums">{formatPrice(price)}</span>;
  return (
    <span className="tabular-nums">
      <span className="mr-1 rounded bg-accent-400 px-1.5 py-0.5 text-[0.65rem] font-bold uppercase text-brand-950">Sale</span>
      <span className="font-semibold">{formatPrice(sale)}</span>{" "}
      <s className="text-ink-muted">
        <span className="sr-only">was </span>
        {formatPrice(price)}
      </s>
    </span>
  );
}

function Thumbs({ images, name }: { images: string[]; name: string }) {
  if (images.length === 0)
    return (
      <span className="inline-flex size-10 items-center justify-center rounded-lg bg-surface-muted text-ink-muted" title="No image">
        <ImageOff aria-hidden className="size-4" />
        <span className="sr-only">No image</span>
      </span>
    );
  return (
    <span className="flex -space-x-3">
      {images.slice(0, 3).map((src, i) => (
        // eslint-disable-next-line @next/next/no-img-element -- uploaded files and SVG renders, already small
        <img
          key={src}
          src={src}
          alt={i === 0 ? name : ""}
          width={40}
          height={40}
          loading="lazy"
          className="size-10 rounded-lg border-2 border-surface bg-surface-muted object-cover"
        />
      ))}
    </span>
  );
}

/**
 * The catalogue's interactive part: the product table (a card list below 768 px), the Add
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

  const actions = (p: AdminProductRow) => (
    <div className="flex justify-end gap-1">
      <button
        type="button"
        onClick={() => setDialog({ mode: "edit", id: p.id, name: p.name })}
        aria-label={`Edit ${p.name}`}
        className="inline-flex items-center gap-1.5 rounded-lg px-2.5 py-1.5 text-sm font-medium text-brand-700 hover:bg-brand-50 dark:text-brand-300 dark:hover:bg-brand-900/40"
      >
        <Pencil aria-hidden className="size-4" />
        Edit
      </button>
      <button
        type="button"
        onClick={() => setDeleting({ id: p.id, name: p.name })}
        aria-label={`Delete ${p.name}`}
        className="inline-flex items-center gap-1.5 rounded-lg px-2.5 py-1.5 text-sm font-medium text-red-700 hover:bg-red-50 dark:text-red-400 dark:hover:bg-red-950/40"
      >
        <Trash2 aria-hidden className="size-4" />
        Delete
      </button>
    </div>
  );

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

      {rows.length === 0 ? (
        <p className="mt-6 rounded-2xl border border-dashed border-line bg-surface px-6 py-12 text-center text-ink-muted">{emptyMessage}</p>
      ) : (
        <>
          <div className="mt-6 hidden overflow-x-auto rounded-2xl border border-line bg-surface md:block">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Products, newest first</caption>
              <thead className="bg-surface-muted text-xs uppercase tracking-wide text-ink-muted">
                <tr>
                  <th scope="col" className="px-4 py-3 font-medium">
                    Images
                  </th>
                  <th scope="col" className="px-4 py-3 font-medium">
                    Product
                  </th>
                  <th scope="col" className="px-4 py-3 font-medium">
                    Brand / Category
                  </th>
                  <th scope="col" className="px-4 py-3 font-medium">
                    Gender
                  </th>
                  <th scope="col" className="px-4 py-3 font-medium">
                    Price
                  </th>
                  <th scope="col" className="px-4 py-3 font-medium">
                    Stock
                  </th>
                  <th scope="col" className="px-4 py-3 font-medium">
                    Active
                  </th>
                  <th scope="col" className="px-4 py-3 text-right font-medium">
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((p) => (
                  <tr key={p.id} className={`border-t border-line align-middle ${p.is_active ? "" : "bg-surface-muted/50"}`}>
                    <td className="px-4 py-3">
                      <Thumbs images={p.images} name={p.name} />
                    </td>
                    <td className="max-w-72 px-4 py-3">
                      <p className="font-medium text-ink">{p.name}</p>
                      <p className="font-mono text-xs text-ink-muted">{p.sku ?? "No SKU"}</p>
                    </td>
                    <td className="px-4 py-3">
                      <p className="text-ink">{p.brand_name ?? "—"}</p>
                      <p className="text-xs text-ink-muted">{p.category_name ?? "—"}</p>
                    </td>
                    <td className="px-4 py-3 text-ink-muted">{GENDER_LABELS[p.gender as keyof typeof GENDER_LABELS] ?? p.gender}</td>
                    <td className="whitespace-nowrap px-4 py-3">
                      <PriceCell price={p.price} sale={p.sale_price} />
                    </td>
                    <td className="whitespace-nowrap px-4 py-3">
                      <span className="mr-2 tabular-nums">{p.stock_quantity}</span>
                      <StockBadge stock={p.stock_quantity} />
                    </td>
                    <td className="px-4 py-3">
                      <ActiveSwitch id={p.id} name={p.name} active={p.is_active} />
                    </td>
                    <td className="px-4 py-3">{actions(p)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>

          <ul aria-label="Products, newest first" className="mt-6 space-y-3 md:hidden">
            {rows.map((p) => (
              <li key={p.id} className="rounded-2xl border border-line bg-surface p-4">
                <div className="flex items-start gap-3">
                  <Thumbs images={p.images.slice(0, 1)} name={p.name} />
                  <div className="min-w-0 flex-1">
                    <p className="font-medium text-ink">{p.name}</p>
                    <p className="text-xs text-ink-muted">
                      {[p.brand_name, p.category_name, GENDER_LABELS[p.gender as keyof typeof GENDER_LABELS]].filter(Boolean).join(" · ")}
                    </p>
                    <p className="font-mono text-xs text-ink-muted">{p.sku ?? "No SKU"}</p>
                  </div>
                  <ActiveSwitch id={p.id} name={p.name} active={p.is_active} />
                </div>
                <div className="mt-3 flex flex-wrap items-center justify-between gap-2 text-sm">
                  <PriceCell price={p.price} sale={p.sale_price} />
                  <span>
                    <span className="mr-2 tabular-nums text-ink-muted">{p.stock_quantity} in stock</span>
                    <StockBadge stock={p.stock_quantity} />
                  </span>
                </div>
                <div className="mt-2 border-t border-line pt-2">{actions(p)}</div>
              </li>
            ))}
          </ul>
        </>
      )}

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
