import type { Metadata } from "next";
import { BrandListingPage, brandMetadata } from "@/components/brand/brand-listing-page";
import { filtersFromSegment } from "@/lib/routing/listing-cache";

type Props = { params: Promise<{ slug: string; query: string }> };

export const revalidate = 300;
export async function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return brandMetadata((await params).slug);
}

export default async function CachedBrandPage({ params }: Props) {
  const { slug, query } = await params;
  return <BrandListingPage slug={slug} filters={filtersFromSegment(query)} />;
}
