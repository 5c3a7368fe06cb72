import { ServicesPage } from "@/components/marketing/services-page";
import { localeParam } from "@/lib/i18n/params";
import { servicesMetadata } from "@/lib/seo/page-metadata";

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props) {
  return servicesMetadata(await localeParam(params));
}

export default async function Page({ params }: Props) {
  return <ServicesPage locale={await localeParam(params)} />;
}
