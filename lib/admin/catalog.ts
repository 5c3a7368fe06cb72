import type { Caller, Db, Queryable } from "@/lib/db/types";
import type { Brand, Category } from "@/lib/catalog/types";
import {
  brandSchema,
  categorySchema,
  productSchema,
  slugify,
  uniqueSlug,
  type BrandInput,
  type CategoryInput,
  type ProductData,
  type ProductInput,
} from "@/lib/validations/product";
import { assertAdmin, NOT_ADMIN, NotAdminError } from "./assert";
import { DELETE_FAILED, STATUS_FAILED, type WriteResult } from "./catalog-reads";

// The catalogue's writes; its reads live in catalog-reads.ts and are exported from here too.
export * from "./catalog-reads";

function logUnexpected(what: string, err: unknown) {
  // Refusals a user can act on are answered, not logged.
  if (err instanceof NotAdminError || ["23505", "23503", "42501", "23514"].includes((err as { code?: string }).code ?? "")) return;
  console.error(`admin: ${what} failed`, (err as Error).message);
}

/** Postgres errors a user can act on, in words; anything else stays generic (and is logged by the caller). */
function describe(err: unknown): string {
  if (err instanceof NotAdminError) return err.message;
  const e = err as { code?: string; constraint?: string; message?: string };
  if (e.code === "23505" && /sku/.test(e.constraint ?? e.message ?? "")) return "Another product already uses this SKU";
  if (e.code === "23505" && /name/.test(e.constraint ?? e.message ?? "")) return "That name is already used";
  if (e.code === "23503") return "The chosen brand or category no longer exists";
  if (e.code === "42501") return NOT_ADMIN;
  if (e.code === "23514") return "One of the values is outside what the catalogue accepts";
  return "Unknown error";
}

async function freeSlug(tx: Queryable, table: "products" | "brands" | "categories", base: string, exceptId: string | null, fallback: string) {
  const root = base || fallback;
  const rows = await tx.query<{ slug: string }>(
    `select slug from public.${table} where (slug = $1 or slug ~ ('^' || $2 || '-[0-9]+$')) and id is distinct from $3::uuid`,
    [root, root.replace(/[^a-z0-9-]/g, ""), exceptId],
  );
  return uniqueSlug(root, rows.map((r) => r.slug), fallback);
}

function productParams(d: ProductData) {
  return [
    d.name,
    d.description,
    d.price,
    d.sale_price,
    d.stock_quantity,
    d.sku,
    d.frame_material,
    d.lens_type,
    d.gender,
    d.brand_id,
    d.category_id,
    d.images,
    JSON.stringify(d.faqs),
    JSON.stringify(d.colors),
    d.size_fit,
    d.features_technology,
    d.included_with_order,
    d.shipping_returns,
    d.lens_width,
    d.bridge_width,
    d.temple_length,
    d.is_polarized,
  ];
}

const UNIQUE_SLUG_RETRIES = 8;

/**
 * Adds (id = null) or replaces a product. New products are saved active (spec §4); an edit
 * keeps the switch's choice. The slug follows the name, suffixed on a clash.
 * Returns the images an edit dropped, for the caller to remove from storage once committed.
 */
export async function saveProduct(
  db: Db,
  caller: Caller,
  id: string | null,
  input: ProductInput,
  allowedImage: (url: string) => boolean = () => true,
): Promise<WriteResult<{ id: string; droppedImages: string[] }>> {
  const parsed = productSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0].message };
  const d = parsed.data;
  if (!d.images.every(allowedImage)) return { ok: false, error: "Images must be uploaded files" };
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.run(caller, async (tx) => {
        await assertAdmin(tx, "catalogue");
        const slug = await freeSlug(tx, "products", d.slug, id, "product");
        if (id === null) {
          const [row] = await tx.query<{ id: string }>(
            `insert into public.products (name, description, price, sale_price, stock_quantity, sku, frame_material, lens_type,
               gender, brand_id, category_id, images, faqs, colors, size_fit, features_technology, included_with_order,
               shipping_returns, lens_width, bridge_width, temple_length, is_polarized, slug, is_active)
             values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13::jsonb, $14::jsonb, $15, $16, $17, $18, $19, $20,
               $21, $22, $23, true)
             returning id`,
            [...productParams(d), slug],
          );
          return { ok: true as const, id: row.id, droppedImages: [] };
        }
        const before = await tx.query<{ images: string[] }>("select images from public.products where id = $1 for update", [id]);
        if (!before[0]) return { ok: false as const, error: "This product no longer exists" };
        await tx.query(
          `update public.products set name = $1, description = $2, price = $3, sale_price = $4, stock_quantity = $5, sku = $6,
             frame_material = $7, lens_type = $8, gender = $9, brand_id = $10, category_id = $11, images = $12,
             faqs = $13::jsonb, colors = $14::jsonb, size_fit = $15, features_technology = $16, included_with_order = $17,
             shipping_returns = $18, lens_width = $19, bridge_width = $20, temple_length = $21, is_polarized = $22,
             slug = $23, is_active = $24, updated_at = now()
           where id = $25`,
          [...productParams(d), slug, d.is_active, id],
        );
        return { ok: true as const, id, droppedImages: before[0].images.filter((u) => !d.images.includes(u)) };
      });
    } catch (err) {
      // Two saves racing for one slug: the unique index refuses one; it retries with the next suffix.
      if ((err as { code?: string; constraint?: string }).code === "23505" && /slug/.test(String((err as { constraint?: string }).constraint)) && attempt < UNIQUE_SLUG_RETRIES) continue;
      logUnexpected("save product", err);
      return { ok: false, error: `Failed to save product: ${describe(err)}` };
    }
  }
}

