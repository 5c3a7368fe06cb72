import { describe, expect, it } from "vitest";
import { activeFilters, drawerFilterCount } from "@/lib/catalog/active-filters";
import { parseShopFilters } from "@/lib/validations/shop-filters";

describe("active filter chips", () => {
  const names = (slug: string) => ({ "ray-ban": "Ray-Ban" })[slug];

  it("lists nothing for the plain listing", () => {
    expect(activeFilters("/brampton/shop", parseShopFilters({}))).toEqual([]);
  });

  it("names each filter and links to the listing without it, keeping the rest", () => {
    const f = parseShopFilters({ q: "aviator", brand: "ray-ban", gender: "women", min: "100", max: "400", sort: "price-asc", view: "list", page: "3" });
    const chips = activeFilters("/brampton/shop", f, names);
    expect(chips.map((c) => c.label)).toEqual(["“aviator”", "Ray-Ban", "Women", "$100 – $400"]);
    const brand = new URL(chips[1].href, "http://x");
    expect(brand.pathname).toBe("/brampton/shop");
    expect(Object.fromEntries(brand.searchParams)).toEqual({ q: "aviator", gender: "women", min: "100", max: "400", sort: "price-asc", view: "list" });
    // Removing a filter starts again at page 1.
    expect(brand.searchParams.has("page")).toBe(false);
    const price = new URL(chips[3].href, "http://x");
    expect(price.searchParams.has("min") || price.searchParams.has("max")).toBe(false);
    // Search has its own box in the toolbar; the drawer's count leaves it out.
    expect(drawerFilterCount(chips)).toBe(3);
  });

  it("the frame width is a chip the drawer counts; the fit is a chip it does not (it has its own form)", () => {
    const f = parseShopFilters({ gender: "men", width: "narrow", fit: "52-18-140", view: "list" });
    const chips = activeFilters("/brampton/shop", f);
    expect(chips.map((c) => [c.key, c.label])).toEqual([["gender", "Men"], ["width", "Narrow frames"], ["fit", "Fits 52-18-140"]]);
    expect(drawerFilterCount(chips)).toBe(2);
    const width = new URL(chips[1].href, "http://x");
    expect(Object.fromEntries(width.searchParams)).toEqual({ gender: "men", fit: "52-18-140", view: "list" });
    const fit = new URL(chips[2].href, "http://x");
    expect(Object.fromEntries(fit.searchParams)).toEqual({ gender: "men", width: "narrow", view: "list" });
  });

  it("shows an unknown brand by its slug and the lens filter in words", () => {
    const chips = activeFilters("/brampton/brands/gucci", parseShopFilters({ brand: "mystery", polarized: "standard", category: "Sunglasses" }));
    expect(chips.map((c) => c.label)).toEqual(["mystery", "Sunglasses", "Standard lenses"]);
  });
});
