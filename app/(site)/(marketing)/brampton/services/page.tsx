import { ServicesPage } from "@/components/marketing/services-page";
import { servicesMetadata } from "@/lib/seo/page-metadata";

export const metadata = servicesMetadata("en");

export default function Page() {
  return <ServicesPage locale="en" />;
}
