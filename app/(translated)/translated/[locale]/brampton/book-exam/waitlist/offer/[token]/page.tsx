import { OfferPage } from "@/components/waitlist/offer-page";
import { localeParam } from "@/lib/i18n/params";
import { waitlistOfferMetadata } from "@/lib/seo/page-metadata";

type Props = { params: Promise<{ locale: string; token: string }> };

export async function generateMetadata({ params }: Props) {
  return waitlistOfferMetadata(await localeParam(params));
}

export default async function Page({ params }: Props) {
  const locale = await localeParam(params);
  return <OfferPage token={(await params).token} locale={locale} />;
}
