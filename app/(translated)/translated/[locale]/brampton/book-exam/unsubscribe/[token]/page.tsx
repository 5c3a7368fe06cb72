import { UnsubscribePage } from "@/components/recall/unsubscribe-page";
import { localeParam } from "@/lib/i18n/params";
import { unsubscribeMetadata } from "@/lib/seo/page-metadata";

type Props = { params: Promise<{ locale: string; token: string }> };

export async function generateMetadata({ params }: Props) {
  return unsubscribeMetadata(await localeParam(params));
}

export default async function Page({ params }: Props) {
  const locale = await localeParam(params);
  return <UnsubscribePage token={(await params).token} locale={locale} />;
}
