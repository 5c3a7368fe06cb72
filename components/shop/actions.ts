"use server";

import { listProducts } from "@/lib/catalog";
import { parseShopFilters } from "@/lib/validations/shop-filters";
import { z } from "@/lib/validations/z";

const countSchema = z.object({
  path: z.string().check(z.regex(/^\/brampton\/(shop|brands\/[a-z0-9-]{1,80})$/, "Unknown listing")),
  query: z.string().check(z.maxLength(2000, "Unknown listing")),
});

/**
 * How many products the filter drawer's choices would show, before they are applied: the
 * drawer stages changes (a phone user keeps their place) and says "Show N products".
 * A read of the cached listing; the filters are parsed as leniently as the page does.
 */
export async function countProductsAction(input: { path: string; query: string }): Promise<{ ok: true; total: number } | { ok: false; error: string }> {
  const parsed = countSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0].message };
  try {
    const filters = parseShopFilters(Object.fromEntries(new URLSearchParams(parsed.data.query)));
    const brand = /^\/brampton\/brands\/(.+)$/.exec(parsed.data.path)?.[1];
    const listing = await listProducts(brand ? { ...filters, brand: undefined, brandSlug: brand } : filters);
    return { ok: true, total: listing.total };
  } catch (err) {
    console.error("count failed", (err as Error).message);
    return { ok: false, error: "Could not count products" };
  }
}
