import { CATALOGUE_CSV_COPY } from "@/content/catalogue-csv";
import type { Caller, Db, Queryable } from "@/lib/db/types";
import { slugify, uniqueSlug } from "@/lib/validations/product";
import { assertAdmin, NotAdminError } from "../assert";
import { checkRows, type ExistingProduct, type Plan, type ProductValues, type Snapshot } from "./check";
import { readCatalogueCsv, type CsvProblem } from "./read";

export type ImportOptions = { createMissing: boolean; allowedImage: (path: string) => boolean };
export type ImportCounts = { created: number; updated: number; unchanged: number; newBrands: string[]; newCategories: string[] };
export type ImportAnswer =
  | ({ ok: true; rows: number; problems: CsvProblem[] } & ImportCounts)
  | { ok: false; error: string; problems: CsvProblem[] };

const EXISTING = `select p.id, p.sku, p.slug, p.name, coalesce(lower(b.name), '') as brand, coalesce(lower(c.name), '') as category,
    p.gender, p.price, p.sale_price, p.stock_quantity, p.colors, p.frame_material, p.lens_type, p.lens_width,
    p.bridge_width, p.temple_length, p.is_polarized, p.is_active, p.description, p.images
  from public.products p
  left join public.brands b on b.id = p.brand_id
  left join public.categories c on c.id = p.category_id`;

/** The catalogue as the check needs it, read in the caller's transaction. Only the file's SKUs are read in full. */
async function readSnapshot(tx: Queryable, skuKeys: string[]): Promise<Snapshot> {
  const [products, slugs, brands, categories, colours] = [
    // A join, not "= any($1)": against 10,000 keys that compares every product with every key.
    await tx.query<ExistingProduct>(`${EXISTING} join (select distinct unnest($1::text[]) as key) k on k.key = lower(btrim(p.sku))`, [skuKeys]),
    await tx.query<{ slug: string; id: string }>("select slug, id from public.products"),
    await tx.query<{ name: string }>("select name from public.brands"),
    await tx.query<{ name: string }>("select name from public.categories"),
    await tx.query<{ name: string; value: string }>(
      `select distinct on (lower(c->>'name')) lower(c->>'name') as name, c->>'value' as value
       from public.products p, jsonb_array_elements(p.colors) c
       where jsonb_typeof(c) = 'object' order by lower(c->>'name'), c->>'value'`,
    ),
  ];
  return {
    products: new Map(products.map((p) => [(p.sku ?? "").trim().toLowerCase(), p])),
    slugs: new Map(slugs.map((s) => [s.slug, s.id])),
    brands: new Map(brands.map((b) => [b.name.toLowerCase(), b.name])),
    categories: new Map(categories.map((c) => [c.name.toLowerCase(), c.name])),
    colours: new Map(colours.filter((c) => c.value).map((c) => [c.name, c.value])),
  };
}

async function createNamed(tx: Queryable, table: "brands" | "categories", names: string[]) {
  if (!names.length) return;
  const taken = (await tx.query<{ slug: string }>(`select slug from public.${table}`)).map((r) => r.slug);
  const slugs = names.map((n) => {
    const slug = uniqueSlug(slugify(n), taken, table === "brands" ? "brand" : "category");
    taken.push(slug);
    return slug;
  });
  await tx.query(`insert into public.${table} (name, slug) select * from unnest($1::text[], $2::text[])`, [names, slugs]);
}

const WRITE_BATCH = 500;
const RECORD = `r(id uuid, sku text, slug text, name text, brand_id uuid, category_id uuid, gender text, price numeric, sale_price numeric,
  stock_quantity integer, colors jsonb, frame_material text, lens_type text, lens_width smallint, bridge_width smallint,
  temple_length smallint, is_polarized boolean, is_active boolean, description text, images text[])`;

