import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { placeOrder } from "@/lib/orders/place-order";
import { placeOrderSchema, type PlaceOrderInput } from "@/lib/validations/checkout";
import { backends, createTestDb, type TestDb } from "../support/db";

const base: Omit<PlaceOrderInput, "items"> = {
  email: "Pat@Example.com",
  firstName: "Pat",
  lastName: "Singh",
  phone: "905-555-0111",
  address: "1 Main St",
  city: "Brampton",
  province: "ON",
  postalCode: "L6Y 0P8",
  sameAsShipping: true,
  nameOnCard: "Pat Singh",
  cardLast4: "4242",
};

describe.each(backends)("placeOrder on %s", (backend) => {
  let db: TestDb;
  let product: { id: string; name: string; price: number; sale_price: number | null; stock_quantity: number };
  beforeAll(async () => {
    db = await createTestDb(backend);
    [product] = await db.run({ kind: "system" }, (tx) =>
      tx.query(
        `select id, name, price, sale_price, stock_quantity from public.products
         where is_active and sale_price is not null and stock_quantity >= 5 order by id limit 1`,
      ),
    );
  });
  afterAll(async () => db?.drop());

  const sys = <T extends Record<string, unknown>>(sql: string, params: unknown[] = []) =>
    db.run({ kind: "system" }, (tx) => tx.query<T>(sql, params));
  const counts = async () =>
    (await sys<{ o: number; i: number; m: number }>(
      `select (select count(*) from public.orders)::int as o, (select count(*) from public.order_items)::int as i,
              (select count(*) from public.mail_outbox)::int as m`,
    ))[0];

  it("the server schema refuses card numbers, CVVs and client prices", () => {
    const item = { productId: product.id, quantity: 1, color: "Black", size: "57" };
    expect(placeOrderSchema.safeParse({ ...base, items: [item] }).success).toBe(true);
    expect(placeOrderSchema.safeParse({ ...base, cardNumber: "4242424242424242", items: [item] }).success).toBe(false);
    expect(placeOrderSchema.safeParse({ ...base, cvv: "123", items: [item] }).success).toBe(false);
    expect(placeOrderSchema.safeParse({ ...base, items: [{ ...item, price: 1 }] }).success).toBe(true); // stripped…
    expect(placeOrderSchema.parse({ ...base, items: [{ ...item, price: 1 }] }).items[0]).not.toHaveProperty("price"); // …never read
    expect(placeOrderSchema.safeParse({ ...base, items: [] }).error?.issues[0].message).toBe("Your cart is empty");
  });

  it("prices from the database, decrements stock, stores the order and queues the e-mail", async () => {
    const result = await placeOrder(db, { ...base, items: [{ productId: product.id, quantity: 2, color: "Black", size: "57" }] }, null);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.order.orderNumber).toMatch(/^ORD-\d+$/);
    const unit = product.sale_price ?? product.price;
    const subtotal = Math.round(unit * 100 * 2) / 100;
    const tax = Math.round(subtotal * 100 * 0.13) / 100;
    const [order] = await sys<{ subtotal: number; tax: number; total_amount: number; email: string; card_last4: string; payment_status: string }>(
      "select subtotal, tax, total_amount, email, card_last4, payment_status from public.orders where order_number = $1",
      [result.order.orderNumber],
    );
    expect(order).toEqual({ subtotal, tax, total_amount: Math.round((subtotal + tax) * 100) / 100, email: "pat@example.com", card_last4: "4242", payment_status: "pending" });
    const [after] = await sys<{ stock_quantity: number }>("select stock_quantity from public.products where id = $1", [product.id]);
    expect(after.stock_quantity).toBe(product.stock_quantity - 2);
    const mail = await sys<{ to_address: string; text_body: string }>("select to_address, text_body from public.mail_outbox where kind = 'order-confirmation'");
    expect(mail).toHaveLength(1);
    expect(mail[0].text_body).toContain(result.order.orderNumber);
    expect(mail[0].text_body).not.toMatch(/4242424242424242/);
  });

  it("refuses a line that is short, naming the product, and writes nothing", async () => {
    const before = await counts();
    const [stockBefore] = await sys<{ stock_quantity: number }>("select stock_quantity from public.products where id = $1", [product.id]);
    const [soldOut] = await sys<{ id: string; name: string }>("select id, name from public.products where is_active and stock_quantity = 0 limit 1");
    const result = await placeOrder(
      db,
      { ...base, items: [{ productId: product.id, quantity: 1, color: "", size: "57" }, { productId: soldOut.id, quantity: 1, color: "", size: "57" }] },
      null,
    );
    expect(result).toEqual({ ok: false, error: `${soldOut.name} is out of stock` });
    expect(await counts()).toEqual(before);
    const [stockAfter] = await sys<{ stock_quantity: number }>("select stock_quantity from public.products where id = $1", [product.id]);
    expect(stockAfter.stock_quantity).toBe(stockBefore.stock_quantity);

    const tooMany = await placeOrder(db, { ...base, items: [{ productId: product.id, quantity: 99, color: "", size: "57" }] }, null);
    expect(tooMany).toEqual({ ok: false, error: `Only ${stockBefore.stock_quantity} left of ${product.name}` });
  });

  it("refuses inactive products", async () => {
    const [hidden] = await sys<{ id: string }>("select id from public.products where not is_active and stock_quantity > 0 limit 1");
    const result = await placeOrder(db, { ...base, items: [{ productId: hidden.id, quantity: 1, color: "", size: "57" }] }, null);
    expect(result.ok).toBe(false);
  });

  it.runIf(backend === "postgres")("fifty simultaneous orders for the last unit give exactly one order", async () => {
    const [last] = await sys<{ id: string }>("select id from public.products where is_active order by id desc limit 1");
    await sys("update public.products set stock_quantity = 1 where id = $1", [last.id]);
    const before = await counts();
    const results = await Promise.all(
      Array.from({ length: 50 }, () => placeOrder(db, { ...base, items: [{ productId: last.id, quantity: 1, color: "", size: "57" }] }, null)),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect((await counts()).o).toBe(before.o + 1);
    const [after] = await sys<{ stock_quantity: number }>("select stock_quantity from public.products where id = $1", [last.id]);
    expect(after.stock_quantity).toBe(0);
  });
});
