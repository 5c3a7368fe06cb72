"use server";

import { z } from "zod";
import { getDb } from "@/lib/db";
import { anon } from "@/lib/db/types";

const addToCartEvent = z.object({ productId: z.uuid(), quantity: z.number().int().min(1).max(99) });

/** Analytics only: records an add-to-cart. Failures are swallowed; the cart itself is in the browser. */
export async function recordAddToCart(input: { productId: string; quantity: number }): Promise<{ ok: boolean }> {
  const parsed = addToCartEvent.safeParse(input);
  if (!parsed.success) return { ok: false };
  try {
    const db = await getDb();
    await db.run(anon, (tx) =>
      tx.query("insert into public.cart_items (product_id, quantity) values ($1, $2)", [parsed.data.productId, parsed.data.quantity]),
    );
    return { ok: true };
  } catch {
    return { ok: false };
  }
}
