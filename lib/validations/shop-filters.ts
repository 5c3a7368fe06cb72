import { FRAME_SIZES, fitToParam } from "@/lib/catalog/fit";
import { fitFromParam } from "@/lib/validations/fit";
import { plainText } from "@/lib/validations/text-checks";
import { z } from "@/lib/validations/z";

export const SORTS = [
  { id: "newest", label: "New to Old" },
  { id: "oldest", label: "Old to New" },
  { id: "price-asc", label: "Price: Low to High" },
  { id: "price-desc", label: "Price: High to Low" },
] as const;
export type SortId = (typeof SORTS)[number]["id"];

export const GENDERS = ["men", "women", "kids", "unisex"] as const;
export type Gender = (typeof GENDERS)[number];

export const PRICE_MAX = 1000;
export const PRICE_STEP = 10;
export const PAGE_SIZE = 24;

const first = (v: unknown) => (Array.isArray(v) ? v[0] : v);
// Free-text parameters go through the text rule; one it refuses (a NUL, a bidi override) is ignored.
const text = (label: string, max: number) =>
  z.pipe(
    z.preprocess(first, z.catch(z.optional(z.string().check(...plainText(label), z.maxLength(max))), undefined)),
    z.transform((v: string | undefined) => v || undefined),
  );
const price = (fallback: number) =>
  z.preprocess(
    (v) => (first(v) === "" || first(v) === undefined ? fallback : Number(first(v))),
    z.catch(z.number().check(z.int(), z.gte(0), z.lte(PRICE_MAX)), fallback),
  );

/**
 * The shop's filters, read leniently from the URL: a bad value falls back to its default
 * instead of failing the page, so any hand-edited or stale link still shows products.
 */
const filterFields = z.object({
  q: text("Search", 100),
  brand: z.preprocess(first, z.catch(z.optional(z.string().check(z.regex(/^[a-z0-9-]{1,80}$/))), undefined)),
  category: text("Category", 80),
  gender: z.preprocess(first, z.catch(z.optional(z.enum(GENDERS)), undefined)),
  min: price(0),
  max: price(PRICE_MAX),
  polarized: z.preprocess(first, z.catch(z.optional(z.enum(["polarized", "standard"])), undefined)),
  width: z.preprocess(first, z.catch(z.optional(z.enum(FRAME_SIZES)), undefined)),
  fit: z.preprocess((v) => fitFromParam(first(v)), z.optional(z.object({ lens: z.number(), bridge: z.number(), temple: z.number() }))),
  sort: z.preprocess(first, z._default(z.catch(z.enum(["newest", "oldest", "price-asc", "price-desc"]), "newest"), "newest")),
  page: z.preprocess((v) => Number(first(v) ?? 1), z.catch(z.number().check(z.int(), z.gte(1), z.lte(10_000)), 1)),
  view: z.preprocess(first, z._default(z.catch(z.enum(["grid", "list"]), "grid"), "grid")),
});
/** The match form's three fields (`lens`, `bridge`, `temple`, sent as they are without JavaScript) read as one `fit`. */
function foldFit(params: unknown): unknown {
  if (!params || typeof params !== "object") return params;
  const { lens, bridge, temple, ...rest } = params as Record<string, unknown>;
  if ((rest as { fit?: unknown }).fit !== undefined || lens === undefined || bridge === undefined || temple === undefined) return rest;
  return { ...rest, fit: `${first(lens)}-${first(bridge)}-${first(temple)}` };
}

export const shopFiltersSchema = z.pipe(
  z.preprocess(foldFit, filterFields),
  z.transform((f: z.output<typeof filterFields>) => {
    const prices = f.min > f.max ? { ...f, min: f.max, max: f.min } : f;
    // A fit lists the closest frames first whatever the sort says: one canonical key, not four.
    return prices.fit ? { ...prices, sort: "newest" as const } : prices;
  }),
);

export type ShopFilters = z.output<typeof shopFiltersSchema>;

export function parseShopFilters(params: Record<string, string | string[] | undefined>): ShopFilters {
  return shopFiltersSchema.parse(params);
}

/** The URL query for a set of filters, leaving out defaults so links stay short. */
export function filtersToQuery(f: Partial<ShopFilters>): string {
  const q = new URLSearchParams();
  if (f.q) q.set("q", f.q);
  if (f.brand) q.set("brand", f.brand);
  if (f.category) q.set("category", f.category);
  if (f.gender) q.set("gender", f.gender);
  if (f.width) q.set("width", f.width);
  if (f.min) q.set("min", String(f.min));
  if (f.max !== undefined && f.max !== PRICE_MAX) q.set("max", String(f.max));
  if (f.polarized) q.set("polarized", f.polarized);
  if (f.fit) q.set("fit", fitToParam(f.fit));
  if (f.sort && f.sort !== "newest") q.set("sort", f.sort);
  if (f.view && f.view !== "grid") q.set("view", f.view);
  if (f.page && f.page > 1) q.set("page", String(f.page));
  const s = q.toString();
  return s ? `?${s}` : "";
}

export const TITLES: Record<"men" | "women" | "kids" | "all", { title: string; subtitle: string }> = {
  men: { title: "Men's Glasses", subtitle: "Classic, sport and designer frames chosen for men, fitted at our Brampton clinics." },
  women: { title: "Women's Glasses", subtitle: "Cat-eyes, rounds and designer statements, adjusted for a perfect fit." },
  kids: { title: "Kids' Glasses", subtitle: "Durable, flexible frames for growing faces — with free adjustments as they grow." },
  all: { title: "Shop Eyewear", subtitle: "Designer eyeglasses and sunglasses, ready for your prescription and fitted by our opticians." },
};

export function titleFor(gender: Gender | undefined) {
  return gender && gender !== "unisex" ? TITLES[gender] : TITLES.all;
}
