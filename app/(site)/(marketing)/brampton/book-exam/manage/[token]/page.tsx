import { ManagePage } from "@/components/booking/manage-page";
import { manageMetadata } from "@/lib/seo/page-metadata";

export const metadata = manageMetadata("en");

export default async function Page({ params }: { params: Promise<{ token: string }> }) {
  return <ManagePage token={(await params).token} locale="en" />;
}
