import { TAX_LABELS, taxBase } from "@/content/tax";
import type { TaxLine } from "@/lib/cart/lines";
import { formatPrice } from "@/lib/format";

/**
 * One row per tax label in an order's money: "HST 13%" (or "GST 5%", "HST 15%") on the taxable
 * subtotal and, when the order has prescription eyewear, "HST 0% (prescription eyewear)". For a
 * `<dl>`. `known` false (the cart, before an address): one row saying when tax is worked out.
 */
export function TaxRows({ taxes, known = true, className = "flex justify-between gap-4" }: { taxes: readonly TaxLine[]; known?: boolean; className?: string }) {
  if (!known) {
    return (
      <div className="space-y-0.5">
        <dt className="text-ink-muted">{TAX_LABELS.tax}</dt>
        <dd className="text-xs text-ink-muted" data-testid="tax-pending">{TAX_LABELS.pending}</dd>
      </div>
    );
  }
  return taxes.map((t) => (
    <div key={t.label} className={className} data-testid={`tax-${t.rate === 0 ? "zero" : "standard"}`}>
      <dt className="text-ink-muted">
        {t.label}
        <span className="block text-xs">{taxBase(formatPrice(t.base))}</span>
      </dt>
      <dd className="tabular-nums text-ink">{formatPrice(t.amount)}</dd>
    </div>
  ));
}
