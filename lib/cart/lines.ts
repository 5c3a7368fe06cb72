/** The browser cart's line, as stored under localStorage key `cart` (the spec's shape). */
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
};

export const MAX_LINE_QUANTITY = 99;
export const TAX_RATE = 0.13;

export const sameLine = (a: CartLine, b: Pick<CartLine, "id" | "selectedColor" | "selectedSize">) =>
  a.id === b.id && a.selectedColor === b.selectedColor && a.selectedSize === b.selectedSize;

const clampQuantity = (q: number) => Math.min(MAX_LINE_QUANTITY, Math.max(1, Math.floor(q) || 1));

/** Same product, colour and size raises the quantity; anything else is a new line. */
export function addLine(lines: CartLine[], line: CartLine): CartLine[] {
  const existing = lines.find((l) => sameLine(l, line));
  if (!existing) return [...lines, { ...line, quantity: clampQuantity(line.quantity) }];
  return lines.map((l) => (l === existing ? { ...l, quantity: clampQuantity(l.quantity + line.quantity) } : l));
}

/** Quantity never goes below 1 (use removeLine to delete). */
export function setLineQuantity(lines: CartLine[], key: Pick<CartLine, "id" | "selectedColor" | "selectedSize">, quantity: number): CartLine[] {
  return lines.map((l) => (sameLine(l, key) ? { ...l, quantity: clampQuantity(quantity) } : l));
}

export function removeLine(lines: CartLine[], key: Pick<CartLine, "id" | "selectedColor" | "selectedSize">): CartLine[] {
  return lines.filter((l) => !sameLine(l, key));
}

export function itemCount(lines: readonly { quantity: number }[]): number {
  return lines.reduce((n, l) => n + (Number.isFinite(l.quantity) && l.quantity > 0 ? l.quantity : 0), 0);
}

/** The price charged: the sale price when present. */
export const unitPrice = (l: Pick<CartLine, "price" | "sale_price">) => l.sale_price ?? l.price;

/** Subtotal, 13% tax (rounded half-up to the cent) and total, computed in cents. */
export function cartTotals(lines: readonly Pick<CartLine, "price" | "sale_price" | "quantity">[]) {
  const subtotalCents = lines.reduce((s, l) => s + Math.round(unitPrice(l) * 100) * l.quantity, 0);
  const taxCents = Math.round(subtotalCents * TAX_RATE);
  return {
    subtotal: subtotalCents / 100,
    tax: taxCents / 100,
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
        l.quantity > 0,
    );
  } catch {
    return [];
  }
}
