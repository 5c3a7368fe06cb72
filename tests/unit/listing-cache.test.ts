import { describe, expect, it } from "vitest";
import { filtersFromSegment, isCacheableListing, listingSegment } from "@/lib/routing/listing-cache";
import { parseShopFilters } from "@/lib/validations/shop-filters";

describe("listing route-cache keys", () => {
  it("one canonical key per filter combination, defaults left out", () => {
    expect(listingSegment(new URLSearchParams(""))).toBe("_");
    expect(listingSegment(new URLSearchParams("sort=newest&view=grid&page=1"))).toBe("_");
    expect(listingSegment(new URLSearchParams("gender=men&sort=price-asc"))).toBe(listingSegment(new URLSearchParams("sort=price-asc&gender=men")));
  });

  it("round-trips to the same filters", () => {
    const search = new URLSearchParams("brand=gucci&category=Sunglasses&min=100&max=400&sort=price-desc&page=2&view=list");
    expect(filtersFromSegment(listingSegment(search))).toEqual(parseShopFilters(Object.fromEntries(search)));
  });

  it("junk collapses to defaults instead of creating new cache entries", () => {
    expect(listingSegment(new URLSearchParams("gender=aliens&utm_source=x&page=-1"))).toBe("_");
  });

  it("free-text searches are not cached as pages", () => {
    expect(isCacheableListing(new URLSearchParams("q=aviator"))).toBe(false);
    expect(isCacheableListing(new URLSearchParams("gender=men"))).toBe(true);
  });
});
