import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ServiceLanding } from "@/components/marketing/service-landing";
import { PREFIXED_LOCALES } from "@/content/i18n/locales";
import { TRANSLATED_SERVICE_SLUGS } from "@/content/services";
import { serviceIn } from "@/lib/i18n/content";
import { localeParam } from "@/lib/i18n/params";
import { pageMetadata } from "@/lib/seo/metadata";

type Props = { params: Promise<{ locale: string; service: string }> };

// The seven optometrist pages exist in Punjabi and Hindi; any other /pa/brampton/<x> is that
// language's 404 (rendered on demand, so it is drawn by this language's not-found page).

export function generateStaticParams() {
  return PREFIXED_LOCALES.flatMap((locale) => TRANSLATED_SERVICE_SLUGS.map((service) => ({ locale, service })));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeParam(params);
  const page = serviceIn(locale, (await params).service);
  if (!page) return {};
  return pageMetadata({ title: page.title, description: page.description, path: `/brampton/${page.slug}`, locale });
}

export default async function Page({ params }: Props) {
  const locale = await localeParam(params);
  const page = serviceIn(locale, (await params).service);
  if (!page) notFound();
  return <ServiceLanding page={page} locale={locale} />;
}
