import { LeavePage } from "@/components/waitlist/leave-page";
import { localeParam } from "@/lib/i18n/params";
import { waitlistLeaveMetadata } from "@/lib/seo/page-metadata";

type Props = { params: Promise<{ locale: string; token: string }> };

export async function generateMetadata({ params }: Props) {
  return waitlistLeaveMetadata(await localeParam(params));
}

export default async function Page({ params }: Props) {
  const locale = await localeParam(params);
  return <LeavePage token={(await params).token} locale={locale} />;
}
