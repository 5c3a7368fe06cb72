import type { Metadata } from "next";
import { ShopListingPage, shopMetadata } from "@/components/shop/shop-listing-page";
import { parseShopFilters } from "@/lib/validations/shop-filters";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

// Rendered per request: reached for free-text searches, which are not worth caching as pages.
// Every other filter URL is rewritten by proxy.ts to ./q/[query], served from the route cache.
export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  return shopMetadata(parseShopFilters(await searchParams));
}

export default async function ShopPage({ searchParams }: Props) {
  return <ShopListingPage filters={parseShopFilters(await searchParams)} />;
}
