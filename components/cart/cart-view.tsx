"use client";

import { AlertTriangle, Minus, Plus, ShoppingBag, Trash2 } from "lucide-react";
import Link from "next/link";
import { useEffect, useState } from "react";
import { toast } from "sonner";
import { checkCartPrices } from "@/app/(shop)/brampton/checkout/actions";
import { buttonClass } from "@/components/ui/button";
import { cartTotals, unitPrice, type CartLine } from "@/lib/cart/lines";
import { useCart } from "@/lib/cart/store";
import { formatPrice } from "@/lib/format";

/** Fetches current prices once the stored cart is loaded; fixes stale prices, flags missing products. */
function useFreshPrices() {
  const lines = useCart((s) => s.lines);
  const replace = useCart((s) => s.replace);
  const [hydrated, setHydrated] = useState(() => useCart.persist.hasHydrated());
  const [unavailable, setUnavailable] = useState<Set<string>>(new Set());
  const [checked, setChecked] = useState(false);

  useEffect(() => {
    if (hydrated) return;
    return useCart.persist.onFinishHydration(() => setHydrated(true));
  }, [hydrated]);

  const ids = [...new Set(lines.map((l) => l.id))].sort().join(",");
  useEffect(() => {
    if (!hydrated || !ids) return;
    let cancelled = false;
    checkCartPrices(ids.split(","))
      .then((fresh) => {
        if (cancelled) return;
        const byId = new Map(fresh.map((f) => [f.id, f]));
        const current = useCart.getState().lines;
        let changed = false;
        const next: CartLine[] = current.map((l) => {
          const f = byId.get(l.id);
          if (f && (f.price !== l.price || f.sale_price !== l.sale_price)) {
            changed = true;
            return { ...l, price: f.price, sale_price: f.sale_price };
          }
          return l;
        });
        if (changed) {
          replace(next);
          toast.info("Some prices changed since you added them. Your cart shows today's prices.");
        }
        setUnavailable(new Set(current.filter((l) => !byId.has(l.id) || byId.get(l.id)!.stock_quantity <= 0).map((l) => l.id)));
        setChecked(true);
      })
      .catch(() => setChecked(true));
    return () => {
      cancelled = true;
    };
  }, [hydrated, ids, replace]);

  return { lines, hydrated, unavailable, checked };
}

export function CartView() {
  const { lines, hydrated, unavailable } = useFreshPrices();
  const setQuantity = useCart((s) => s.setQuantity);
  const remove = useCart((s) => s.remove);

  if (!hydrated) {
    return <p role="status" className="py-24 text-center text-ink-muted">Loading your cart…</p>;
  }
  if (lines.length === 0) {
    return (
      <div className="mx-auto max-w-md py-20 text-center">
        <ShoppingBag aria-hidden className="mx-auto size-14 text-brand-300" />
        <h2 className="mt-6 text-2xl font-semibold text-ink">Your cart is empty</h2>
        <p className="mt-2 text-ink-muted">Find a frame you love — every pair is fitted free at our clinics.</p>
        <Link href="/brampton/shop" className={buttonClass("primary", "lg", "mt-8")}>
          Start Shopping
        </Link>
      </div>
    );
  }

  const available = lines.filter((l) => !unavailable.has(l.id));
  const totals = cartTotals(available);
  return (
    <div className="grid gap-10 lg:grid-cols-[1fr_22rem]">
      <ul className="divide-y divide-line rounded-2xl border border-line bg-surface">
        {lines.map((l) => {
          const key = { id: l.id, selectedColor: l.selectedColor, selectedSize: l.selectedSize };
          const gone = unavailable.has(l.id);
          return (
            <li key={`${l.id}-${l.selectedColor}-${l.selectedSize}`} className="flex gap-4 p-4 sm:p-5">
              <div className="w-24 shrink-0 overflow-hidden rounded-xl bg-surface-muted sm:w-32">
                {/* eslint-disable-next-line @next/next/no-img-element -- drawn SVG renders */}
                {l.image ? <img src={l.image} alt="" className="aspect-[4/3] w-full object-cover" /> : null}
              </div>
              <div className="flex flex-1 flex-col gap-2">
                <div className="flex justify-between gap-3">
                  <div>
                    <p className="text-xs font-semibold uppercase tracking-widest text-brand-700 dark:text-brand-300">{l.brand}</p>
                    <Link href={`/brampton/shop/product/${l.id}`} className="font-medium text-ink hover:underline">{l.name}</Link>
                    <p className="text-sm text-ink-muted">Colour: {l.selectedColor} · Size: {l.selectedSize}</p>
                  </div>
                  <p className="text-right font-semibold text-ink">{formatPrice(unitPrice(l) * l.quantity)}</p>
                </div>
                {gone ? (
                  <p className="flex items-center gap-2 text-sm font-medium text-red-700 dark:text-red-400">
                    <AlertTriangle aria-hidden className="size-4" /> No longer available — remove it to check out.
                  </p>
                ) : null}
                <div className="mt-auto flex items-center justify-between">
                  <div className="inline-flex items-center rounded-full border border-line" role="group" aria-label={`Quantity of ${l.name}`}>
                    <button type="button" aria-label={`Decrease quantity of ${l.name}`} disabled={l.quantity <= 1} onClick={() => setQuantity(key, l.quantity - 1)} className="inline-flex size-9 items-center justify-center rounded-full disabled:opacity-40">
                      <Minus aria-hidden className="size-4" />
                    </button>
                    <span className="w-8 text-center text-sm font-semibold tabular-nums" aria-live="polite">{l.quantity}</span>
                    <button type="button" aria-label={`Increase quantity of ${l.name}`} onClick={() => setQuantity(key, l.quantity + 1)} className="inline-flex size-9 items-center justify-center rounded-full">
                      <Plus aria-hidden className="size-4" />
                    </button>
                  </div>
                  <button type="button" onClick={() => remove(key)} className="inline-flex items-center gap-1.5 text-sm text-ink-muted hover:text-red-700">
                    <Trash2 aria-hidden className="size-4" /> Remove
                  </button>
                </div>
              </div>
            </li>
          );
        })}
      </ul>
      <OrderSummary totals={totals}>
        {unavailable.size > 0 ? (
          <p className="text-sm text-red-700 dark:text-red-400">Remove unavailable items to continue.</p>
        ) : (
          <Link href="/brampton/checkout" className={buttonClass("primary", "lg", "w-full")}>
            Proceed to Checkout
          </Link>
        )}
      </OrderSummary>
    </div>
  );
}

export function OrderSummary({ totals, children }: { totals: ReturnType<typeof cartTotals>; children?: React.ReactNode }) {
  return (
    <aside aria-labelledby="summary-heading" className="h-fit rounded-2xl border border-line bg-surface p-6">
      <h2 id="summary-heading" className="text-lg font-semibold text-ink">Order Summary</h2>
      <dl className="mt-4 space-y-2 text-sm">
        <div className="flex justify-between"><dt className="text-ink-muted">Subtotal</dt><dd>{formatPrice(totals.subtotal)}</dd></div>
        <div className="flex justify-between"><dt className="text-ink-muted">Tax (13%)</dt><dd>{formatPrice(totals.tax)}</dd></div>
        <div className="flex justify-between"><dt className="text-ink-muted">Shipping</dt><dd className="font-medium text-brand-700 dark:text-brand-300">Free</dd></div>
        <div className="flex justify-between border-t border-line pt-3 text-base font-semibold"><dt>Total</dt><dd>{formatPrice(totals.total)}</dd></div>
      </dl>
      <div className="mt-6 space-y-3">{children}</div>
    </aside>
  );
}
