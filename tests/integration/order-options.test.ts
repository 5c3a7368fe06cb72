import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { NO_COLOUR } from "@/lib/orders/line-options";
import { placeOrder } from "@/lib/orders/place-order";
import { appDatabase } from "../support/app-db";
import { backends } from "../support/db";
import { nextRequest } from "../support/next-request";
import { ORDER_CUSTOMER, productLines, productOptions, type ProductOptions } from "../support/orders";

/**
 * An order line's colour and size come from the product (lib/orders/line-options.ts): anything
 * the frame does not have refuses the whole order and stores nothing. Names match after
 * trimming (and NFC); letter case counts.
 */

vi.mock("next/headers", async () => (await import("../support/next-request")).headersModule);
vi.mock("next/cache", async () => (await import("../support/next-request")).cacheModule);
vi.mock("next/server", async () => (await import("../support/next-request")).serverModule);
process.env.AUTH_SECRET ??= "order-options-secret-for-tests-only-0123456789";

// Seeded frames (supabase/seed.sql): Black, Havana and Navy, lens width 53; and Gold, Silver, Gunmetal.
const RECTANGLE = "00000000-0000-4000-8003-000000000004";
const AVIATOR = "00000000-0000-4000-8003-000000000001";
const CLINIC = "orders@clinic.example.com";

