import { formatPrice } from "@/lib/format";

/** Regular price, or the sale price with the regular one struck through. */
export function Price({ price, salePrice, size = "md" }: { price: number; salePrice: number | null; size?: "md" | "lg" }) {
  const big = size === "lg" ? "text-2xl" : "text-base";
  if (salePrice === null || salePrice >= price) {
    return <span className={`${big} font-semibold text-ink`}>{formatPrice(price)}</span>;
  }
  return (
    <span className="inline-flex items-baseline gap-2">
      <span className={`${big} font-semibold text-red-700 dark:text-red-400`}>
        <span className="sr-only">Sale price </span>
        {formatPrice(salePrice)}
      </span>
      <s className="text-sm text-ink-muted">
        <span className="sr-only">Regular price </span>
        {formatPrice(price)}
      </s>
    </span>
  );
}
