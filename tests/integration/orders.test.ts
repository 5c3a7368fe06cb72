import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findOrderConfirmation, maskEmail, placeOrder } from "@/lib/orders/place-order";
import { placeOrderSchema, type PlaceOrderInput } from "@/lib/validations/checkout";
import { backends, createTestDb, type TestDb } from "../support/db";
import { ORDER_CUSTOMER, productLines, productOptions } from "../support/orders";

// Mixed-case e-mail on purpose: the order stores it lowercased.
const base: Omit<PlaceOrderInput, "items"> = { ...ORDER_CUSTOMER, email: "Pat@Example.com" };

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
              (select count(*) from private.mail_outbox)::int as m`,
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
    const result = await placeOrder(db, { ...base, items: await productLines(db, [{ productId: product.id, quantity: 2 }]) }, null);
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
    const mail = await sys<{ to_address: string; text_body: string }>("select to_address, text_body from private.mail_outbox where kind = 'order-confirmation'");
    expect(mail).toHaveLength(1);
    expect(mail[0].text_body).toContain(result.order.orderNumber);
    expect(mail[0].text_body).not.toMatch(/4242424242424242/);
  });

  it("ignores prices sent by the client and snapshots each line", async () => {
    const [p2] = await sys<{ id: string; name: string; price: number; sale_price: number | null; brand: string }>(
      `select p.id, p.name, p.price, p.sale_price, b.name as brand from public.products p join public.brands b on b.id = p.brand_id
       where p.is_active and p.stock_quantity >= 3 and p.id <> $1 order by p.id limit 1`,
      [product.id],
    );
    const { colors, size } = await productOptions(db, p2.id);
    const colour = colors.at(-1)!;
    // A tampered request: prices in the lines and a total, as a hostile client might send.
    const tampered = {
      ...base,
      total: 0.01,
      items: [{ productId: p2.id, quantity: 3, color: colour.name, size, price: 0.01, sale_price: 0.01 }],
    } as unknown as PlaceOrderInput;
    const result = await placeOrder(db, tampered, null);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const unitCents = Math.round((p2.sale_price ?? p2.price) * 100);
    const [order] = await sys<{ id: string; subtotal: number; total_amount: number; status: string; user_id: string | null }>(
      "select id, subtotal, total_amount, status, user_id from public.orders where order_number = $1",
      [result.order.orderNumber],
    );
    expect(order.subtotal).toBe((unitCents * 3) / 100);
    expect(order.total_amount).toBe((unitCents * 3 + Math.round(unitCents * 3 * 0.13)) / 100);
    expect(order.status).toBe("pending");
    expect(order.user_id).toBeNull();
    const items = await sys(
      "select product_name, brand_name, unit_price, quantity, color_name, color_value, size, line_total from public.order_items where order_id = $1",
      [order.id],
    );
    expect(items).toEqual([
      {
        product_name: p2.name, brand_name: p2.brand, unit_price: unitCents / 100, quantity: 3,
        color_name: colour.name, color_value: colour.value, size, line_total: (unitCents * 3) / 100,
      },
    ]);
  });

  it("records the signed-in customer on the order", async () => {
    const [user] = await sys<{ id: string }>(
      `insert into auth.users (email, raw_user_meta_data) values ('buyer-${backend}@example.com', '{"first_name":"Buy","last_name":"Er"}') returning id`,
    );
    const result = await placeOrder(db, { ...base, items: await productLines(db, [{ productId: product.id, quantity: 1 }]) }, user.id);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const [order] = await sys<{ user_id: string }>("select user_id from public.orders where order_number = $1", [result.order.orderNumber]);
    expect(order.user_id).toBe(user.id);
  });

  it("tells the clinic, who take the payment, and keeps a separate billing address", async () => {
    const billing = { billingAddress: "9 King St W", billingCity: "Toronto", billingProvince: "ON" as const, billingPostalCode: "M5H 1A1" };
    const result = await placeOrder(
      db,
      { ...base, sameAsShipping: false, billing, items: await productLines(db, [{ productId: product.id, quantity: 1 }]) },
      null,
      { clinicInbox: "orders@clinic.example.com" },
    );
    if (!result.ok) throw new Error(result.error);
    const [order] = await sys<{ billing_address: Record<string, string>; shipping_address: Record<string, string> }>(
      "select billing_address, shipping_address from public.orders where order_number = $1",
      [result.order.orderNumber],
    );
    expect(order.billing_address).toEqual({ address: "9 King St W", city: "Toronto", province: "ON", postalCode: "M5H 1A1" });
    expect(order.shipping_address.city).toBe("Brampton");
    const [notice] = await sys<{ to_address: string; subject: string; text_body: string }>(
      "select to_address, subject, text_body from private.mail_outbox where kind = 'order-notice' and subject like $1",
      [`%${result.order.orderNumber}%`],
    );
    expect(notice.to_address).toBe("orders@clinic.example.com");
    expect(notice.text_body).toContain("905-555-0111");
    expect(notice.text_body).toContain("Card on file ends in 4242");
    expect(notice.text_body).toContain("9 King St W, Toronto, ON M5H 1A1");
  });

  it("the success page learns only whether a number exists and a masked e-mail", async () => {
    const result = await placeOrder(db, { ...base, items: await productLines(db, [{ productId: product.id, quantity: 1 }]) }, null);
    if (!result.ok) throw new Error(result.error);
    expect(await findOrderConfirmation(db, result.order.orderNumber)).toEqual({
      orderNumber: result.order.orderNumber,
      maskedEmail: "p•••t@example.com",
    });
    expect(await findOrderConfirmation(db, "ORD-999999999999")).toBeNull();
    expect(await findOrderConfirmation(db, "'; drop table orders; --")).toBeNull();
    expect(maskEmail("pat.singh@example.com")).toBe("p•••h@example.com");
  });

  it("refuses a line that is short, naming the product, and writes nothing", async () => {
    const before = await counts();
    const [stockBefore] = await sys<{ stock_quantity: number }>("select stock_quantity from public.products where id = $1", [product.id]);
    const [soldOut] = await sys<{ id: string; name: string }>("select id, name from public.products where is_active and stock_quantity = 0 limit 1");
    const result = await placeOrder(
      db,
      { ...base, items: await productLines(db, [{ productId: product.id, quantity: 1 }, { productId: soldOut.id, quantity: 1 }]) },
      null,
    );
    expect(result).toEqual({ ok: false, error: `${soldOut.name} is out of stock` });
    expect(await counts()).toEqual(before);
    const [stockAfter] = await sys<{ stock_quantity: number }>("select stock_quantity from public.products where id = $1", [product.id]);
    expect(stockAfter.stock_quantity).toBe(stockBefore.stock_quantity);

    const tooMany = await placeOrder(db, { ...base, items: await productLines(db, [{ productId: product.id, quantity: 99 }]) }, null);
    expect(tooMany).toEqual({ ok: false, error: `Only ${stockBefore.stock_quantity} left of ${product.name}` });
  });

  it("refuses inactive products", async () => {
    const [hidden] = await sys<{ id: string }>("select id from public.products where not is_active and stock_quantity > 0 limit 1");
    const result = await placeOrder(db, { ...base, items: await productLines(db, [{ productId: hidden.id, quantity: 1 }]) }, null);
    expect(result.ok).toBe(false);
  });

  it.runIf(backend === "postgres")("fifty simultaneous orders for the last unit give exactly one order", async () => {
    const [last] = await sys<{ id: string }>("select id from public.products where is_active order by id desc limit 1");
    await sys("update public.products set stock_quantity = 1 where id = $1", [last.id]);
    const before = await counts();
    const items = await productLines(db, [{ productId: last.id, quantity: 1 }]);
    const results = await Promise.all(
      Array.from({ length: 50 }, () => placeOrder(db, { ...base, items }, null)),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect((await counts()).o).toBe(before.o + 1);
    const [after] = await sys<{ stock_quantity: number }>("select stock_quantity from public.products where id = $1", [last.id]);
    expect(after.stock_quantity).toBe(0);
  });
});
