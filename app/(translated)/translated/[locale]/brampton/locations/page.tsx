import { LocationsPage } from "@/components/locations/locations-page";
import { localeParam } from "@/lib/i18n/params";
import { locationsMetadata } from "@/lib/seo/page-metadata";

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props) {
  return locationsMetadata(await localeParam(params));
}

export default async function Page({ params }: Props) {
  return <LocationsPage locale={await localeParam(params)} />;
}
