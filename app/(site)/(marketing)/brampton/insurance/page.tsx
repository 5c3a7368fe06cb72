import { InsurancePage } from "@/components/insurance/insurance-page";
import { insuranceMetadata } from "@/lib/seo/page-metadata";

export const metadata = insuranceMetadata("en");

export default function Page() {
  return <InsurancePage locale="en" />;
}
