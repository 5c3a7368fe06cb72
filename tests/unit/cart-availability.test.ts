import { describe, expect, it } from "vitest";
import { checkCart, issueMessage, orderableLines } from "@/lib/cart/availability";
import type { CartLine } from "@/lib/cart/lines";

const line = (over: Partial<CartLine> = {}): CartLine => ({
  id: "a", name: "Aviator", price: 100, sale_price: null, quantity: 1, selectedColor: "Gold", selectedSize: "57", brand: "Ray-Ban", ...over,
});
const fresh = (id: string, price: number, stock: number, sale_price: number | null = null) => ({ id, price, sale_price, stock_quantity: stock });

describe("checking the stored cart against the server", () => {
  it("corrects a stale price and a dropped sale, keeping quantities", () => {
    const r = checkCart([line({ price: 90, quantity: 2 }), line({ id: "b", price: 50, sale_price: 40 })], [fresh("a", 100, 9), fresh("b", 50, 9)]);
    expect(r.pricesChanged).toBe(true);
    expect(r.lines.map((l) => [l.price, l.sale_price, l.quantity])).toEqual([[100, null, 2], [50, null, 1]]);
    expect(r.issues.size).toBe(0);
  });

  it("leaves current prices alone", () => {
    const lines = [line()];
    const r = checkCart(lines, [fresh("a", 100, 3)]);
    expect(r.pricesChanged).toBe(false);
    expect(r.lines[0]).toBe(lines[0]);
  });

  it("refreshes a renamed product's details without calling it a price change", () => {
    const r = checkCart([line({ image: "/old.svg" })], [{ ...fresh("a", 100, 3), name: "Aviator Classic", brand: "Ray-Ban", image: "/new.svg" }]);
    expect(r).toMatchObject({ pricesChanged: false, changed: true });
    expect(r.lines[0]).toMatchObject({ name: "Aviator Classic", image: "/new.svg", price: 100, quantity: 1 });
    expect(checkCart([line()], [{ ...fresh("a", 100, 3), name: "Aviator", brand: "Ray-Ban" }]).changed).toBe(false);
  });

  it("flags gone and sold-out products and leaves them out of the order", () => {
    const lines = [line(), line({ id: "gone" }), line({ id: "sold" })];
    const r = checkCart(lines, [fresh("a", 100, 5), fresh("sold", 80, 0)]);
    expect(r.issues.get("gone")).toEqual({ kind: "unavailable" });
    expect(r.issues.get("sold")).toEqual({ kind: "out-of-stock" });
    expect(orderableLines(lines, r.issues).map((l) => l.id)).toEqual(["a"]);
    expect(issueMessage({ kind: "out-of-stock" }, "Aviator")).toBe("Aviator is out of stock and is not included in your order.");
  });

  it("counts stock per product across colours", () => {
    const lines = [line({ quantity: 2 }), line({ selectedColor: "Black", quantity: 2 })];
    const r = checkCart(lines, [fresh("a", 100, 3)]);
    expect(r.issues.get("a")).toEqual({ kind: "short", available: 3 });
    expect(orderableLines(lines, r.issues)).toHaveLength(2); // kept: the customer lowers the quantity
    expect(issueMessage({ kind: "short", available: 3 }, "Aviator")).toMatch(/^Only 3 left of Aviator/);
  });
});
