import { CSV_PROBLEMS } from "@/content/catalogue-csv";
import { productSchema, slugify } from "@/lib/validations/product";
import * as cell from "./cells";
import { REQUIRED_COLUMNS, type CsvColumn, type ExportProduct } from "./format";
import { shown, type CsvProblem, type CsvRow } from "./read";

/** The fields the file covers, as stored. Brand and category by name key until the import resolves new ones. */
export type ProductValues = Omit<ExportProduct, "sku" | "brand" | "category"> & { sku: string; brand: string; category: string };
/** A stored product as the check reads it (brand and category as lower-case name keys). */
export type ExistingProduct = ProductValues & { id: string };

export type Snapshot = {
  /** By SKU, trimmed and lower-case. */
  products: ReadonlyMap<string, ExistingProduct>;
  /** Every stored slug and whose it is. */
  slugs: ReadonlyMap<string, string>;
  /** Lower-case name → the name as stored. */
  brands: ReadonlyMap<string, string>;
  categories: ReadonlyMap<string, string>;
  /** Lower-case colour name → its code, from every product. */
  colours: ReadonlyMap<string, string>;
};

export type Plan = {
  creates: ProductValues[];
  updates: { id: string; line: number; values: ProductValues }[];
  unchanged: number;
  newBrands: string[];
  newCategories: string[];
  problems: CsvProblem[];
};

/** uniqueSlug's rule on a set that grows as rows claim slugs (uniqueSlug copies its list per call: quadratic over 10,000 rows). */
function freeSlug(base: string, taken: Set<string>): string {
  const root = base || "product";
  if (!taken.has(root)) return root;
  for (let n = 2; ; n++) if (!taken.has(`${root}-${n}`)) return `${root}-${n}`;
}

const skuKey = (sku: string) => sku.trim().toLowerCase();
const COMPARED: (keyof ProductValues)[] = ["sku", "slug", "name", "brand", "category", "gender", "price", "sale_price", "stock_quantity", "colors", "frame_material", "lens_type", "lens_width", "bridge_width", "temple_length", "is_polarized", "is_active", "description", "images"];
const sameValues = (a: ProductValues, b: ProductValues) => COMPARED.every((k) => JSON.stringify(a[k]) === JSON.stringify(b[k]));

const FORM_FIELD_COLUMN: Record<string, CsvColumn> = { brand_id: "brand", category_id: "category" };

/**
 * Every row against the catalogue as it is: what each would create or change, and every
 * problem in words with its line and column. Pure: the snapshot is read by the caller (in the
 * import's own transaction, so the preview and the import check the same way).
 */
