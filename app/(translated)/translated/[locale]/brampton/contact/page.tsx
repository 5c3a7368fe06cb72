import { ContactPage } from "@/components/contact/contact-page";
import { localeParam } from "@/lib/i18n/params";
import { contactMetadata } from "@/lib/seo/page-metadata";

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props) {
  return contactMetadata(await localeParam(params));
}

export default async function Page({ params }: Props) {
  return <ContactPage locale={await localeParam(params)} />;
}
