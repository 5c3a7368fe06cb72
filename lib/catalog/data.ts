import { anon, type Db } from "@/lib/db/types";
import type { ShopFilters } from "@/lib/validations/shop-filters";
import { buildListing } from "./query";
import type { Brand, Category, Listing, Product, ProductCard, TryOnFrame } from "./types";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isProductId = (id: string) => UUID.test(id);

const CARD_COLUMNS = `p.id, p.name, p.slug, p.price, p.sale_price, p.stock_quantity, p.gender, p.is_polarized,
  p.images[1] as image, b.name as brand_name, b.slug as brand_slug, c.name as category_name, p.description,
  p.lens_width, p.bridge_width, p.temple_length`;

const FROM = `public.products p
  left join public.brands b on b.id = p.brand_id
  left join public.categories c on c.id = p.category_id`;

/** One page of the listing. Runs as anon: public data only, whoever asks. */
export async function listProducts(db: Db, filters: ShopFilters & { brandSlug?: string }): Promise<Listing> {
  const q = buildListing(filters);
  return db.run(anon, async (tx) => {
    const [{ total }] = await tx.query<{ total: number }>(`select count(*)::int as total from ${FROM} where ${q.where}`, q.params);
    const items = await tx.query<ProductCard>(
      `select ${CARD_COLUMNS} from ${FROM} where ${q.where} order by ${q.orderBy} limit ${q.limit} offset ${q.offset}`,
      q.params,
    );
    return { items, total, page: filters.page, pageCount: Math.max(1, Math.ceil(total / q.limit)) };
  });
}

export async function getProduct(db: Db, id: string): Promise<Product | null> {
  if (!isProductId(id)) return null;
  const rows = await db.run(anon, (tx) =>
    tx.query<Product>(
      `select ${CARD_COLUMNS}, p.sku, p.frame_material, p.lens_type, p.images, p.faqs, p.colors, p.size_fit,
              p.features_technology, p.included_with_order, p.shipping_returns, b.is_luxury as brand_is_luxury, p.created_at::text
       from ${FROM} where p.id = $1 and p.is_active`,
      [id],
    ),
  );
  return rows[0] ?? null;
}

/**
 * Frames to switch to in the try-on: active, measured, in the product's category (unless it
 * has none), the width nearest to this frame's first, then newest.
 */
export async function listTryOnFrames(db: Db, product: { id: string; category_name: string | null }, widthMm: number, limit = 6): Promise<TryOnFrame[]> {
  if (!isProductId(product.id)) return [];
  return db.run(anon, (tx) =>
    tx.query<TryOnFrame>(
      `select p.id, p.name, p.images[1] as image, p.colors, p.frame_width as "widthMm"
       from ${FROM}
       where p.is_active and p.id <> $1 and p.frame_width is not null and ($2::text is null or c.name = $2::text)
       order by abs(p.frame_width - $3::int), p.created_at desc, p.id desc
       limit $4::int`,
      [product.id, product.category_name, widthMm, limit],
    ),
  );
}

export async function listBrands(db: Db): Promise<Brand[]> {
  return db.run(anon, (tx) => tx.query<Brand>("select id, name, slug, description, is_luxury from public.brands order by name"));
}

export async function getBrand(db: Db, slug: string): Promise<Brand | null> {
  if (!/^[a-z0-9-]{1,80}$/.test(slug)) return null;
  const rows = await db.run(anon, (tx) =>
    tx.query<Brand>("select id, name, slug, description, is_luxury from public.brands where slug = $1", [slug]),
  );
  return rows[0] ?? null;
}

export async function listCategories(db: Db): Promise<Category[]> {
  return db.run(anon, (tx) => tx.query<Category>("select id, name, slug from public.categories order by name"));
}

export type CartProduct = {
  id: string;
  name: string;
  price: number;
  sale_price: number | null;
  stock_quantity: number;
  brand_name: string | null;
  image: string | null;
};

/** Current price and stock of the products in a cart; inactive or unknown ids are absent. */
export async function getProductsByIds(db: Db, ids: string[]): Promise<CartProduct[]> {
  const valid = [...new Set(ids.filter(isProductId))].slice(0, 100);
  if (valid.length === 0) return [];
  return db.run(anon, (tx) =>
    tx.query<CartProduct>(
      `select p.id, p.name, p.price, p.sale_price, p.stock_quantity, b.name as brand_name, p.images[1] as image
       from public.products p left join public.brands b on b.id = p.brand_id
       where p.id = any($1::uuid[]) and p.is_active`,
      [valid],
    ),
  );
}

export async function listActiveProductIds(db: Db): Promise<{ id: string; updated_at: string }[]> {
  return db.run(anon, (tx) =>
    tx.query<{ id: string; updated_at: string }>(
      "select id, updated_at::text from public.products where is_active order by created_at desc limit 5000",
    ),
  );
}
