import "server-only";
import { revalidateTag, unstable_cache, updateTag } from "next/cache";
import { getDb } from "@/lib/db";
import type { ShopFilters } from "@/lib/validations/shop-filters";
import * as data from "./data";

export * from "./types";
export { isProductId } from "./data";

export const CATALOG_TAGS = { products: "products", brands: "brands", product: (id: string) => `product:${id}` };
const REVALIDATE = 300;

/**
 * Catalogue reads, cached and tagged: listing, product and brand pages cost about what a
 * static page costs. They run as anon, so a cached answer never holds anyone's private data.
 */
export const listProducts = unstable_cache(
  async (filters: ShopFilters & { brandSlug?: string }) => data.listProducts(await getDb(), filters),
  ["catalog:list"],
  { tags: [CATALOG_TAGS.products], revalidate: REVALIDATE },
);

export const getProduct = (id: string) =>
  unstable_cache(async () => data.getProduct(await getDb(), id), ["catalog:product", id], {
    tags: [CATALOG_TAGS.products, CATALOG_TAGS.product(id)],
    revalidate: REVALIDATE,
  })();

export const listTryOnFrames = (product: { id: string; category_name: string | null }, widthMm: number) =>
  unstable_cache(async () => data.listTryOnFrames(await getDb(), product, widthMm), ["catalog:try-on", product.id, String(widthMm)], {
    tags: [CATALOG_TAGS.products],
    revalidate: REVALIDATE,
  })();

export const listBrands = unstable_cache(async () => data.listBrands(await getDb()), ["catalog:brands"], {
  tags: [CATALOG_TAGS.brands],
  revalidate: REVALIDATE,
});

export const getBrand = (slug: string) =>
  unstable_cache(async () => data.getBrand(await getDb(), slug), ["catalog:brand", slug], {
    tags: [CATALOG_TAGS.brands],
    revalidate: REVALIDATE,
  })();

export const listCategories = unstable_cache(async () => data.listCategories(await getDb()), ["catalog:categories"], {
  tags: [CATALOG_TAGS.products],
  revalidate: REVALIDATE,
});

/** Never cached: the cart and checkout must see the price and stock of this moment. */
export async function getProductsByIds(ids: string[]) {
  return data.getProductsByIds(await getDb(), ids);
}

/** After an admin write: drop every cached catalogue read (or one product's). */
export function revalidateCatalog(productId?: string) {
  revalidateTag(CATALOG_TAGS.products, "max");
  revalidateTag(CATALOG_TAGS.brands, "max");
  if (productId) revalidateTag(CATALOG_TAGS.product(productId), "max");
}

/**
 * After an admin's write, from a server action: the cached reads expire at once, so the
 * very next request (the admin's or a shopper's) renders the new price, stock or visibility.
 */
export function expireCatalog(productId?: string) {
  updateTag(CATALOG_TAGS.products);
  updateTag(CATALOG_TAGS.brands);
  if (productId) updateTag(CATALOG_TAGS.product(productId));
}

/**
 * The same expiry from a route handler (the CSV import), where updateTag is not allowed: the
 * tags expire at once, so the next request renders the imported prices. Product pages carry
 * the products tag too, so one call covers every page an import can touch.
 */
export function expireCatalogFromRoute() {
  revalidateTag(CATALOG_TAGS.products, { expire: 0 });
  revalidateTag(CATALOG_TAGS.brands, { expire: 0 });
}
