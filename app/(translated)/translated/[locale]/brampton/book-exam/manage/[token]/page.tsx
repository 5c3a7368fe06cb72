import { ManagePage } from "@/components/booking/manage-page";
import { localeParam } from "@/lib/i18n/params";
import { manageMetadata } from "@/lib/seo/page-metadata";

type Props = { params: Promise<{ locale: string; token: string }> };

export async function generateMetadata({ params }: Props) {
  return manageMetadata(await localeParam(params));
}

export default async function Page({ params }: Props) {
  const locale = await localeParam(params);
  return <ManagePage token={(await params).token} locale={locale} />;
}
