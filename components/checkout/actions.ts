"use server";

import { headers } from "next/headers";
import { getSession } from "@/lib/auth";
import { config } from "@/lib/config";
import { getProductsByIds, revalidateCatalog } from "@/lib/catalog";
import type { FreshProduct } from "@/lib/cart/availability";
import { getDb } from "@/lib/db";
import { anon } from "@/lib/db/types";
import { scheduleMailDelivery } from "@/lib/mail";
import { placeOrder } from "@/lib/orders/place-order";
import { clientIp } from "@/lib/request";
import { placeOrderSchema, type PlaceOrderInput } from "@/lib/validations/checkout";

export type PlaceOrderActionResult = { ok: true; orderNumber: string } | { ok: false; error: string };

/**
 * Orders per connection per 10 minutes. Many people can share one address (a clinic's or an
 * office's Wi-Fi, a carrier's NAT in front of thousands of phones), so this stops a script, not a
 * busy afternoon: 10 locked real customers out (and the e2e suite, one address for every shopper,
 * tripped it at 12); every order also takes its stock atomically.
 */
const ORDERS_PER_10_MINUTES = 30;

export async function placeOrderAction(input: PlaceOrderInput): Promise<PlaceOrderActionResult> {
  const parsed = placeOrderSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0].message };
  try {
    const db = await getDb();
    const ip = clientIp(await headers());
    const [limit] = await db.run(anon, (tx) =>
      tx.query<{ ok: boolean }>("select private.hit_rate_limit($1, $2, 600) as ok", [`order:${ip}`, ORDERS_PER_10_MINUTES]),
    );
    if (!limit.ok) return { ok: false, error: "Too many orders from this connection. Please call us to complete your order." };
    const session = await getSession();
    const result = await placeOrder(db, parsed.data, session?.userId ?? null, { clinicInbox: config().CLINIC_INBOX });
    if (!result.ok) return result;
    // Stock changed: cached listing and product pages must show it.
    for (const id of result.order.productIds) revalidateCatalog(id);
    scheduleMailDelivery();
    return { ok: true, orderNumber: result.order.orderNumber };
  } catch (err) {
    console.error("placeOrder failed", (err as Error).message);
    return { ok: false, error: "We could not place your order. Nothing was charged — please try again or call us." };
  }
}

/** Current prices, stock and catalogue details for the cart; products that are gone are simply absent. */
export async function checkCartPrices(ids: string[]): Promise<FreshProduct[]> {
  if (!Array.isArray(ids) || ids.length > 100 || ids.some((i) => typeof i !== "string")) return [];
  const rows = await getProductsByIds(ids);
  return rows.map((r) => ({
    id: r.id,
    price: r.price,
    sale_price: r.sale_price,
    stock_quantity: r.stock_quantity,
    name: r.name,
    brand: r.brand_name,
    image: r.image,
  }));
}
