import { taxBase } from "@/content/tax";
import { taxLabel, type TaxLine } from "@/lib/cart/lines";
import { formatPrice } from "@/lib/format";

/**
 * One row per tax rate in an order's money: "HST 13%" on the taxable subtotal and, when the
 * order has prescription eyewear, "HST 0% (prescription eyewear)". For a `<dl>`.
 */
export function TaxRows({ taxes, className = "flex justify-between gap-4" }: { taxes: readonly TaxLine[]; className?: string }) {
  return taxes.map((t) => (
    <div key={t.rate} className={className} data-testid={`tax-${t.rate === 0 ? "zero" : "standard"}`}>
      <dt className="text-ink-muted">
        {taxLabel(t.rate)}
        <span className="block text-xs">{taxBase(formatPrice(t.base))}</span>
      </dt>
      <dd className="tabular-nums text-ink">{formatPrice(t.amount)}</dd>
    </div>
  ));
}
