import { describe, expect, it } from "vitest";
import { ONTARIO, cartTotals as totalsAt, unitPrice } from "@/lib/cart/lines";

const cartTotals = (lines: Parameters<typeof totalsAt>[0]) => totalsAt(lines, ONTARIO);

const l = (price: number, quantity = 1, sale_price: number | null = null) => ({ price, sale_price, quantity });

describe("cart totals in cents", () => {
  it("uses the sale price when present", () => {
    expect(unitPrice(l(200, 1, 149.5))).toBe(149.5);
    expect(unitPrice(l(200))).toBe(200);
    expect(cartTotals([l(200, 2, 149.5)]).subtotal).toBe(299);
  });

  it("adds without binary drift", () => {
    // 0.1 + 0.2 in floats is 0.30000000000000004; in cents it is 30.
    const t = cartTotals([l(0.1), l(0.2)]);
    expect(t.subtotal).toBe(0.3);
    expect(t.tax).toBe(0.04); // 3.9 cents → 4
    expect(t.total).toBe(0.34);
  });

  it("rounds 13% tax half up to the cent", () => {
    expect(ONTARIO.rate).toBe(0.13);
    expect(cartTotals([l(0.5)]).tax).toBe(0.07); // 6.5 cents → 7
    expect(cartTotals([l(1.15)]).tax).toBe(0.15); // 14.95 cents → 15
    expect(cartTotals([l(189, 3)]).tax).toBe(73.71);
    expect(cartTotals([l(99.99, 7)])).toEqual({ subtotal: 699.93, taxes: [{ rate: 0.13, label: "HST 13%", base: 699.93, amount: 90.99 }], tax: 90.99, taxKnown: true, shipping: 0, total: 790.92 });
  });

  it("shipping is always free and total is subtotal plus tax", () => {
    for (const lines of [[l(229)], [l(12.34, 5), l(0.01, 99, null)], [l(1000, 99)]]) {
      const t = cartTotals(lines);
      expect(t.shipping).toBe(0);
      expect(Math.round(t.total * 100)).toBe(Math.round(t.subtotal * 100) + Math.round(t.tax * 100));
      expect(Number.isInteger(Math.round(t.total * 100))).toBe(true);
      expect(Number(t.total.toFixed(2))).toBe(t.total); // whole cents, no float tail
    }
  });

  it("before the place of supply is known, no tax is listed and the total is before tax", () => {
    expect(totalsAt([l(189, 3)], null)).toEqual({ subtotal: 567, taxes: [], tax: 0, taxKnown: false, shipping: 0, total: 567 });
  });

  it("an empty cart totals zero", () => {
    expect(cartTotals([])).toEqual({ subtotal: 0, taxes: [], tax: 0, taxKnown: true, shipping: 0, total: 0 });
  });
});
