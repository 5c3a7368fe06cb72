import { sizeOf, type ProductColor } from "@/lib/catalog/types";
import { system, type Db } from "@/lib/db/types";
import type { PlaceOrderInput } from "@/lib/validations/checkout";

/** A checkout's customer details (everything but the lines), as the checkout form sends them. */
export const ORDER_CUSTOMER: Omit<PlaceOrderInput, "items"> = {
  email: "pat@example.com",
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

export type OrderLine = PlaceOrderInput["items"][number];
export type ProductOptions = { id: string; name: string; colors: ProductColor[]; size: string };

/** A product's colours and its one size as the product page offers them (the order refuses any other). */
export async function productOptions(db: Db, productId: string): Promise<ProductOptions> {
  const [p] = await db.run(system, (tx) =>
    tx.query<{ id: string; name: string; colors: ProductColor[]; lens_width: number | null }>(
      "select id, name, colors, lens_width from public.products where id = $1",
      [productId],
    ),
  );
  if (!p) throw new Error(`No product ${productId}`);
  return { id: p.id, name: p.name, colors: p.colors, size: sizeOf(p) };
}

/**
 * Order lines as the product page makes them: the product's first colour unless one is named,
 * and its size, read from the database so a fixture never asks for an option a frame lacks.
 */
export async function productLines(db: Db, lines: { productId: string; quantity: number; color?: string }[]): Promise<OrderLine[]> {
  const out: OrderLine[] = [];
  for (const l of lines) {
    const p = await productOptions(db, l.productId);
    out.push({ productId: l.productId, quantity: l.quantity, color: l.color ?? p.colors[0]?.name ?? "", size: p.size });
  }
  return out;
}
