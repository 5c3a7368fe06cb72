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
    const search = new URLSearchParams("brand=gucci&category=Sunglasses&width=medium&min=100&max=400&sort=price-desc&page=2&view=list");
    expect(filtersFromSegment(listingSegment(search))).toEqual(parseShopFilters(Object.fromEntries(search)));
  });

  it("junk collapses to defaults instead of creating new cache entries", () => {
    expect(listingSegment(new URLSearchParams("gender=aliens&utm_source=x&page=-1"))).toBe("_");
    expect(listingSegment(new URLSearchParams("width=huge&fit=1-2-3&lens=52"))).toBe("_");
  });

  it("the frame width and the fit are part of the key, in one canonical spelling", () => {
    const width = listingSegment(new URLSearchParams("width=wide&gender=men"));
    expect(decodeURIComponent(width)).toBe("gender=men&width=wide");
    expect(listingSegment(new URLSearchParams("gender=men&width=wide"))).toBe(width);
    expect(width).not.toBe(listingSegment(new URLSearchParams("gender=men&width=narrow")));
    // The match form without JavaScript sends three fields; with it, `fit`. One cached page for both,
    // and a sort beside a fit changes nothing, so it is not part of the key.
    const fit = listingSegment(new URLSearchParams("fit=52-18-140"));
    expect(decodeURIComponent(fit)).toBe("fit=52-18-140");
    expect(listingSegment(new URLSearchParams("temple=140&lens=52&bridge=18"))).toBe(fit);
    expect(listingSegment(new URLSearchParams("fit=52-18-140&sort=price-desc"))).toBe(fit);
    expect(filtersFromSegment(fit).fit).toEqual({ lens: 52, bridge: 18, temple: 140 });
  });

  it("free-text searches are not cached as pages", () => {
    expect(isCacheableListing(new URLSearchParams("q=aviator"))).toBe(false);
    expect(isCacheableListing(new URLSearchParams("gender=men"))).toBe(true);
    expect(isCacheableListing(new URLSearchParams("fit=52-18-140&width=narrow"))).toBe(true);
  });
});
