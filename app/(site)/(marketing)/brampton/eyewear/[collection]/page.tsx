import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { CollectionPage } from "@/components/marketing/collection-page";
import { COLLECTIONS, COLLECTION_BY_SLUG, type Collection } from "@/content/eyewear";
import { pageMetadata } from "@/lib/seo/metadata";

type Props = { params: Promise<{ collection: string }> };
export const dynamicParams = false;

export function generateStaticParams() {
  return COLLECTIONS.map((c) => ({ collection: c.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const c = COLLECTION_BY_SLUG.get((await params).collection as Collection["slug"]);
  // One canonical URL for the two paths the spec gives.
  return c ? pageMetadata({ title: c.title, description: c.subtitle, path: `/brampton/eyewear/${c.slug}` }) : {};
}

export default async function Page({ params }: Props) {
  const c = COLLECTION_BY_SLUG.get((await params).collection as Collection["slug"]);
  if (!c) notFound();
  return <CollectionPage collection={c} />;
}