describe.each(backends)("order line colour and size on %s", (backend) => {
  const app = appDatabase(backend);
  let rect: ProductOptions;
  const sys = <T extends Record<string, unknown>>(sql: string, params: unknown[] = []) =>
    app.db.run({ kind: "system" }, (tx) => tx.query<T>(sql, params));
  /** Everything a placed order writes. */
  const written = async () =>
    (
      await sys<{ orders: number; items: number; mail: number; stock: number }>(
        `select (select count(*) from public.orders)::int as orders, (select count(*) from public.order_items)::int as items,
                (select count(*) from private.mail_outbox)::int as mail,
                (select sum(stock_quantity) from public.products)::int as stock`,
      )
    )[0];
  /** A valid Aviator line first, so a refusal must also undo stock already taken for it. */
  const order = async (color: string, size = rect.size) => ({
    ...ORDER_CUSTOMER,
    items: [...(await productLines(app.db, [{ productId: AVIATOR, quantity: 1 }])), { productId: RECTANGLE, quantity: 1, color, size }],
  });
  const refusedWithNothingStored = async (color: string, size: string | undefined, error: string) => {
    const before = await written();
    expect(await placeOrder(app.db, await order(color, size), null, { clinicInbox: CLINIC })).toEqual({ ok: false, error });
    expect(await written()).toEqual(before);
  };

  beforeAll(async () => {
    rect = await productOptions(app.db, RECTANGLE);
    // The fixture this file relies on: if the seed changes, say so here rather than in odd failures below.
    expect(rect).toMatchObject({ name: "Ray-Ban RB5228 Rectangle Optics", size: "53" });
    expect(rect.colors.map((c) => c.name)).toEqual(["Black", "Havana", "Navy"]);
    await sys("update public.products set stock_quantity = 50 where id = any($1::uuid[])", [[RECTANGLE, AVIATOR]]);
  });
  afterEach(() => vi.restoreAllMocks());

  it("refuses a colour the product lacks, naming the product, and stores nothing", async () => {
    await refusedWithNothingStored(
      "Gold",
      undefined,
      `"Ray-Ban RB5228 Rectangle Optics" is not available in colour "Gold". Please choose a colour from the product page.`,
    );
    await refusedWithNothingStored("", undefined, `Please choose a colour for "Ray-Ban RB5228 Rectangle Optics" on the product page.`);
  });

  it("refuses a size the product lacks, and stores nothing", async () => {
    await refusedWithNothingStored(
      "Black",
      "52",
      `"Ray-Ban RB5228 Rectangle Optics" is not available in size "52". Please choose a size from the product page.`,
    );
    await refusedWithNothingStored(
      "Black",
      "",
      `"Ray-Ban RB5228 Rectangle Optics" is not available in the size you chose. Please choose a size from the product page.`,
    );
  });

  it("refuses hostile colours and sizes without a database error, never echoing them", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const colour = `"Ray-Ban RB5228 Rectangle Optics" is not available in the colour you chose. Please choose a colour from the product page.`;
    for (const hostile of ["a\u202Eb\u0007", "Black\u0000", "\u0000", "Bl\uD800ack", "\u2066Black\u2069"]) {
      await refusedWithNothingStored(hostile, undefined, colour);
    }
    await refusedWithNothingStored(
      "Black",
      "5\u00003",
      `"Ray-Ban RB5228 Rectangle Optics" is not available in the size you chose. Please choose a size from the product page.`,
    );

    // Through the checkout's action too: refused with a readable message, nothing logged or stored.
    const { placeOrderAction } = await import("@/components/checkout/actions");
    nextRequest.ip = "203.0.113.41";
    for (const hostile of ["a\u202Eb\u0007", "Black\u0000"]) {
      const before = await written();
      const result = await placeOrderAction(await order(hostile));
      expect(result.ok).toBe(false);
      expect(result.ok ? "" : result.error).not.toMatch(/try again|\u202E|\u0000/);
      expect(await written()).toEqual(before);
    }
    expect(logged).not.toHaveBeenCalled();
  });

  it("matches a colour and size after trimming; letter case counts", async () => {
    const ok = await placeOrder(app.db, await order("  Havana ", " 53 "), null);
    if (!ok.ok) throw new Error(ok.error);
    const [line] = await sys<{ color_name: string; color_value: string; size: string }>(
      `select i.color_name, i.color_value, i.size from public.order_items i join public.orders o on o.id = i.order_id
       where o.order_number = $1 and i.product_id = $2`,
      [ok.order.orderNumber, RECTANGLE],
    );
    expect(line).toEqual({ color_name: "Havana", color_value: "#8a5a2b", size: "53" });
    await refusedWithNothingStored(
      "havana",
      undefined,
      `"Ray-Ban RB5228 Rectangle Optics" is not available in colour "havana". Please choose a colour from the product page.`,
    );
  });

  it("stores the product's own colour name, value and size, and the e-mails name them", async () => {
    const result = await placeOrder(app.db, await order("Navy"), null, { clinicInbox: CLINIC });
    if (!result.ok) throw new Error(result.error);
    const lines = await sys<{ product_id: string; color_name: string; color_value: string; size: string }>(
      `select i.product_id, i.color_name, i.color_value, i.size from public.order_items i join public.orders o on o.id = i.order_id
       where o.order_number = $1 order by i.product_id`,
      [result.order.orderNumber],
    );
    expect(lines).toEqual([
      { product_id: AVIATOR, color_name: "Gold", color_value: "#c9a441", size: "58" },
      { product_id: RECTANGLE, color_name: "Navy", color_value: "#1f2f57", size: "53" },
    ]);
    const mails = await sys<{ kind: string; text_body: string }>(
      "select kind, text_body from private.mail_outbox where text_body like '%' || $1 || '%' order by kind",
      [result.order.orderNumber],
    );
    expect(mails.map((m) => m.kind)).toEqual(["order-confirmation", "order-notice"]);
    expect(mails[0].text_body).toContain("1 × Ray-Ban RB5228 Rectangle Optics (Navy, size 53)");
    expect(mails[1].text_body).toContain("Ray-Ban RB5228 Rectangle Optics, Navy, size 53");
  });

  it("a frame without colours takes only no colour, or what its product page sends", async () => {
    await sys("update public.products set colors = '[]'::jsonb where id = $1", [RECTANGLE]);
    try {
      await refusedWithNothingStored(
        "Black",
        undefined,
        `"Ray-Ban RB5228 Rectangle Optics" is not available in colour "Black". Please choose a colour from the product page.`,
      );
      for (const none of ["", NO_COLOUR]) {
        const result = await placeOrder(app.db, await order(none), null);
        if (!result.ok) throw new Error(result.error);
        const [line] = await sys<{ color_name: string | null; color_value: string | null; size: string }>(
          `select i.color_name, i.color_value, i.size from public.order_items i join public.orders o on o.id = i.order_id
           where o.order_number = $1 and i.product_id = $2`,
          [result.order.orderNumber, RECTANGLE],
        );
        expect(line).toEqual({ color_name: null, color_value: null, size: "53" });
      }
    } finally {
      await sys("update public.products set colors = $2::jsonb where id = $1", [RECTANGLE, JSON.stringify(rect.colors)]);
    }
  });
});
