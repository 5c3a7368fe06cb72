"use client";

import { ImageOff, Pencil, Trash2 } from "@/components/ui/icons";
import { DataTable, type Column } from "@/components/ui/data-table";
import type { AdminProductRow } from "@/lib/admin/catalog";
import { formatPrice } from "@/lib/format";
import { GENDER_LABELS } from "@/lib/validations/product";
import { ActiveSwitch } from "./active-switch";

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

function Actions({ p, onEdit, onDelete }: { p: AdminProductRow; onEdit: () => void; onDelete: () => void }) {
  return (
    <div className="flex justify-end gap-1">
      <button
        type="button"
        onClick={onEdit}
        aria-label={`Edit ${p.name}`}
        className="inline-flex items-center gap-1.5 rounded-lg px-2.5 py-1.5 text-sm font-medium text-brand-700 hover:bg-brand-50 dark:text-brand-300 dark:hover:bg-brand-900/40"
      >
        <Pencil aria-hidden className="size-4" />
        Edit
      </button>
      <button
        type="button"
        onClick={onDelete}
        aria-label={`Delete ${p.name}`}
        className="inline-flex items-center gap-1.5 rounded-lg px-2.5 py-1.5 text-sm font-medium text-red-700 hover:bg-red-50 dark:text-red-400 dark:hover:bg-red-950/40"
      >
        <Trash2 aria-hidden className="size-4" />
        Delete
      </button>
    </div>
  );
}


/** The catalogue's page of products, newest first: a table, each product a card on a phone. */
export function ProductTable({ rows, emptyMessage, onEdit, onDelete }: { rows: AdminProductRow[]; emptyMessage: string; onEdit: (p: AdminProductRow) => void; onDelete: (p: AdminProductRow) => void }) {
  const columns: Column<AdminProductRow>[] = [
    { header: "Images", cell: (p) => <Thumbs images={p.images} name={p.name} /> },
    {
      header: "Product",
      cell: (p) => (
        <>
          <p className="font-medium text-ink">{p.name}</p>
          <p className="font-mono text-xs text-ink-muted">{p.sku ?? "No SKU"}</p>
        </>
      ),
      className: "sm:max-w-72",
    },
    {
      header: "Brand / Category",
      cell: (p) => (
        <>
          <p className="text-ink">{p.brand_name ?? "—"}</p>
          <p className="text-xs text-ink-muted">{p.category_name ?? "—"}</p>
        </>
      ),
    },
    { header: "Gender", cell: (p) => <span className="text-ink-muted">{GENDER_LABELS[p.gender as keyof typeof GENDER_LABELS] ?? p.gender}</span> },
    { header: "Price", cell: (p) => <PriceCell price={p.price} sale={p.sale_price} />, className: "sm:whitespace-nowrap" },
    {
      header: "Stock",
      cell: (p) => (
        <>
          <span className="mr-2 tabular-nums">{p.stock_quantity}</span>
          <StockBadge stock={p.stock_quantity} />
        </>
      ),
      className: "sm:whitespace-nowrap",
    },
    { header: "Active", cell: (p) => <ActiveSwitch id={p.id} name={p.name} active={p.is_active} /> },
    { header: "Actions", hideHeader: true, label: null, cell: (p) => <Actions p={p} onEdit={() => onEdit(p)} onDelete={() => onDelete(p)} /> },
  ];
  return (
    <DataTable
      caption="Products, newest first"
      columns={columns}
      rows={rows}
      rowKey={(p) => p.id}
      empty={emptyMessage}
      rowHeader={1}
      rowClassName={(p) => (p.is_active ? "align-middle" : "align-middle bg-surface-muted/50")}
      className="mt-6"
    />
  );
}
