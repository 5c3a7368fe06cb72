"use client";

import { AlertTriangle, Minus, Plus, Trash2 } from "@/components/ui/icons";
import { Link } from "@/components/ui/link";
import { TryAtExam } from "@/components/booking/try-at-exam";
import { buttonClass } from "@/components/ui/button";
import { issueMessage, type LineIssue } from "@/lib/cart/availability";
import { cartTotals, framePrice, maxQuantity as lineMax, unitPrice, type CartLine } from "@/lib/cart/lines";
import { lensKey } from "@/lib/lenses/key";
import { lensSummary } from "@/lib/lenses/summary";
import { CART_STORAGE_KEY, useCart } from "@/lib/cart/store";
import { formatPrice } from "@/lib/format";
import { CartSkeleton, OrderSummary } from "./order-summary";
import { useCartCheck } from "./use-cart-check";

export function CartView() {
  const { lines, hydrated, issues, orderable } = useCartCheck();

  if (!hydrated) return <CartPending />;
  if (lines.length === 0) return <EmptyCart />;

  const short = [...issues.values()].some((i) => i.kind === "short");
  const excluded = lines.length - orderable.length;
  return (
    <div className="grid gap-10 lg:grid-cols-[1fr_22rem]">
      <ul className="divide-y divide-line rounded-2xl border border-line bg-surface" aria-label="Items in your cart">
        {lines.map((l) => (
          <CartLineItem
            key={`${l.id}-${l.selectedColor}-${l.selectedSize}-${lensKey(l.lens)}`}
            line={l}
            issue={issues.get(l.id)}
            otherQuantity={lines.reduce((n, o) => (o.id === l.id && o !== l ? n + o.quantity : n), 0)}
          />
        ))}
      </ul>
      <OrderSummary totals={cartTotals(orderable, null)}>
        {excluded > 0 && orderable.length > 0 ? (
          <p className="text-sm text-ink-muted">Items that are no longer available are not included in the total.</p>
        ) : null}
        {orderable.length === 0 ? (
          <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
            None of the items in your cart can be ordered right now. Remove them, or call us and we will find a similar frame.
          </p>
        ) : short ? (
          <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
            Lower the quantities marked above to continue to checkout.
          </p>
        ) : (
          <Link href="/brampton/checkout" className={buttonClass("primary", "lg", "w-full")}>
            Proceed to Checkout
          </Link>
        )}
        <Link href="/brampton/shop" className="block text-center text-sm font-medium text-brand-700 hover:underline dark:text-brand-300">
          Continue shopping
        </Link>
        <TryAtExam
          label="Try these at my exam"
          frames={[...new Map(lines.map((l) => [l.id, { id: l.id, name: l.name, brand: l.brand, image: l.image }])).values()]}
        />
      </OrderSummary>
    </div>
  );
}

/**
 * Read while the page is parsed (as the theme script is): whether anything is stored under
 * `cart`. An empty cart then paints its message in the first frame instead of a skeleton
 * that JavaScript replaces later; a cart with lines keeps the skeleton until it is read.
 */
const MARK_STORED_CART = `(function(){var d=document.documentElement;try{var c=JSON.parse(localStorage.getItem(${JSON.stringify(CART_STORAGE_KEY)})||'[]');d.dataset.cart=Array.isArray(c)&&c.length?'items':'empty'}catch(_){d.dataset.cart='empty'}})();`;

function CartPending() {
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: MARK_STORED_CART }} />
      {/* globals.css shows one of the two, by html[data-cart]. */}
      <div data-cart-when="empty">
        <EmptyCart />
      </div>
      <div data-cart-when="items">
        <CartSkeleton label="Loading your cart…" />
      </div>
    </>
  );
}

function EmptyCart() {
  return (
    <div className="mx-auto max-w-md py-16 text-center md:py-20">
      <EmptyCartArt />
      <h2 className="mt-6 text-2xl font-semibold text-ink">Your cart is empty</h2>
      <p className="mt-2 text-ink-muted">Find a frame you love — every pair is adjusted free at both of our Brampton clinics.</p>
      <Link href="/brampton/shop" className={buttonClass("primary", "lg", "mt-8")}>
        Start Shopping
      </Link>
    </div>
  );
}