export function checkRows(
  columns: readonly CsvColumn[],
  rows: readonly CsvRow[],
  snapshot: Snapshot,
  options: { createMissing: boolean; allowedImage: (path: string) => boolean },
): Plan {
  const problems: CsvProblem[] = [];
  const has = new Set(columns);
  const firstLine = new Map<string, number>();
  const claimedSlugs = new Map<string, number>();
  const newBrands = new Map<string, string>();
  const newCategories = new Map<string, string>();
  const pending: { line: number; existing: ExistingProduct | undefined; values: ProductValues; autoSlug: boolean }[] = [];

  for (const { line, cells } of rows) {
    const rowProblems: CsvProblem[] = [];
    const problem = (column: string, value: string, words: string) => rowProblems.push({ line, column, value: shown(value), problem: words });
    const sku = cells.sku ?? "";
    if (sku === "") {
      problem("sku", sku, CSV_PROBLEMS.required("sku"));
      problems.push(...rowProblems);
      continue;
    }
    const key = skuKey(sku);
    const seenAt = firstLine.get(key);
    if (seenAt !== undefined) problem("sku", sku, CSV_PROBLEMS.duplicateSku(sku, seenAt, line));
    else firstLine.set(key, line);
    if (sku.length > 64) problem("sku", sku, CSV_PROBLEMS.tooLong("sku", 64));
    const existing = snapshot.products.get(key);
    if (!existing) for (const c of REQUIRED_COLUMNS) if (!has.has(c)) problem(c, "", CSV_PROBLEMS.requiredForNew(c));

    const base: ProductValues = existing
      ? { ...existing }
      : { sku, slug: "", name: "", brand: "", category: "", gender: "unisex", price: 0, sale_price: null, stock_quantity: 0, colors: [], frame_material: null, lens_type: null, lens_width: null, bridge_width: null, temple_length: null, is_polarized: false, is_active: true, description: null, images: [] };
    const v: ProductValues = { ...base, sku };
    const take = <T>(column: CsvColumn, result: cell.Cell<T>, set: (value: T) => void) => {
      if (result.ok) set(result.value);
      else problem(column, cells[column] ?? "", result.problem);
    };
    const text = (c: CsvColumn) => cells[c];
    let t: string | undefined;
    if ((t = text("name")) !== undefined) take("name", cell.textCell("name", t, 160, true), (x) => (v.name = x!));
    if ((t = text("price")) !== undefined) take("price", cell.priceCell(t), (x) => (v.price = x));
    if ((t = text("sale_price")) !== undefined) take("sale_price", cell.salePriceCell(t), (x) => (v.sale_price = x));
    if ((t = text("stock_quantity")) !== undefined) take("stock_quantity", cell.stockCell(t), (x) => (v.stock_quantity = x));
    if ((t = text("gender")) !== undefined) take("gender", cell.genderCell(t), (x) => (v.gender = x));
    if ((t = text("frame_material")) !== undefined) take("frame_material", cell.textCell("frame_material", t, 80), (x) => (v.frame_material = x));
    if ((t = text("lens_type")) !== undefined) take("lens_type", cell.textCell("lens_type", t, 80), (x) => (v.lens_type = x));
    if ((t = text("description")) !== undefined) take("description", cell.textCell("description", t, 5000), (x) => (v.description = x));
    for (const m of ["lens_width", "bridge_width", "temple_length"] as const) if ((t = text(m)) !== undefined) take(m, cell.measurementCell(m, t), (x) => (v[m] = x));
    for (const s of ["is_polarized", "is_active"] as const) if ((t = text(s)) !== undefined) take(s, cell.switchCell(s, t), (x) => (v[s] = x));
    if ((t = text("colors")) !== undefined) take("colors", cell.coloursCell(t, base.colors, snapshot.colours), (x) => (v.colors = x));
    if ((t = text("images")) !== undefined) take("images", cell.imagesCell(t, options.allowedImage), (x) => (v.images = x));
    for (const [column, known, created, unknown] of [
      ["brand", snapshot.brands, newBrands, CSV_PROBLEMS.unknownBrand],
      ["category", snapshot.categories, newCategories, CSV_PROBLEMS.unknownCategory],
    ] as const) {
      const name = text(column);
      if (name === undefined) continue;
      if (name === "") problem(column, name, CSV_PROBLEMS.required(column));
      else if (name.length > 80) problem(column, name, CSV_PROBLEMS.tooLong(column, 80));
      else if (known.has(name.toLowerCase()) || options.createMissing) {
        if (!known.has(name.toLowerCase()) && !created.has(name.toLowerCase())) created.set(name.toLowerCase(), name);
        v[column] = name.toLowerCase();
      } else problem(column, name, unknown(name));
    }
    if (v.sale_price !== null && v.sale_price > v.price && !rowProblems.some((p) => p.column === "price" || p.column === "sale_price"))
      problem("sale_price", cells.sale_price ?? String(v.sale_price), CSV_PROBLEMS.saleAbovePrice);

    let autoSlug = false;
    if ((t = text("slug")) !== undefined) {
      take("slug", cell.slugCell(t), (x) => {
        if (x === null) return void (autoSlug = true);
        const owner = snapshot.slugs.get(x);
        const twice = claimedSlugs.get(x);
        if (owner && owner !== existing?.id) problem("slug", x, CSV_PROBLEMS.slugTaken(x));
        else if (twice !== undefined) problem("slug", x, CSV_PROBLEMS.slugTwice(x, twice));
        else {
          claimedSlugs.set(x, line);
          v.slug = x;
        }
      });
    } else autoSlug = !existing;

    // The product form's own rules, last: whatever they refuse that the words above did not name.
    if (!rowProblems.length) {
      const form = productSchema.safeParse({ ...v, brand_id: "", category_id: "", price: String(v.price), sale_price: v.sale_price === null ? "" : String(v.sale_price), stock_quantity: String(v.stock_quantity), lens_width: v.lens_width ?? "", bridge_width: v.bridge_width ?? "", temple_length: v.temple_length ?? "", faqs: [] });
      if (!form.success) {
        const issue = form.error.issues[0];
        const field = String(issue.path[0] ?? "");
        const column = (FORM_FIELD_COLUMN[field] ?? field) as CsvColumn;
        problem(column, cells[column] ?? "", CSV_PROBLEMS.productRule(issue.message));
      }
    }
    if (rowProblems.length) problems.push(...rowProblems);
    else pending.push({ line, existing, values: v, autoSlug });
  }

  // Slugs made from names come after every slug the file names, so a named one is never taken from it.
  const taken = new Set([...snapshot.slugs.keys(), ...claimedSlugs.keys()]);
  const plan: Plan = { creates: [], updates: [], unchanged: 0, newBrands: [...newBrands.values()], newCategories: [...newCategories.values()], problems };
  for (const row of pending) {
    const v = row.values;
    if (row.autoSlug) {
      const own = row.existing?.slug;
      const base = slugify(v.name);
      v.slug = own && (own === base || own.startsWith(`${base}-`)) && /^\d+$/.test(own.slice(base.length + 1) || "0") ? own : freeSlug(base, taken);
      taken.add(v.slug);
    }
    if (!row.existing) plan.creates.push(v);
    else if (sameValues(row.existing, v)) plan.unchanged++;
    else plan.updates.push({ id: row.existing.id, line: row.line, values: v });
  }
  return plan;
}
