import type { Caller, Db } from "@/lib/db/types";
import { adminListSchema, type AdminListQuery } from "@/lib/validations/product";
import { assertAdmin } from "../assert";
import { adminFilterClause } from "../catalog-reads";
import { CSV_HEADER, productLine, type ExportProduct } from "./format";

/** Rows per read: a few hundred kB of CSV at most, however large the catalogue. */
export const EXPORT_BATCH = 1_000;

type Keyed = ExportProduct & { key_at: string; id: string };

/**
 * "Export CSV": every product the admin table's current search and filters show (all of them
 * without any), newest first like the table, as chunks of text: the header with its byte-order
 * mark, then one chunk per batch. Each batch is its own short transaction that reads on from the
 * last row sent by (created_at, id), so 10,000 products never sit in memory at once and a slow
 * download holds no connection. The first batch checks the caller is an admin.
 */
export async function* catalogueCsvChunks(db: Db, caller: Caller, rawQuery: Partial<Record<keyof AdminListQuery, unknown>>, batch = EXPORT_BATCH): AsyncGenerator<string, number> {
  const q = adminListSchema.parse(rawQuery);
  let after: { at: string; id: string } | null = null;
  let sent = 0;
  for (let first = true; ; first = false) {
    const params: unknown[] = [];
    const where = adminFilterClause(q, params);
    if (after) {
      params.push(after.at, after.id);
      where.push(`(p.created_at, p.id) < ($${params.length - 1}::timestamptz, $${params.length}::uuid)`);
    }
    const rows: Keyed[] = await db.run(caller, async (tx) => {
      if (first) await assertAdmin(tx, "catalogue");
      return tx.query<Keyed>(
        `select p.id, p.created_at::text as key_at, p.sku, p.slug, p.name, b.name as brand, c.name as category, p.gender, p.price,
           p.sale_price, p.stock_quantity, p.colors, p.frame_material, p.lens_type, p.lens_width, p.bridge_width,
           p.temple_length, p.is_polarized, p.is_active, p.description, p.images
         from public.products p
         left join public.brands b on b.id = p.brand_id
         left join public.categories c on c.id = p.category_id
         ${where.length ? `where ${where.join(" and ")}` : ""}
         order by p.created_at desc, p.id desc
         limit ${batch}`,
        params,
      );
    });
    if (first) yield CSV_HEADER;
    if (rows.length) yield rows.map(productLine).join("");
    sent += rows.length;
    if (rows.length < batch) return sent;
    after = { at: rows[rows.length - 1].key_at, id: rows[rows.length - 1].id };
  }
}

/** Every chunk as one string: for tests and the bench, never for the route. */
export async function catalogueCsvText(db: Db, caller: Caller, query: Partial<Record<keyof AdminListQuery, unknown>> = {}): Promise<string> {
  let out = "";
  for await (const chunk of catalogueCsvChunks(db, caller, query)) out += chunk;
  return out;
}
