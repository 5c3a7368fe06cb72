import { formatPrice } from "@/lib/format";
import type { LensPanel } from "./lens-panel";

/** Beside Add to cart: the frame's price, what the lenses add and the pair's total, as choices change. */
export function PairPrice({ words, frame, lenses }: { words: LensPanel["words"]; frame: number; lenses: number }) {
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 rounded-xl bg-surface-muted px-4 py-3 text-sm" aria-live="polite" data-testid="pair-price">
      <dt className="text-ink-muted">{words.priceFrame}</dt>
      <dd className="text-right tabular-nums text-ink">{formatPrice(frame)}</dd>
      <dt className="text-ink-muted">{words.priceLenses}</dt>
      <dd className="text-right tabular-nums text-ink">+{formatPrice(lenses)}</dd>
      <dt className="border-t border-line pt-1 font-semibold text-ink">{words.priceTotal}</dt>
      <dd className="border-t border-line pt-1 text-right font-semibold tabular-nums text-ink">{formatPrice(frame + lenses)}</dd>
    </dl>
  );
}
