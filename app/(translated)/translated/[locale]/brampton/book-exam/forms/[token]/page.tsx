import { FormsPage } from "@/components/intake/forms-page";
import { localeParam } from "@/lib/i18n/params";
import { intakeFormsMetadata } from "@/lib/seo/page-metadata";

type Props = { params: Promise<{ locale: string; token: string }> };

export async function generateMetadata({ params }: Props) {
  return intakeFormsMetadata(await localeParam(params));
}

export default async function Page({ params }: Props) {
  const locale = await localeParam(params);
  return <FormsPage token={(await params).token} locale={locale} />;
}
