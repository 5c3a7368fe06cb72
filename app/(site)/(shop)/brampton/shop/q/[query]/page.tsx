import type { Metadata } from "next";
import { ShopListingPage, shopMetadata } from "@/components/shop/shop-listing-page";
import { filtersFromSegment } from "@/lib/routing/listing-cache";

type Props = { params: Promise<{ query: string }> };

// Each canonical filter combination is rendered once, then served like a static page until
// the catalogue tags are revalidated (admin write, order) or five minutes pass.
export const revalidate = 300;
export async function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return shopMetadata(filtersFromSegment((await params).query));
}

export default async function CachedShopPage({ params }: Props) {
  return <ShopListingPage filters={filtersFromSegment((await params).query)} />;
}
