import { describe, expect, it } from "vitest";
import { ONTARIO, addLine, cartTotals, itemCount, parseStoredCart, removeLine, setLineQuantity, type CartLine } from "@/lib/cart/lines";
import { formatPrice } from "@/lib/format";

const line = (over: Partial<CartLine> = {}): CartLine => ({
  id: "p1", name: "Frame", price: 100, sale_price: null, quantity: 1, selectedColor: "Black", selectedSize: "57", brand: "Ray-Ban", ...over,
});

describe("cart lines", () => {
  it("same product, colour and size raises the quantity", () => {
    const lines = addLine(addLine([], line()), line({ quantity: 2 }));
    expect(lines).toHaveLength(1);
    expect(lines[0].quantity).toBe(3);
  });

  it("another colour or size is a new line", () => {
    const lines = addLine(addLine(addLine([], line()), line({ selectedColor: "Tortoise" })), line({ selectedSize: "54" }));
    expect(lines).toHaveLength(3);
    expect(itemCount(lines)).toBe(3);
  });

  it("quantity never goes below 1, and remove deletes", () => {
    let lines = setLineQuantity([line({ quantity: 3 })], line(), 0);
    expect(lines[0].quantity).toBe(1);
    lines = setLineQuantity(lines, line(), -5);
    expect(lines[0].quantity).toBe(1);
    expect(removeLine(lines, line())).toEqual([]);
  });

  it("totals use the sale price and round the 13% tax to the cent", () => {
    const t = cartTotals([line({ price: 200, sale_price: 159.99, quantity: 1 }), line({ id: "p2", price: 0.1, quantity: 3 })], ONTARIO);
    expect(t.subtotal).toBe(160.29);
    expect(t.tax).toBe(20.84); // 20.8377 → 20.84
    expect(t.total).toBe(181.13);
    expect(t.shipping).toBe(0);
  });

  it("reads stored carts defensively", () => {
    expect(parseStoredCart(null)).toEqual([]);
    expect(parseStoredCart("not json")).toEqual([]);
    expect(parseStoredCart('{"a":1}')).toEqual([]);
    expect(parseStoredCart(JSON.stringify([line(), { id: 3 }, line({ quantity: 0 })]))).toEqual([line()]);
  });

  it("formats prices in dollars with two decimals", () => {
    expect(formatPrice(5)).toBe("$5.00");
    expect(formatPrice(1234.5)).toBe("$1,234.50");
    expect(formatPrice(0.1 + 0.2)).toBe("$0.30");
  });
});
