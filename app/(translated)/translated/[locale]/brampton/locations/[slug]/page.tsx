import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ClinicPage } from "@/components/locations/clinic-page";
import { PREFIXED_LOCALES } from "@/content/i18n/locales";
import { getClinicBySlug, getClinics } from "@/lib/clinics";
import { localeParam } from "@/lib/i18n/params";
import { clinicMetadata } from "@/lib/seo/page-metadata";

type Props = { params: Promise<{ locale: string; slug: string }> };

// A clinic added after the build is rendered on its first visit, as in English (an unknown
// locale is refused by the layout and localeParam, an unknown slug by the lookup).

export async function generateStaticParams() {
  const clinics = await getClinics();
  return PREFIXED_LOCALES.flatMap((locale) => clinics.map((c) => ({ locale, slug: c.slug })));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeParam(params);
  const clinic = await getClinicBySlug((await params).slug);
  return clinic ? clinicMetadata(locale, clinic) : {};
}

export default async function Page({ params }: Props) {
  const locale = await localeParam(params);
  const clinic = await getClinicBySlug((await params).slug);
  if (!clinic) notFound();
  return <ClinicPage clinicId={clinic.id} locale={locale} />;
}