function CartLineItem({ line: l, issue, otherQuantity }: { line: CartLine; issue?: LineIssue; otherQuantity: number }) {
  const setQuantity = useCart((s) => s.setQuantity);
  const remove = useCart((s) => s.remove);
  const key = { id: l.id, selectedColor: l.selectedColor, selectedSize: l.selectedSize, lens: l.lens };
  const excluded = issue?.kind === "unavailable" || issue?.kind === "out-of-stock";
  const price = unitPrice(l);
  // Stock is shared with other colours of the same frame already in the cart.
  const fits = issue?.kind === "short" ? Math.max(1, issue.available - otherQuantity) : lineMax(l);
  // Prescription glasses are one pair per line.
  const maxQuantity = Math.min(lineMax(l), fits);
  const lenses = l.lens ? lensSummary(l.lens) : null;

  return (
    <li className="flex gap-4 p-4 sm:p-5" data-testid="cart-line">
      <div className={`w-24 shrink-0 overflow-hidden rounded-xl bg-surface-muted sm:w-32 ${excluded ? "opacity-50 grayscale" : ""}`}>
        {l.image ? (
          // eslint-disable-next-line @next/next/no-img-element -- drawn SVG renders, no optimisation needed
          <img
            src={l.image}
            alt=""
            className="aspect-[4/3] w-full object-cover"
            // A render removed since the line was stored: show the plain tile, not a broken icon.
            onError={(e) => (e.currentTarget.style.visibility = "hidden")}
          />
        ) : (
          <div className="aspect-[4/3]" />
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex flex-col justify-between gap-1 sm:flex-row sm:gap-3">
          <div className="min-w-0">
            <p className="text-xs font-semibold uppercase tracking-widest text-brand-700 dark:text-brand-300">{l.brand}</p>
            <Link href={`/brampton/shop/product/${l.id}`} className="font-medium text-ink hover:underline">{l.name}</Link>
            <p className="text-sm text-ink-muted">
              {l.selectedColor ? `Colour: ${l.selectedColor} · ` : ""}Size: {l.selectedSize}
            </p>
            {lenses ? <p className="text-sm font-medium text-ink" data-testid="line-lenses">{lenses}</p> : null}
            <p className="text-sm text-ink-muted">
              {l.sale_price != null && l.sale_price < l.price ? (
                <>
                  <span className="font-medium text-ink">{formatPrice(price)}</span>{" "}
                  <s className="text-ink-muted">{formatPrice(price - framePrice(l) + l.price)}</s> each
                </>
              ) : (
                <>{formatPrice(price)} each</>
              )}
            </p>
          </div>
          <p className={`font-semibold tabular-nums sm:text-right ${excluded ? "text-ink-muted line-through" : "text-ink"}`} data-testid="line-total">
            {formatPrice(price * l.quantity)}
          </p>
        </div>
        {issue ? (
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <p role="status" className="flex items-start gap-2 text-sm font-medium text-red-700 dark:text-red-400">
              <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0" />
              <span>{issueMessage(issue, l.name)}</span>
            </p>
            {issue.kind === "short" && l.quantity > fits ? (
              <button
                type="button"
                onClick={() => setQuantity(key, fits)}
                className="text-sm font-semibold text-brand-700 underline hover:no-underline dark:text-brand-300"
              >
                Change to {fits}
              </button>
            ) : null}
          </div>
        ) : null}
        <div className="mt-auto flex items-center justify-between gap-3">
          {excluded ? (
            <span />
          ) : (
            <div className="inline-flex items-center rounded-full border border-line" role="group" aria-label={`Quantity of ${l.name}`}>
              <button
                type="button"
                aria-label={`Decrease quantity of ${l.name}`}
                disabled={l.quantity <= 1}
                onClick={() => setQuantity(key, l.quantity - 1)}
                className="inline-flex size-9 items-center justify-center rounded-full text-ink hover:bg-surface-muted disabled:opacity-40"
              >
                <Minus aria-hidden className="size-4" />
              </button>
              <span className="w-8 text-center text-sm font-semibold tabular-nums text-ink" aria-live="polite" data-testid="line-quantity">
                {l.quantity}
              </span>
              <button
                type="button"
                aria-label={`Increase quantity of ${l.name}`}
                disabled={l.quantity >= maxQuantity}
                onClick={() => setQuantity(key, l.quantity + 1)}
                className="inline-flex size-9 items-center justify-center rounded-full text-ink hover:bg-surface-muted disabled:opacity-40"
              >
                <Plus aria-hidden className="size-4" />
              </button>
            </div>
          )}
          <button
            type="button"
            onClick={() => remove(key)}
            aria-label={`Remove ${l.name}${l.selectedColor || lenses ? ` (${[l.selectedColor, lenses].filter(Boolean).join(", ")})` : ""} from cart`}
            className="inline-flex items-center gap-1.5 rounded-full px-2 py-1 text-sm text-ink-muted hover:text-red-700 dark:hover:text-red-400"
          >
            <Trash2 aria-hidden className="size-4" /> Remove
          </button>
        </div>
      </div>
    </li>
  );
}

/** A drawn, empty shopping bag with a pair of glasses resting beside it. */
function EmptyCartArt() {
  return (
    <svg viewBox="0 0 160 120" aria-hidden className="mx-auto h-28 w-auto">
      <ellipse cx="80" cy="108" rx="58" ry="6" className="fill-brand-100 dark:fill-brand-900" />
      <path d="M44 40h56l6 64H38z" className="fill-brand-50 stroke-brand-600 dark:fill-brand-950 dark:stroke-brand-300" strokeWidth="3" strokeLinejoin="round" />
      <path d="M58 48V34a14 14 0 0 1 28 0v14" fill="none" className="stroke-brand-600 dark:stroke-brand-300" strokeWidth="3" strokeLinecap="round" />
      <g className="stroke-accent-500" strokeWidth="3" fill="none">
        <circle cx="112" cy="92" r="10" />
        <circle cx="138" cy="92" r="10" />
        <path d="M122 91q3-4 6 0M102 90l-6-4M148 90l6-4" strokeLinecap="round" />
      </g>
    </svg>
  );
}