export async function setProductActive(db: Db, caller: Caller, id: string, active: boolean): Promise<WriteResult> {
  if (!/^[0-9a-f-]{36}$/i.test(id) || typeof active !== "boolean") return { ok: false, error: STATUS_FAILED };
  try {
    return await db.run(caller, async (tx) => {
      await assertAdmin(tx, "catalogue");
      const rows = await tx.query("update public.products set is_active = $2, updated_at = now() where id = $1 returning id", [id, active]);
      return rows.length ? { ok: true as const } : { ok: false as const, error: STATUS_FAILED };
    });
  } catch (err) {
    logUnexpected("update product status", err);
    return { ok: false, error: STATUS_FAILED };
  }
}

/**
 * Deletes the row. Orders keep their lines: order_items hold a snapshot of name, price and
 * quantity, and their product_id is set null by the foreign key. Returns the images to remove.
 */
export async function deleteProduct(db: Db, caller: Caller, id: string): Promise<WriteResult<{ images: string[] }>> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return { ok: false, error: DELETE_FAILED };
  try {
    return await db.run(caller, async (tx) => {
      await assertAdmin(tx, "catalogue");
      const rows = await tx.query<{ images: string[] }>("delete from public.products where id = $1 returning images", [id]);
      return rows[0] ? { ok: true as const, images: rows[0].images } : { ok: false as const, error: DELETE_FAILED };
    });
  } catch (err) {
    logUnexpected("delete product", err);
    return { ok: false, error: DELETE_FAILED };
  }
}

async function addTaxonomy(
  db: Db,
  caller: Caller,
  table: "brands" | "categories",
  data: { name: string; description: string | null; is_luxury?: boolean },
): Promise<WriteResult<{ item: Brand | Category }>> {
  try {
    return await db.run(caller, async (tx) => {
      await assertAdmin(tx, "catalogue");
      const clash = await tx.query(`select 1 from public.${table} where lower(name) = lower($1)`, [data.name]);
      const noun = table === "brands" ? "brand" : "category";
      if (clash.length) return { ok: false as const, error: `Failed to add ${noun}: A ${noun} named "${data.name}" already exists` };
      const slug = await freeSlug(tx, table, slugify(data.name), null, noun);
      const [item] =
        table === "brands"
          ? await tx.query<Brand>(
              "insert into public.brands (name, slug, description, is_luxury) values ($1, $2, $3, $4) returning id, name, slug, description, is_luxury",
              [data.name, slug, data.description, data.is_luxury ?? false],
            )
          : await tx.query<Category>("insert into public.categories (name, slug, description) values ($1, $2, $3) returning id, name, slug", [
              data.name,
              slug,
              data.description,
            ]);
      return { ok: true as const, item };
    });
  } catch (err) {
    logUnexpected(`add ${table}`, err);
    return { ok: false, error: `Failed to add ${table === "brands" ? "brand" : "category"}: ${describe(err)}` };
  }
}

export async function addBrand(db: Db, caller: Caller, input: BrandInput): Promise<WriteResult<{ item: Brand | Category }>> {
  const parsed = brandSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0].message };
  return addTaxonomy(db, caller, "brands", parsed.data);
}

export async function addCategory(db: Db, caller: Caller, input: CategoryInput): Promise<WriteResult<{ item: Brand | Category }>> {
  const parsed = categorySchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0].message };
  return addTaxonomy(db, caller, "categories", parsed.data);
}
