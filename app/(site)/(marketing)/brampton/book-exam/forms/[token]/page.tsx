import { FormsPage } from "@/components/intake/forms-page";
import { intakeFormsMetadata } from "@/lib/seo/page-metadata";

export const metadata = intakeFormsMetadata("en");

export default async function Page({ params }: { params: Promise<{ token: string }> }) {
  return <FormsPage token={(await params).token} locale="en" />;
}
