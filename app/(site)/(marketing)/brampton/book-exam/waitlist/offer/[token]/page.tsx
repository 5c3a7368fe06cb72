import { OfferPage } from "@/components/waitlist/offer-page";
import { waitlistOfferMetadata } from "@/lib/seo/page-metadata";

export const metadata = waitlistOfferMetadata("en");

export default async function Page({ params }: { params: Promise<{ token: string }> }) {
  return <OfferPage token={(await params).token} locale="en" />;
}
