import type { ReactNode } from "react";
import type { cartTotals } from "@/lib/cart/lines";
import { TAX_LABELS } from "@/content/tax";
import { formatPrice } from "@/lib/format";
import { TaxRows } from "./tax-rows";

/** Subtotal, tax per label (HST 13%, GST 5%, HST 0% on prescription eyewear) once the place of supply is known, free shipping and total, shared by the cart and checkout. */
export function OrderSummary({ totals, children }: { totals: ReturnType<typeof cartTotals>; children?: ReactNode }) {
  return (
    <aside aria-labelledby="summary-heading" className="h-fit rounded-2xl border border-line bg-surface p-6 lg:sticky lg:top-24">
      <h2 id="summary-heading" className="text-lg font-semibold text-ink">Order Summary</h2>
      <dl className="mt-4 space-y-2 text-sm" data-testid="order-summary">
        <div className="flex justify-between"><dt className="text-ink-muted">Subtotal</dt><dd className="tabular-nums text-ink">{formatPrice(totals.subtotal)}</dd></div>
        <TaxRows taxes={totals.taxes} known={totals.taxKnown} />
        <div className="flex justify-between"><dt className="text-ink-muted">Shipping</dt><dd className="font-medium text-brand-700 dark:text-brand-300">Free</dd></div>
        <div className="flex justify-between border-t border-line pt-3 text-base font-semibold text-ink">
          <dt>{totals.taxKnown ? "Total" : TAX_LABELS.totalBeforeTax}</dt>
          <dd className="tabular-nums" data-testid="order-total">{formatPrice(totals.total)}</dd>
        </div>
      </dl>
      {children ? <div className="mt-6 space-y-3">{children}</div> : null}
    </aside>
  );
}

/** Shown until the stored cart has loaded, so an empty cart never flashes. */
export function CartSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-busy="true" className="grid gap-10 lg:grid-cols-[1fr_22rem]">
      <span className="sr-only">{label}</span>
      <div aria-hidden className="space-y-4 rounded-2xl border border-line bg-surface p-5">
        {[0, 1].map((i) => (
          <div key={i} className="flex animate-pulse gap-4">
            <div className="h-20 w-24 rounded-xl bg-surface-muted sm:w-32" />
            <div className="flex-1 space-y-3 py-1">
              <div className="h-3 w-20 rounded bg-surface-muted" />
              <div className="h-4 w-2/3 rounded bg-surface-muted" />
              <div className="h-3 w-1/3 rounded bg-surface-muted" />
            </div>
          </div>
        ))}
      </div>
      <div aria-hidden className="h-56 animate-pulse rounded-2xl border border-line bg-surface" />
    </div>
  );
}
