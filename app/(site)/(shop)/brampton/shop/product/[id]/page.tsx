import type { Metadata } from "next";
import { canonicalUrl } from "@/lib/seo/metadata";
import { ProductView } from "@/components/product/product-view";
import { getProduct } from "@/lib/catalog";
import { publicSiteUrl } from "@/lib/seo/site-url";

type Props = { params: Promise<{ id: string }> };

// Rendered on first visit, then served from the full-route cache like a static page until
// an admin write or an order revalidates its tags (or five minutes pass).
export const revalidate = 300;
export async function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const product = await getProduct((await params).id);
  if (!product) return { title: "Product not found", robots: { index: false } };
  return {
    title: product.name,
    description: product.description ?? undefined,
    alternates: { canonical: canonicalUrl(`/brampton/shop/product/${product.id}`) },
    openGraph: {
      title: product.name,
      description: product.description ?? undefined,
      // Next would make a relative image absolute with a localhost fallback: only with a known origin.
      images: publicSiteUrl() ? product.images.slice(0, 1) : undefined,
    },
  };
}

export default async function ProductPage({ params }: Props) {
  return <ProductView id={(await params).id} />;
}