/** Writes the plan: new brands and categories, then every product in two statements, then who did it. */
async function applyPlan(tx: Queryable, plan: Plan, caller: Extract<Caller, { kind: "user" }>): Promise<void> {
  await createNamed(tx, "brands", plan.newBrands);
  await createNamed(tx, "categories", plan.newCategories);
  const ids = async (table: "brands" | "categories") =>
    new Map((await tx.query<{ id: string; key: string }>(`select id, lower(name) as key from public.${table}`)).map((r) => [r.key, r.id]));
  const [brandIds, categoryIds] = [await ids("brands"), await ids("categories")];
  const record = (v: ProductValues, id: string | null = null) => ({
    ...v,
    id,
    brand: undefined,
    category: undefined,
    brand_id: brandIds.get(v.brand) ?? null,
    category_id: categoryIds.get(v.category) ?? null,
  });
  // In statements of WRITE_BATCH rows: one 10,000-row JSON parameter grew PGlite's memory by far more.
  const created: { id: string }[] = [];
  for (let at = 0; at < plan.creates.length; at += WRITE_BATCH) {
    created.push(
      ...(await tx.query<{ id: string }>(
        `insert into public.products (sku, slug, name, brand_id, category_id, gender, price, sale_price, stock_quantity, colors,
           frame_material, lens_type, lens_width, bridge_width, temple_length, is_polarized, is_active, description, images)
         select sku, slug, name, brand_id, category_id, gender, price, sale_price, stock_quantity, colors, frame_material,
           lens_type, lens_width, bridge_width, temple_length, is_polarized, is_active, description, images
         from jsonb_to_recordset($1::jsonb) as ${RECORD}
         returning id`,
        [JSON.stringify(plan.creates.slice(at, at + WRITE_BATCH).map((v) => record(v)))],
      )),
    );
  }
  for (let at = 0; at < plan.updates.length; at += WRITE_BATCH) {
    await tx.query(
      `update public.products p set sku = r.sku, slug = r.slug, name = r.name, brand_id = r.brand_id, category_id = r.category_id,
         gender = r.gender, price = r.price, sale_price = r.sale_price, stock_quantity = r.stock_quantity, colors = r.colors,
         frame_material = r.frame_material, lens_type = r.lens_type, lens_width = r.lens_width, bridge_width = r.bridge_width,
         temple_length = r.temple_length, is_polarized = r.is_polarized, is_active = r.is_active, description = r.description,
         images = r.images, updated_at = now()
       from jsonb_to_recordset($1::jsonb) as ${RECORD}
       where p.id = r.id`,
      [JSON.stringify(plan.updates.slice(at, at + WRITE_BATCH).map((u) => record(u.values, u.id)))],
    );
  }
  const changed = [...created.map((r) => [r.id, "created"]), ...plan.updates.map((u) => [u.id, "updated"])];
  if (changed.length) {
    await tx.query(
      `insert into public.product_changes (product_id, action, actor_id, actor)
       select product_id, action, $3, $4 from unnest($1::uuid[], $2::text[]) as c(product_id, action)`,
      [changed.map((c) => c[0]), changed.map((c) => c[1]), caller.userId, caller.email.slice(0, 254)],
    );
  }
}

/** Thrown inside the transaction to roll it back when the import step finds problems after all. */
class Refused extends Error {
  constructor(readonly answer: ImportAnswer) {
    super("refused");
  }
}

/**
 * The import dialog's two steps on one file: `apply: false` checks and counts (the preview),
 * `apply: true` checks again in the writing transaction and writes every row or none. The file
 * is read afresh each time: what the browser previewed is never trusted.
 */
export async function runCatalogueImport(
  db: Db,
  caller: Extract<Caller, { kind: "user" }>,
  bytes: Uint8Array,
  options: ImportOptions & { apply: boolean },
): Promise<ImportAnswer> {
  const read = await readCatalogueCsv(bytes);
  if (!read.ok) return { ok: false, error: read.problems[0].problem, problems: read.problems };
  const keys = [...new Set(read.rows.map((r) => (r.cells.sku ?? "").trim().toLowerCase()).filter(Boolean))];
  try {
    return await db.run(caller, async (tx) => {
      await assertAdmin(tx, "catalogue");
      const plan = checkRows(read.columns, read.rows, await readSnapshot(tx, keys), options);
      const problems = [...read.problems, ...plan.problems].sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
      const answer: ImportAnswer = {
        ok: true,
        rows: read.rows.length + read.problems.length,
        problems,
        created: plan.creates.length,
        updated: plan.updates.length,
        unchanged: plan.unchanged,
        newBrands: plan.newBrands,
        newCategories: plan.newCategories,
      };
      if (!options.apply) return answer;
      if (problems.length) throw new Refused({ ok: false, error: problems[0].problem, problems });
      await applyPlan(tx, plan, caller);
      return answer;
    });
  } catch (err) {
    if (err instanceof Refused) return err.answer;
    if (err instanceof NotAdminError) return { ok: false, error: err.message, problems: [] };
    console.error("admin: catalogue import failed", (err as Error).message);
    return { ok: false, error: CATALOGUE_CSV_COPY.importFailed, problems: [] };
  }
}
