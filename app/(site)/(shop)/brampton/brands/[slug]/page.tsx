import type { Metadata } from "next";
import { BrandListingPage, brandMetadata } from "@/components/brand/brand-listing-page";
import { parseShopFilters } from "@/lib/validations/shop-filters";

type Props = {
  params: Promise<{ slug: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

// Rendered per request only for free-text searches; proxy.ts rewrites every other brand URL
// to ./q/[query], which is served from the route cache.
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return brandMetadata((await params).slug);
}

export default async function BrandPage({ params, searchParams }: Props) {
  return <BrandListingPage slug={(await params).slug} filters={parseShopFilters(await searchParams)} />;
}
