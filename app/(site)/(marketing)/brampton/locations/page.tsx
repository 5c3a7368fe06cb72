import { LocationsPage } from "@/components/locations/locations-page";
import { locationsMetadata } from "@/lib/seo/page-metadata";

export function generateMetadata() {
  return locationsMetadata("en");
}

export default function Page() {
  return <LocationsPage locale="en" />;
}
