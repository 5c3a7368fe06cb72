import { filtersToQuery, parseShopFilters, type ShopFilters } from "@/lib/validations/shop-filters";

/** Listing pages with a free-text search are rendered per request; the rest are cacheable. */
export function isCacheableListing(search: URLSearchParams): boolean {
  return !search.get("q");
}

/**
 * The route-cache path segment for a listing URL's query: the canonical form of its filters,
 * so `?sort=newest&gender=men` and `?gender=men` share one cached page. "_" means no filters.
 */
export function listingSegment(search: URLSearchParams): string {
  const canonical = filtersToQuery(parseShopFilters(Object.fromEntries(search))).slice(1);
  return canonical ? encodeURIComponent(canonical) : "_";
}

export function filtersFromSegment(segment: string): ShopFilters {
  const query = segment === "_" ? "" : decodeURIComponent(segment);
  return parseShopFilters(Object.fromEntries(new URLSearchParams(query)));
}
