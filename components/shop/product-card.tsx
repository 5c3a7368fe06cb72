import { Link } from "@/components/ui/link";
import { FRAME_SIZE_LABELS, frameSizeOf, templePrint } from "@/lib/catalog/fit";
import type { ProductCard as Card } from "@/lib/catalog/types";
import { Price } from "./price";

/**
 * `showSize`: the frame's numbers and size word under its name (list view, fit matches).
 * `priority`: the card is in the first screen, so its picture loads at once (the first
 * card's is the page's largest paint) instead of waiting for layout like a lazy image.
 */
export function ProductCard({
  product,
  view = "grid",
  showSize = false,
  priority = "none",
}: {
  product: Card;
  view?: "grid" | "list";
  showSize?: boolean;
  priority?: "high" | "eager" | "none";
}) {
  const onSale = product.sale_price !== null && product.sale_price < product.price;
  const soldOut = product.stock_quantity <= 0;
  const list = view === "list";
  const print = showSize ? templePrint(product) : null;
  const size = print ? frameSizeOf(product) : null;
  return (
    <article
      className={`group relative overflow-hidden rounded-2xl border border-line bg-surface transition hover:-translate-y-0.5 hover:shadow-lg hover:shadow-brand-950/10 ${
        list ? "flex gap-4 sm:gap-6" : ""
      }`}
    >
      <div className={`relative bg-surface-muted ${list ? "w-36 shrink-0 sm:w-56" : "aspect-[4/3]"}`}>
        {product.image ? (
          // eslint-disable-next-line @next/next/no-img-element -- SVG renders, already sized; no optimisation needed
          <img
            src={product.image}
            alt=""
            loading={priority === "none" ? "lazy" : "eager"}
            fetchPriority={priority === "high" ? "high" : undefined}
            className="h-full w-full object-cover"
          />
        ) : null}
        <div className="absolute left-3 top-3 flex gap-2">
          {onSale ? <span className="rounded-full bg-red-600 px-2.5 py-0.5 text-xs font-semibold text-white">Sale</span> : null}
          {soldOut ? <span className="rounded-full bg-ink px-2.5 py-0.5 text-xs font-semibold text-page">Out of Stock</span> : null}
        </div>
      </div>
      <div className={list ? "flex flex-1 flex-col justify-center py-4 pr-4" : "p-4"}>
        <p className="text-xs font-semibold uppercase tracking-widest text-brand-700 dark:text-brand-300">{product.brand_name}</p>
        <h3 className="mt-1 font-medium text-ink">
          <Link href={`/brampton/shop/product/${product.id}`} className="after:absolute after:inset-0 focus-visible:outline-none">
            {product.name}
          </Link>
        </h3>
        {print ? (
          <p className="mt-1 text-sm text-ink-muted">
            <span className="sr-only">Lens, bridge and temple in millimetres: </span>
            <span className="font-mono text-ink">{print}</span>
            {size ? ` · ${FRAME_SIZE_LABELS[size]}` : null}
          </p>
        ) : null}
        {list && product.description ? <p className="mt-2 line-clamp-2 text-sm text-ink-muted">{product.description}</p> : null}
        <div className="mt-2">
          <Price price={product.price} salePrice={product.sale_price} />
        </div>
      </div>
    </article>
  );
}
