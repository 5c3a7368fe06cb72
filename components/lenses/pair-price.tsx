import { LENS_COPY } from "@/content/lens-copy";
import { formatPrice } from "@/lib/format";

/** Beside Add to cart: the frame's price, what the lenses add and the pair's total, as choices change. */
export function PairPrice({ frame, lenses }: { frame: number; lenses: number }) {
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 rounded-xl bg-surface-muted px-4 py-3 text-sm" aria-live="polite" data-testid="pair-price">
      <dt className="text-ink-muted">{LENS_COPY.priceFrame}</dt>
      <dd className="text-right tabular-nums text-ink">{formatPrice(frame)}</dd>
      <dt className="text-ink-muted">{LENS_COPY.priceLenses}</dt>
      <dd className="text-right tabular-nums text-ink">+{formatPrice(lenses)}</dd>
      <dt className="border-t border-line pt-1 font-semibold text-ink">{LENS_COPY.priceTotal}</dt>
      <dd className="border-t border-line pt-1 text-right font-semibold tabular-nums text-ink">{formatPrice(frame + lenses)}</dd>
    </dl>
  );
}
