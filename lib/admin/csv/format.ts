/**
 * The catalogue file's shape (issue 35), shared by the export, the template and the import:
 * its columns in order, how a product's fields are written into cells, and how a spreadsheet's
 * formula guard is put on and taken off.
 */

export const CSV_COLUMNS = [
  "sku",
  "slug",
  "name",
  "brand",
  "category",
  "gender",
  "price",
  "sale_price",
  "stock_quantity",
  "colors",
  "frame_material",
  "lens_type",
  "lens_width",
  "bridge_width",
  "temple_length",
  "is_polarized",
  "is_active",
  "description",
  "images",
] as const;
export type CsvColumn = (typeof CSV_COLUMNS)[number];

/** Columns a new product cannot do without, and whose cell may never be left empty. */
export const REQUIRED_COLUMNS: readonly CsvColumn[] = ["sku", "name", "price", "brand", "category"];

export const MAX_FILE_BYTES = 5 * 1024 * 1024;
export const MAX_ROWS = 10_000;
/** One row of the file; a description of 5,000 characters and every other cell fit many times. */
export const MAX_RECORD_BYTES = 64 * 1024;
/** Colours and images share one cell each, names joined with this. */
export const LIST_SEPARATOR = "|";

/**
 * A cell a spreadsheet would run as a formula (beginning with = + - @, a tab or a carriage
 * return) is written with a leading apostrophe. A value that already begins with apostrophes
 * before such a character gets one more, so the import, which removes exactly one, gives back
 * what was stored.
 */
export function guardFormula(text: string): string {
  return /^'*[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** The import's side of guardFormula: one leading apostrophe before = + - @ goes. */
export function unguardFormula(text: string): string {
  return /^'+[=+\-@]/.test(text) ? text.slice(1) : text;
}

/** RFC 4180: quoted when it holds the separator, a quote, a line break, or edge spaces. */
export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return "";
  const text = guardFormula(typeof value === "boolean" ? (value ? "TRUE" : "FALSE") : String(value));
  return /[",;\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(cells: (string | number | boolean | null | undefined)[]): string {
  return `${cells.map(csvCell).join(",")}\r\n`;
}

/** Money as the file writes it: 149.00, never cents. */
export function formatPrice(value: number | null): string | null {
  return value === null ? null : value.toFixed(2);
}

/** What the export reads of a product, one row of the file. */
export type ExportProduct = {
  sku: string | null;
  slug: string;
  name: string;
  brand: string | null;
  category: string | null;
  gender: string;
  price: number;
  sale_price: number | null;
  stock_quantity: number;
  colors: { name: string; value: string }[];
  frame_material: string | null;
  lens_type: string | null;
  lens_width: number | null;
  bridge_width: number | null;
  temple_length: number | null;
  is_polarized: boolean;
  is_active: boolean;
  description: string | null;
  images: string[];
};

export function productLine(p: ExportProduct): string {
  const cells: Record<CsvColumn, string | number | boolean | null> = {
    sku: p.sku,
    slug: p.slug,
    name: p.name,
    brand: p.brand,
    category: p.category,
    gender: p.gender,
    price: formatPrice(p.price),
    sale_price: formatPrice(p.sale_price),
    stock_quantity: p.stock_quantity,
    colors: p.colors.map((c) => c.name).join(LIST_SEPARATOR),
    frame_material: p.frame_material,
    lens_type: p.lens_type,
    lens_width: p.lens_width,
    bridge_width: p.bridge_width,
    temple_length: p.temple_length,
    is_polarized: p.is_polarized,
    is_active: p.is_active,
    description: p.description,
    images: p.images.join(LIST_SEPARATOR),
  };
  return csvLine(CSV_COLUMNS.map((c) => cells[c]));
}

/** UTF-8 byte-order mark first, so Excel reads accents and Gurmukhi as written. */
export const CSV_HEADER = `\uFEFF${csvLine([...CSV_COLUMNS])}`;

/** "Download template": the header and two example rows (a new frame, and one with every field). */
export function templateCsv(): string {
  const example: ExportProduct = {
    sku: "BV-EXAMPLE-001",
    slug: "",
    name: "Example Aviator",
    brand: "Ray-Ban",
    category: "Sunglasses",
    gender: "unisex",
    price: 149,
    sale_price: null,
    stock_quantity: 12,
    colors: [{ name: "Gold", value: "" }],
    frame_material: "Metal",
    lens_type: "Polarized",
    lens_width: 58,
    bridge_width: 14,
    temple_length: 140,
    is_polarized: true,
    is_active: true,
    description: "A light metal aviator.",
    images: [],
  };
  const second: ExportProduct = {
    ...example,
    sku: "BV-EXAMPLE-002",
    name: "Example Round Optical",
    category: "Eyeglasses",
    gender: "women",
    price: 1249,
    sale_price: 999,
    stock_quantity: 3,
    colors: [{ name: "Black", value: "" }, { name: "Tortoise", value: "" }],
    frame_material: "Acetate",
    lens_type: "Single vision",
    lens_width: 49,
    bridge_width: 20,
    temple_length: 145,
    is_polarized: false,
    description: "Round acetate frames,\nmade for prescription lenses.",
  };
  return CSV_HEADER + productLine(example) + productLine(second);
}
