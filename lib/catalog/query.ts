import type { ShopFilters, SortId } from "@/lib/validations/shop-filters";
import { PAGE_SIZE, PRICE_MAX } from "@/lib/validations/shop-filters";
import { FIT_TOLERANCE_MM, FIT_WEIGHTS, NARROW_BELOW_MM, WIDE_ABOVE_MM, type FrameSize } from "./fit";

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
  // frame_width is a generated column (lens × 2 + bridge + end pieces) with its own index.
  if (f.width) where.push(widthCondition(f.width, add));
  let orderBy = ORDER_BY[f.sort];
  if (f.fit) {
    // Each number within its tolerance as a range on the bare column (index-friendly), then the
    // same weighted distance as matchFrames in ./fit, closest first, ties newest first.
    const distance: string[] = [];
    for (const [column, key] of [["lens_width", "lens"], ["bridge_width", "bridge"], ["temple_length", "temple"]] as const) {
      const wanted = `${add(f.fit[key])}::int`;
      where.push(`p.${column} between ${wanted} - ${FIT_TOLERANCE_MM[key]} and ${wanted} + ${FIT_TOLERANCE_MM[key]}`);
      distance.push(`${FIT_WEIGHTS[key]} * abs(p.${column} - ${wanted})`);
    }
    orderBy = `${distance.join(" + ")} asc, p.created_at desc, p.id desc`;
  }
  return {
    where: where.join(" and "),
    params,
    orderBy,
    limit: PAGE_SIZE,
    offset: (f.page - 1) * PAGE_SIZE,
  };
}

function widthCondition(size: FrameSize, add: (v: unknown) => string): string {
  if (size === "narrow") return `p.frame_width < ${add(NARROW_BELOW_MM)}`;
  if (size === "wide") return `p.frame_width > ${add(WIDE_ABOVE_MM)}`;
  return `p.frame_width between ${add(NARROW_BELOW_MM)} and ${add(WIDE_ABOVE_MM)}`;
}
