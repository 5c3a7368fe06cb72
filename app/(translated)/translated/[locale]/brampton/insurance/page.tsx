import { InsurancePage } from "@/components/insurance/insurance-page";
import { localeParam } from "@/lib/i18n/params";
import { insuranceMetadata } from "@/lib/seo/page-metadata";

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props) {
  return insuranceMetadata(await localeParam(params));
}

export default async function Page({ params }: Props) {
  return <InsurancePage locale={await localeParam(params)} />;
}
