import { LeavePage } from "@/components/waitlist/leave-page";
import { waitlistLeaveMetadata } from "@/lib/seo/page-metadata";

export const metadata = waitlistLeaveMetadata("en");

export default async function Page({ params }: { params: Promise<{ token: string }> }) {
  return <LeavePage token={(await params).token} locale="en" />;
}
