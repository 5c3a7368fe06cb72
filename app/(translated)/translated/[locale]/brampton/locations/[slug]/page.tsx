import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ClinicPage } from "@/components/locations/clinic-page";
import { CLINICS } from "@/content/clinics";
import { PREFIXED_LOCALES } from "@/content/i18n/locales";
import { LOCATION_BY_SLUG, LOCATION_PAGES } from "@/content/locations";
import { localeParam } from "@/lib/i18n/params";
import { clinicMetadata } from "@/lib/seo/page-metadata";

type Props = { params: Promise<{ locale: string; slug: string }> };

export function generateStaticParams() {
  return PREFIXED_LOCALES.flatMap((locale) => LOCATION_PAGES.map((l) => ({ locale, slug: CLINICS[l.clinicId].slug })));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeParam(params);
  const page = LOCATION_BY_SLUG.get((await params).slug);
  return page ? clinicMetadata(locale, page) : {};
}

export default async function Page({ params }: Props) {
  const locale = await localeParam(params);
  const page = LOCATION_BY_SLUG.get((await params).slug);
  if (!page) notFound();
  return <ClinicPage page={page} locale={locale} />;
}
