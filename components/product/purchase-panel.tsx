"use client";

import { Minus, Plus, ShoppingBag } from "@/components/ui/icons";
import { Link } from "@/components/ui/link";
import { lazy, Suspense, useCallback, useMemo, useState } from "react";
import type { LensType } from "@/content/lenses";
import type { LensPanel } from "@/components/lenses/lens-panel";
import { LensTypeGroup } from "@/components/lenses/lens-type-group";
import { PairPrice } from "@/components/lenses/pair-price";
import type { DraftState } from "@/lib/lenses/draft";
import { toast } from "@/components/ui/toast";
import { TryAtExam } from "@/components/booking/try-at-exam";
import { buttonClass } from "@/components/ui/button";
import { ColourSwatches } from "@/components/ui/colour-swatches";
import type { ProductColor, TryOnFrame } from "@/lib/catalog/types";
import { MAX_LINE_QUANTITY } from "@/lib/cart/lines";
import { useCart } from "@/lib/cart/store";
import { NO_COLOUR } from "@/lib/orders/line-options";
import { recordAddToCart } from "./actions";
import { TryOn } from "./try-on";

// Prescription, material and coatings load only once a lens type is chosen: "Frame only" (the
// default) ships none of it.
const LensOptions = lazy(() => import("@/components/lenses/lens-options").then((m) => ({ default: m.LensOptions })));

type Props = {
  product: { id: string; name: string; price: number; sale_price: number | null; brand: string; image?: string; stock: number; kids: boolean; polarized: boolean };
  colors: ProductColor[];
  size: string;
  /** The frame front's true width for the virtual try-on, from the product's measurements. */
  frameWidthMm: number;
  /** Other frames the try-on can switch to. */
  tryOnFrames: TryOnFrame[];
  /** The lens types and the words around them, from the server (see lens-panel.ts). */
  lensPanel: LensPanel;
};

export function PurchasePanel({ product, colors, size, frameWidthMm, tryOnFrames, lensPanel }: Props) {
  const words = lensPanel.words;
  const add = useCart((s) => s.add);
  const [color, setColor] = useState(colors[0]?.name ?? NO_COLOUR);
  const [quantity, setQuantity] = useState(1);
  const [lensType, setLensType] = useState<LensType>("frame-only");
  const [lenses, setLenses] = useState<DraftState | null>(null);
  const [attempt, setAttempt] = useState(0);
  const onLensState = useCallback((state: DraftState) => setLenses(state), []);
  const soldOut = product.stock <= 0;
  const withLenses = lensType !== "frame-only";
  // Glasses made to a prescription are one pair per cart line.
  const onePair = lensType === "single-vision" || lensType === "progressive";
  const lensPrice = withLenses ? (lenses?.price ?? lensPanel.types.find((t) => t.id === lensType)?.price ?? 0) : 0;
  const { name, kids, polarized } = product;
  const frame = useMemo(() => ({ name, kids, polarized }), [name, kids, polarized]);

  function chooseLensType(type: LensType) {
    setLensType(type);
    setAttempt(0);
    if (type === "frame-only") setLenses(null);
    if (type === "single-vision" || type === "progressive") setQuantity(1);
  }

  function addToCart() {
    const lens = withLenses ? lenses?.choice : undefined;
    if (withLenses && !lens) {
      setAttempt((a) => a + 1);
      toast.error(words.fixFirst);
      return;
    }
    add({
      id: product.id,
      name: product.name,
      price: product.price,
      sale_price: product.sale_price,
      quantity,
      selectedColor: color,
      selectedSize: size,
      brand: product.brand,
      image: product.image,
      ...(lens ? { lens, lensPrice } : {}),
    });
    toast.success(`${product.name} added to your cart`);
    void recordAddToCart({ productId: product.id, quantity }).catch(() => undefined);
  }

  return (
    <div className="space-y-6">
      <ColourSwatches colors={colors} value={color} onChange={setColor} />
      <fieldset>
        <legend className="text-sm font-semibold text-ink">Size</legend>
        <div className="mt-3">
          <span className="inline-flex rounded-lg border-2 border-brand-600 px-4 py-1.5 text-sm font-semibold text-ink">{size}</span>
        </div>
      </fieldset>
      <LensTypeGroup panel={lensPanel} value={lensType} onChange={chooseLensType} />
      {withLenses ? (
        <Suspense fallback={<p className="text-sm text-ink-muted" role="status">{words.loading}</p>}>
          <LensOptions type={lensType} frame={frame} attempt={attempt} onState={onLensState} />
        </Suspense>
      ) : null}
      <div>
        <p className="text-sm font-semibold text-ink" id="qty-label">Quantity</p>
        <div className="mt-3 inline-flex items-center rounded-full border border-line" role="group" aria-labelledby="qty-label">
          <button type="button" aria-label="Decrease quantity" onClick={() => setQuantity((q) => Math.max(1, q - 1))} disabled={quantity <= 1} className="inline-flex size-10 items-center justify-center rounded-full disabled:opacity-40">
            <Minus aria-hidden className="size-4" />
          </button>
          <span aria-live="polite" className="w-10 text-center font-semibold tabular-nums">{quantity}</span>
          <button type="button" aria-label="Increase quantity" onClick={() => setQuantity((q) => Math.min(onePair ? 1 : MAX_LINE_QUANTITY, q + 1))} disabled={onePair} className="inline-flex size-10 items-center justify-center rounded-full disabled:opacity-40">
            <Plus aria-hidden className="size-4" />
          </button>
        </div>
        {onePair ? <p className="mt-2 text-xs text-ink-muted">{words.quantityOne}</p> : null}
      </div>
      <PairPrice words={words} frame={product.sale_price ?? product.price} lenses={lensPrice} />
      <p className="text-sm font-medium text-brand-700 dark:text-brand-300">Ready To Ship In 5 - 7 Business Days</p>
      <div className="flex flex-col gap-3 sm:flex-row">
        <button type="button" onClick={addToCart} disabled={soldOut} className={buttonClass("primary", "lg", "flex-1 uppercase tracking-wide")}>
          <ShoppingBag aria-hidden className="size-5" />
          {soldOut ? "Out of Stock" : "ADD TO CART"}
        </button>
        <Link href="/brampton/cart" className={buttonClass("outline", "lg", "flex-1 uppercase tracking-wide")}>
          VIEW CART &amp; CHECKOUT
        </Link>
      </div>
      <TryOn name={product.name} image={product.image} colors={colors} color={color} onColorChange={setColor} frameWidthMm={frameWidthMm} others={tryOnFrames} />
      <p className="text-sm text-ink-muted">Free shipping on orders over $100.</p>
      <TryAtExam frames={[{ id: product.id, name: product.name, brand: product.brand, image: product.image }]} />
    </div>
  );
}
