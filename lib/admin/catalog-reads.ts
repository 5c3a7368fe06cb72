import type { Caller, Db } from "@/lib/db/types";
import { escapeLike } from "@/lib/catalog/query";
import { storedNameFromUrl } from "@/lib/storage/files";
import type { Brand, Category, Product } from "@/lib/catalog/types";
import { adminListSchema, PRODUCT_MESSAGES, type AdminListQuery } from "@/lib/validations/product";
import { assertAdmin } from "./assert";

// The admin catalogue's reads: the table, one product for the dialog, brands and categories.
export const ADMIN_PAGE_SIZE = 20;
/** Spec §8 toasts. */
export const LOAD_FAILED = PRODUCT_MESSAGES.loadFailed;
export const STATUS_FAILED = PRODUCT_MESSAGES.statusFailed;
export const DELETE_FAILED = PRODUCT_MESSAGES.deleteFailed;

export type AdminProductRow = {
  id: string;
  name: string;
  sku: string | null;
  brand_name: string | null;
  category_name: string | null;
  gender: string;
  price: number;
  sale_price: number | null;
  stock_quantity: number;
  is_active: boolean;
  images: string[];
  created_at: string;
};

/** Every stored field of one product, hidden or not, for the edit dialog (the shop's Product, minus its joins). */
export type AdminProduct = Omit<AdminProductRow, "brand_name" | "category_name"> &
  Pick<
    Product,
    | "slug"
    | "description"
    | "frame_material"
    | "lens_type"
    | "colors"
    | "faqs"
    | "size_fit"
    | "features_technology"
    | "included_with_order"
    | "shipping_returns"
    | "lens_width"
    | "bridge_width"
    | "temple_length"
    | "is_polarized"
  > & { brand_id: string | null; category_id: string | null };

export type AdminListing = { rows: AdminProductRow[]; total: number; page: number; pageCount: number };

/**
 * Images a product may point at: the seeded renders, or our own uploads (embedded storage or,
 * hosted, the product-images bucket). Anything else would be a foreign image on our pages.
 */
export function isCatalogImage(url: string, supabaseUrl?: string): boolean {
  return /^\/products\/[A-Za-z0-9][A-Za-z0-9_-]*\.svg$/.test(url) || storedNameFromUrl(url, supabaseUrl) !== null;
}

/** A write's answer: the spec's message on refusal, never a thrown database error. */
export type WriteResult<T = object> = ({ ok: true } & T) | { ok: false; error: string };

/** The admin table's search and filters as SQL conditions, their values appended to `params` (the table and "Export CSV" share it). */
export function adminFilterClause(q: AdminListQuery, params: unknown[]): string[] {
  const add = (v: unknown) => {
    params.push(v);
    return `$${params.length}`;
  };
  const where: string[] = [];
  if (q.q) {
    const p = add(`%${escapeLike(q.q)}%`);
    where.push(`(p.name ilike ${p} or p.sku ilike ${p})`);
  }
  if (q.brand) where.push(`p.brand_id = ${add(q.brand)}`);
  if (q.category) where.push(`p.category_id = ${add(q.category)}`);
  if (q.status !== "all") where.push(q.status === "active" ? "p.is_active" : "not p.is_active");
  return where;
}

/** The catalogue table: newest first, filtered and paginated in SQL (indexed for 10,000+ rows). */
export async function listAdminProducts(
  db: Db,
  caller: Caller,
  query: Partial<Record<keyof AdminListQuery, unknown>>,
  /** The stat cards' counts, when the caller has them: spares a second scan of the table. */
  known?: { total: number; active: number; hidden: number },
): Promise<AdminListing> {
  const q = adminListSchema.parse(query);
  const params: unknown[] = [];
  const where = adminFilterClause(q, params);
  const clause = where.length ? `where ${where.join(" and ")}` : "";
  return db.run(caller, async (tx) => {
    await assertAdmin(tx, "catalogue");
    const byStatus = !q.q && !q.brand && !q.category && known;
    // The page's ids come from the (created_at, id) index alone; only those 20 rows are read in full.
    const pageOf = (n: number, withTotal: boolean) =>
      tx.query<AdminProductRow & { total?: number }>(
        `with page as (
           select p.id, p.created_at${withTotal ? ", count(*) over ()::int as total" : ""} from public.products p ${clause}
           order by p.created_at desc, p.id desc
           limit ${ADMIN_PAGE_SIZE} offset ${(n - 1) * ADMIN_PAGE_SIZE})
         select p.id, p.name, p.sku, b.name as brand_name, c.name as category_name, p.gender, p.price, p.sale_price,
                p.stock_quantity, p.is_active, p.images[1:3] as images, p.created_at::text${withTotal ? ", page.total" : ""}
         from page join public.products p on p.id = page.id
         left join public.brands b on b.id = p.brand_id
         left join public.categories c on c.id = p.category_id
         order by page.created_at desc, page.id desc`,
        params,
      );
    const countAll = async () => (await tx.query<{ total: number }>(`select count(*)::int as total from public.products p ${clause}`, params))[0].total;
    const strip = (list: (AdminProductRow & { total?: number })[]) =>
      list.map((row) => {
        const copy = { ...row };
        delete copy.total;
        return copy as AdminProductRow;
      });

    if (byStatus) {
      const total = { all: known.total, active: known.active, hidden: known.hidden }[q.status];
      const pageCount = Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE));
      const page = Math.min(q.page, pageCount);
      return { rows: await pageOf(page, false), total, page, pageCount };
    }
    // A search or filter: the matches are counted in the same scan that pages them (a window
    // count), not in a second pass. Only a page past the end needs the count on its own.
    let page = q.page;
    let rows = await pageOf(page, true);
    let total = rows[0]?.total ?? 0;
    if (!rows.length && page > 1) {
      total = await countAll();
      page = Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE));
      if (total) rows = await pageOf(page, false);
    }
    return { rows: strip(rows), total, page, pageCount: Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE)) };
  });
}

const PRODUCT_COLUMNS = `id, name, slug, description, price, sale_price, stock_quantity, sku, frame_material, lens_type,
  gender, brand_id, category_id, images, colors, faqs, size_fit, features_technology, included_with_order,
  shipping_returns, lens_width, bridge_width, temple_length, is_polarized, is_active, created_at::text`;

/** One product with every field, hidden or not, for the edit dialog. */
export async function getAdminProduct(db: Db, caller: Caller, id: string): Promise<AdminProduct | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  return db.run(caller, async (tx) => {
    await assertAdmin(tx, "catalogue");
    const rows = await tx.query<AdminProduct>(`select ${PRODUCT_COLUMNS} from public.products where id = $1`, [id]);
    return rows[0] ?? null;
  });
}

/** Brands and categories by name, for the dialog and the table's filters. */
export async function listTaxonomy(db: Db, caller: Caller): Promise<{ brands: Brand[]; categories: Category[] }> {
  return db.run(caller, async (tx) => {
    const brands = await tx.query<Brand>("select id, name, slug, description, is_luxury from public.brands order by name");
    const categories = await tx.query<Category>("select id, name, slug from public.categories order by name");
    return { brands, categories };
  });
}
