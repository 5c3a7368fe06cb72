import { CSV_PROBLEMS } from "@/content/catalogue-csv";
import { MEASUREMENT_LIMITS } from "@/lib/catalog/fit";
import { GENDERS, GENDER_LABELS } from "@/lib/validations/product";
import { LIST_SEPARATOR } from "./format";

// One cell each: the value to store, or the words for the Problems table. Pure, so each
// accepted form and each refusal is unit tested.

export type Cell<T> = { ok: true; value: T } | { ok: false; problem: string };
const ok = <T>(value: T): Cell<T> => ({ ok: true, value });
const no = (problem: string): Cell<never> => ({ ok: false, problem });

const PRICE_LIMIT = 99_999_999.99;

/**
 * Money as spreadsheets write it: 149, 149.00, $149.00, "1,249.00" (thousands separator, quoted
 * in the file), and where the comma is the decimal mark, 149,00 or 1.249,00. Never cents.
 */
export function parseMoney(text: string): number | null {
  const s = text.replace(/^\$/, "").replace(/[\s\u00a0\u202f]/g, "");
  let normal: string | null = null;
  if (/^\d+(\.\d{1,2})?$/.test(s)) normal = s;
  else if (/^\d{1,3}(,\d{3})+(\.\d{1,2})?$/.test(s)) normal = s.replace(/,/g, "");
  else if (/^\d+,\d{1,2}$/.test(s)) normal = s.replace(",", ".");
  else if (/^\d{1,3}(\.\d{3})+,\d{1,2}$/.test(s)) normal = s.replace(/\./g, "").replace(",", ".");
  if (normal === null) return null;
  const n = Math.round(Number(normal) * 100) / 100;
  return Number.isFinite(n) && n <= PRICE_LIMIT ? n : null;
}

export function priceCell(text: string): Cell<number> {
  const n = parseMoney(text);
  return n !== null && n > 0 ? ok(n) : no(CSV_PROBLEMS.price);
}

export function salePriceCell(text: string): Cell<number | null> {
  if (text === "") return ok(null);
  const n = parseMoney(text);
  return n !== null ? ok(n) : no(CSV_PROBLEMS.salePrice);
}

/** Empty is 0: an empty stock cell clears the count. */
export function stockCell(text: string): Cell<number> {
  const s = text.replace(/[\s,]/g, "");
  if (s === "") return ok(0);
  if (!/^\d{1,7}$/.test(s) || Number(s) > 1_000_000) return no(CSV_PROBLEMS.stock);
  return ok(Number(s));
}

const MEASUREMENT_COLUMNS = { lens_width: MEASUREMENT_LIMITS.lens, bridge_width: MEASUREMENT_LIMITS.bridge, temple_length: MEASUREMENT_LIMITS.temple } as const;
export type MeasurementColumn = keyof typeof MEASUREMENT_COLUMNS;

export function measurementCell(column: MeasurementColumn, text: string): Cell<number | null> {
  if (text === "") return ok(null);
  const { min, max } = MEASUREMENT_COLUMNS[column];
  const s = text.replace(/\s*mm$/i, "");
  if (!/^\d{1,3}$/.test(s) || Number(s) < min || Number(s) > max) return no(CSV_PROBLEMS.measurement(column, min, max));
  return ok(Number(s));
}

/** TRUE/FALSE as Excel writes them, yes/no as people type them; empty is the new product's default. */
export function switchCell(column: "is_polarized" | "is_active", text: string): Cell<boolean> {
  if (text === "") return ok(column === "is_active");
  if (/^(true|yes|y|1)$/i.test(text)) return ok(true);
  if (/^(false|no|n|0)$/i.test(text)) return ok(false);
  return no(CSV_PROBLEMS.switch(column));
}

export function genderCell(text: string): Cell<(typeof GENDERS)[number]> {
  if (text === "") return ok("unisex");
  const lower = text.toLowerCase();
  const found = GENDERS.find((g) => g === lower || GENDER_LABELS[g].toLowerCase() === lower);
  return found ? ok(found) : no(CSV_PROBLEMS.gender);
}

/** Free text: required (name) or cleared to null when empty; length as the product form allows. */
export function textCell(column: string, text: string, max: number, required = false): Cell<string | null> {
  if (text === "") return required ? no(CSV_PROBLEMS.required(column)) : ok(null);
  return text.length > max ? no(CSV_PROBLEMS.tooLong(column, max)) : ok(text);
}

export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export function slugCell(text: string): Cell<string | null> {
  if (text === "") return ok(null);
  return SLUG_PATTERN.test(text) && text.length <= 100 ? ok(text) : no(CSV_PROBLEMS.slug);
}

export function listCell(text: string): string[] {
  return text
    .split(LIST_SEPARATOR)
    .map((s) => s.trim())
    .filter(Boolean);
}

/**
 * Colour names, each found by name (the product's own colours first, then any product's), or
 * written with its code ("Teal #008080") when the catalogue does not know it yet.
 */
export function coloursCell(
  text: string,
  own: { name: string; value: string }[],
  known: ReadonlyMap<string, string>,
): Cell<{ name: string; value: string }[]> {
  const names = listCell(text);
  if (names.length > 10) return no(CSV_PROBLEMS.tooManyColours);
  const out: { name: string; value: string }[] = [];
  for (const item of names) {
    const coded = /^(.+?)\s+(#(?:[0-9a-f]{3}|[0-9a-f]{6}))$/i.exec(item);
    const name = coded ? coded[1].trim() : item;
    if (name.length > 40) return no(CSV_PROBLEMS.tooLong("colors", 40));
    const value = coded?.[2].toLowerCase() ?? own.find((c) => c.name.toLowerCase() === name.toLowerCase())?.value ?? known.get(name.toLowerCase());
    if (!value) return no(CSV_PROBLEMS.unknownColour(name));
    out.push({ name, value });
  }
  return ok(out);
}

/** Stored image paths only: a web address is never fetched (the host may not reach a supplier's site). */
export function imagesCell(text: string, allowed: (path: string) => boolean): Cell<string[]> {
  const paths = listCell(text);
  if (paths.length > 5) return no(CSV_PROBLEMS.tooManyImages);
  for (const p of paths) {
    if (allowed(p) && p.length <= 500) continue;
    return no(/^[a-z][a-z0-9+.-]*:/i.test(p) || p.startsWith("//") ? CSV_PROBLEMS.imageUrl(p) : CSV_PROBLEMS.imagePath(p));
  }
  return ok(paths);
}
