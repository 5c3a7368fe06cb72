import { HealthInformationPage } from "@/components/privacy/health-information-page";
import { healthInformationMetadata } from "@/lib/seo/page-metadata";

export const metadata = healthInformationMetadata("en");

export default function Page() {
  return <HealthInformationPage locale="en" />;
}
