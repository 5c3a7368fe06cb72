import { lensPrice } from "@/lib/lenses/rules";
import type { CartLine } from "./lines";

/** A product as the server reports it right now (absent when deactivated or deleted). */
export type FreshProduct = {
  id: string;
  price: number;
  sale_price: number | null;
  stock_quantity: number;
  /** Catalogue details, refreshed silently when a product was renamed or re-photographed. */
  name?: string;
  brand?: string | null;
  image?: string | null;
};

/**
 * Why a line cannot be ordered as it stands. `unavailable` and `out-of-stock` lines are left
 * out of the order; a `short` line must be lowered to `available` first.
 */
export type LineIssue =
  | { kind: "unavailable" }
  | { kind: "out-of-stock" }
  | { kind: "short"; available: number };

export type CartCheck = {
  /** The stored lines with today's prices (same order, same quantities). */
  lines: CartLine[];
  /** True when at least one stored price was stale and has been corrected. */
  pricesChanged: boolean;
  /** True when anything stored (price, name, brand, image) differs and should be saved. */
  changed: boolean;
  /** Issues by product id. */
  issues: Map<string, LineIssue>;
};

/**
 * Compares the stored cart with the server's products of this moment, and each line's lens
 * price with the lens catalogue (a price edited in the browser is corrected like a frame's).
 */
export function checkCart(lines: readonly CartLine[], fresh: readonly FreshProduct[]): CartCheck {
  const byId = new Map(fresh.map((f) => [f.id, f]));
  let pricesChanged = false;
  let changed = false;
  const corrected = lines.map((l) => {
    const f = byId.get(l.id);
    if (!f) return l;
    const next = { ...l };
    if (f.price !== l.price || f.sale_price !== l.sale_price) {
      pricesChanged = true;
      next.price = f.price;
      next.sale_price = f.sale_price;
    }
    const lenses = l.lens ? lensPrice(l.lens) : undefined;
    if (lenses !== l.lensPrice) {
      pricesChanged = true;
      next.lensPrice = lenses;
      if (lenses === undefined) delete next.lensPrice;
    }
    if (f.name && f.name !== l.name) next.name = f.name;
    if (f.brand && f.brand !== l.brand) next.brand = f.brand;
    if (f.image && f.image !== l.image) next.image = f.image;
    const keys = new Set([...Object.keys(next), ...Object.keys(l)] as (keyof CartLine)[]);
    const same = [...keys].every((k) => next[k] === l[k]);
    if (same) return l;
    changed = true;
    return next;
  });

  // Stock is per product, so colours of one frame share it.
  const wanted = new Map<string, number>();
  for (const l of lines) wanted.set(l.id, (wanted.get(l.id) ?? 0) + l.quantity);
  const issues = new Map<string, LineIssue>();
  for (const [id, quantity] of wanted) {
    const f = byId.get(id);
    if (!f) issues.set(id, { kind: "unavailable" });
    else if (f.stock_quantity <= 0) issues.set(id, { kind: "out-of-stock" });
    else if (f.stock_quantity < quantity) issues.set(id, { kind: "short", available: f.stock_quantity });
  }
  return { lines: corrected, pricesChanged, changed, issues };
}

/** Lines that go into the order: everything except products that cannot be bought at all. */
export function orderableLines(lines: readonly CartLine[], issues: ReadonlyMap<string, LineIssue>): CartLine[] {
  return lines.filter((l) => {
    const kind = issues.get(l.id)?.kind;
    return kind !== "unavailable" && kind !== "out-of-stock";
  });
}

/** What the customer reads next to a line with an issue. */
export function issueMessage(issue: LineIssue, name: string): string {
  switch (issue.kind) {
    case "unavailable":
      return `${name} is no longer available and is not included in your order.`;
    case "out-of-stock":
      return `${name} is out of stock and is not included in your order.`;
    case "short":
      return `Only ${issue.available} left of ${name}. Lower the quantity to check out.`;
  }
}
