import { HealthInformationPage } from "@/components/privacy/health-information-page";
import { localeParam } from "@/lib/i18n/params";
import { healthInformationMetadata } from "@/lib/seo/page-metadata";

type Props = { params: Promise<{ locale: string }> };

// Built for pa and hi by the layout's generateStaticParams, like the other translated pages.
export async function generateMetadata({ params }: Props) {
  return healthInformationMetadata(await localeParam(params));
}

export default async function Page({ params }: Props) {
  return <HealthInformationPage locale={await localeParam(params)} />;
}
