import { unitPrice, type CartLine } from "@/lib/cart/lines";
import { lensKey } from "@/lib/lenses/key";
import { lensSummary } from "@/lib/lenses/summary";
import { formatPrice } from "@/lib/format";

/** The checkout's list of what is being ordered: each pair with its colour, size and lenses. */
export function OrderLines({ lines }: { lines: readonly CartLine[] }) {
  return (
    <ul className="space-y-2 border-t border-line pt-3 text-sm" aria-label="Items in this order">
      {lines.map((l) => (
        <li key={`${l.id}-${l.selectedColor}-${l.selectedSize}-${lensKey(l.lens)}`} className="flex justify-between gap-3 text-ink-muted">
          <span>
            {l.quantity} × {l.name}
            {l.selectedColor ? <span className="block text-xs">{l.selectedColor} · {l.selectedSize}</span> : null}
            {l.lens ? <span className="block text-xs">{lensSummary(l.lens)}</span> : null}
          </span>
          <span className="tabular-nums text-ink">{formatPrice(unitPrice(l) * l.quantity)}</span>
        </li>
      ))}
    </ul>
  );
}
