import { TAX_LABELS } from "@/content/tax";
import { isPlano, lensKey, needsPrescription, type LensChoice } from "@/lib/lenses/key";
import { percent, type TaxPlace } from "@/lib/tax/place";

/**
 * The browser cart's line, as stored under localStorage key `cart` (the spec's shape), plus
 * the frame's lenses when they are not "Frame only" (issue 24).
 */
export type CartLine = {
  id: string;
  name: string;
  price: number;
  sale_price: number | null;
  quantity: number;
  selectedColor: string;
  selectedSize: string;
  brand: string;
  image?: string;
  lens?: LensChoice;
  /** What the lenses add to the frame's price, as last checked against the lens catalogue. */
  lensPrice?: number;
};

export type CartKey = Pick<CartLine, "id" | "selectedColor" | "selectedSize" | "lens">;

export const MAX_LINE_QUANTITY = 99;
const LENS_LINE_TYPES: unknown[] = ["single-vision", "progressive", "reading"];
/** Ontario's HST: the demo's place of supply and every clinic's. */
export const ONTARIO: TaxPlace = { province: "ON", kind: "HST", rate: 0.13 };

/** One line's tax: the rate charged and the label that says which tax and why. */
export type LineTax = { rate: number; label: string };
/** One label's part of an order: what it applies to and the tax it comes to (rounded once). */
export type TaxLine = LineTax & { base: number; amount: number };

/** Same frame, colour, size and lenses: the same frame with other lenses is another line. */
export const sameLine = (a: CartKey, b: CartKey) =>
  a.id === b.id && a.selectedColor === b.selectedColor && a.selectedSize === b.selectedSize && lensKey(a.lens) === lensKey(b.lens);

/** Glasses made to a prescription are one pair per line. */
export const maxQuantity = (l: Pick<CartLine, "lens">) => (needsPrescription(l.lens) ? 1 : MAX_LINE_QUANTITY);

const clampQuantity = (q: number, max: number) => Math.min(max, Math.max(1, Math.floor(q) || 1));

/** Same product, colour, size and lenses raises the quantity; anything else is a new line. */
export function addLine(lines: CartLine[], line: CartLine): CartLine[] {
  const existing = lines.find((l) => sameLine(l, line));
  if (!existing) return [...lines, { ...line, quantity: clampQuantity(line.quantity, maxQuantity(line)) }];
  // A prescription line added again replaces itself (an upload's newer reference wins).
  return lines.map((l) => (l === existing ? { ...line, quantity: clampQuantity(l.quantity + line.quantity, maxQuantity(l)) } : l));
}

/** Quantity never goes below 1 (use removeLine to delete), nor above 1 for prescription glasses. */
export function setLineQuantity(lines: CartLine[], key: CartKey, quantity: number): CartLine[] {
  return lines.map((l) => (sameLine(l, key) ? { ...l, quantity: clampQuantity(quantity, maxQuantity(l)) } : l));
}

export function removeLine(lines: CartLine[], key: CartKey): CartLine[] {
  return lines.filter((l) => !sameLine(l, key));
}

export function itemCount(lines: readonly { quantity: number }[]): number {
  return lines.reduce((n, l) => n + (Number.isFinite(l.quantity) && l.quantity > 0 ? l.quantity : 0), 0);
}

/** The frame's price charged: the sale price when present. */
export const framePrice = (l: Pick<CartLine, "price" | "sale_price">) => l.sale_price ?? l.price;

/** The pair's price: the frame's (sale price when present) plus what its lenses add. */
export const unitPrice = (l: Pick<CartLine, "price" | "sale_price" | "lensPrice">) => framePrice(l) + (l.lensPrice ?? 0);

/**
 * A line's tax at its place of supply: 0% for glasses made to a prescription that corrects
 * something (zero-rated), the place's rate for everything else, plano pairs included.
 */
export function lineTax(l: { lens?: LensChoice }, place: TaxPlace): LineTax {
  const pct = percent(place.rate);
  if (needsPrescription(l.lens) && !isPlano(l.lens)) return { rate: 0, label: TAX_LABELS.zeroRated(place.kind) };
  if (needsPrescription(l.lens)) return { rate: place.rate, label: TAX_LABELS.plano(place.kind, pct) };
  return { rate: place.rate, label: TAX_LABELS.charged(place.kind, pct) };
}

/**
 * The tax per label for lines given in cents: each label's base is summed, then its tax rounded
 * once, half-up to the cent. Only the labels present are listed, the highest rate first. Also
 * reads stored orders (a stored rate comes back from numeric as "0.130").
 */
export function taxLines(parts: readonly { rate: number | string; label: string; cents: number }[]): TaxLine[] {
  const groups = new Map<string, { rate: number; cents: number }>();
  for (const p of parts) {
    const g = groups.get(p.label) ?? { rate: Number(p.rate), cents: 0 };
    g.cents += p.cents;
    groups.set(p.label, g);
  }
  return [...groups]
    .sort(([la, a], [lb, b]) => b.rate - a.rate || la.localeCompare(lb))
    .map(([label, g]) => ({ rate: g.rate, label, base: g.cents / 100, amount: Math.round(g.cents * g.rate) / 100 }));
}

/** A stored order's tax per label, from its lines' rates, labels and totals (as placeOrder computed it). */
export function orderTaxLines(items: readonly { taxRate: number | string; taxLabel: string; lineTotal: number | string }[]): TaxLine[] {
  return taxLines(items.map((i) => ({ rate: i.taxRate, label: i.taxLabel, cents: Math.round(Number(i.lineTotal) * 100) })));
}

/**
 * Subtotal, tax per label (see taxLines), their sum and the total, computed in cents. Without a
 * place of supply (the cart, before an address or a clinic is chosen) the tax is not known:
 * `taxKnown` is false, no tax is listed and the total is before tax.
 */
export function cartTotals(
  lines: readonly (Pick<CartLine, "price" | "sale_price" | "quantity" | "lensPrice"> & { lens?: LensChoice })[],
  place: TaxPlace | null,
) {
  const parts = lines.map((l) => ({ ...(place ? lineTax(l, place) : { rate: 0, label: "" }), cents: Math.round(unitPrice(l) * 100) * l.quantity }));
  const subtotalCents = parts.reduce((s, p) => s + p.cents, 0);
  const taxes = place ? taxLines(parts) : [];
  const taxCents = taxes.reduce((s, t) => s + Math.round(t.amount * 100), 0);
  return {
    subtotal: subtotalCents / 100,
    taxes,
    tax: taxCents / 100,
    taxKnown: place !== null,
    shipping: 0,
    total: (subtotalCents + taxCents) / 100,
  };
}

/** Reads a stored cart defensively: anything malformed is dropped, never thrown. */
export function parseStoredCart(raw: string | null): CartLine[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    const list = Array.isArray(value) ? value : [];
    return list.filter(
      (l): l is CartLine =>
        typeof l === "object" &&
        l !== null &&
        typeof l.id === "string" &&
        typeof l.name === "string" &&
        typeof l.price === "number" &&
        typeof l.quantity === "number" &&
        l.quantity > 0 &&
        (l.lens === undefined || (typeof l.lens === "object" && l.lens !== null && LENS_LINE_TYPES.includes(l.lens.type))) &&
        (l.lensPrice === undefined || (typeof l.lensPrice === "number" && Number.isFinite(l.lensPrice))),
    );
  } catch {
    return [];
  }
}
