import type { ShopFilters, SortId } from "@/lib/validations/shop-filters";
import { PAGE_SIZE, PRICE_MAX } from "@/lib/validations/shop-filters";

const ORDER_BY: Record<SortId, string> = {
  newest: "p.created_at desc, p.id desc",
  oldest: "p.created_at asc, p.id asc",
  "price-asc": "coalesce(p.sale_price, p.price) asc, p.id asc",
  "price-desc": "coalesce(p.sale_price, p.price) desc, p.id desc",
};

/** `%`, `_` and `\` typed by a visitor match themselves, not everything. */
export function escapeLike(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * The listing's WHERE clause and parameters. Pure, so the SQL each filter produces is unit
 * tested; values always travel as parameters, never inside the SQL text.
 */
export function buildListing(f: ShopFilters & { brandSlug?: string }) {
  const where = ["p.is_active"];
  const params: unknown[] = [];
  const add = (v: unknown) => {
    params.push(v);
    return `$${params.length}`;
  };
  if (f.q) {
    const p = add(`%${escapeLike(f.q)}%`);
    where.push(`(p.name ilike ${p} or p.description ilike ${p})`);
  }
  const brand = f.brandSlug ?? f.brand;
  if (brand) where.push(`b.slug = ${add(brand)}`);
  if (f.category) where.push(`c.name = ${add(f.category)}`);
  if (f.gender) where.push(`p.gender = ${add(f.gender)}`);
  if (f.min > 0) where.push(`coalesce(p.sale_price, p.price) >= ${add(f.min)}`);
  if (f.max < PRICE_MAX) where.push(`coalesce(p.sale_price, p.price) <= ${add(f.max)}`);
  if (f.polarized) where.push(f.polarized === "polarized" ? "p.is_polarized" : "not p.is_polarized");
  return {
    where: where.join(" and "),
    params,
    orderBy: ORDER_BY[f.sort],
    limit: PAGE_SIZE,
    offset: (f.page - 1) * PAGE_SIZE,
  };
}
