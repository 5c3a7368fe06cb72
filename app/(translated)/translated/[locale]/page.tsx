import { HomePage } from "@/components/marketing/home-page";
import { localeParam } from "@/lib/i18n/params";
import { homeMetadata } from "@/lib/seo/page-metadata";

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }) {
  return homeMetadata(await localeParam(params));
}

export default async function Page({ params }: { params: Promise<{ locale: string }> }) {
  return <HomePage locale={await localeParam(params)} />;
}
