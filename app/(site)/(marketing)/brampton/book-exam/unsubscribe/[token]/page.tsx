import { UnsubscribePage } from "@/components/recall/unsubscribe-page";
import { unsubscribeMetadata } from "@/lib/seo/page-metadata";

export const metadata = unsubscribeMetadata("en");

export default async function Page({ params }: { params: Promise<{ token: string }> }) {
  return <UnsubscribePage token={(await params).token} locale="en" />;
}
