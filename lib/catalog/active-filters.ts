import { FRAME_SIZE_LABELS, fitToParam } from "@/lib/catalog/fit";
import { PRICE_MAX, filtersToQuery, type ShopFilters } from "@/lib/validations/shop-filters";

export type ActiveFilter = { key: string; label: string; href: string };

const GENDER_LABEL: Record<string, string> = { men: "Men", women: "Women", kids: "Kids", unisex: "Unisex" };

/**
 * The filters in force, each with the link that removes it (keeping search, sort and view),
 * for the chips above a listing. `brandName` turns a brand slug into its name.
 */
export function activeFilters(basePath: string, f: ShopFilters, brandName: (slug: string) => string | undefined = () => undefined): ActiveFilter[] {
  const keep = { q: f.q, brand: f.brand, category: f.category, gender: f.gender, width: f.width, min: f.min, max: f.max, polarized: f.polarized, fit: f.fit, sort: f.sort, view: f.view };
  const without = (change: Partial<ShopFilters>) => `${basePath}${filtersToQuery({ ...keep, ...change })}`;
  const out: ActiveFilter[] = [];
  if (f.q) out.push({ key: "q", label: `“${f.q}”`, href: without({ q: undefined }) });
  if (f.brand) out.push({ key: "brand", label: brandName(f.brand) ?? f.brand, href: without({ brand: undefined }) });
  if (f.category) out.push({ key: "category", label: f.category, href: without({ category: undefined }) });
  if (f.gender) out.push({ key: "gender", label: GENDER_LABEL[f.gender], href: without({ gender: undefined }) });
  if (f.width) out.push({ key: "width", label: `${FRAME_SIZE_LABELS[f.width]} frames`, href: without({ width: undefined }) });
  if (f.min > 0 || f.max < PRICE_MAX) out.push({ key: "price", label: `$${f.min} – $${f.max}`, href: without({ min: 0, max: PRICE_MAX }) });
  if (f.polarized) out.push({ key: "polarized", label: f.polarized === "polarized" ? "Polarized" : "Standard lenses", href: without({ polarized: undefined }) });
  if (f.fit) out.push({ key: "fit", label: `Fits ${fitToParam(f.fit)}`, href: without({ fit: undefined }) });
  return out;
}

/** How many filters of the drawer are set (search is in the toolbar and the fit in its own form, so they do not count). */
export const drawerFilterCount = (filters: ActiveFilter[]) => filters.filter((f) => f.key !== "q" && f.key !== "fit").length;
