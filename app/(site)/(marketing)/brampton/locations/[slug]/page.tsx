import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ClinicPage } from "@/components/locations/clinic-page";
import { CLINICS } from "@/content/clinics";
import { LOCATION_BY_SLUG, LOCATION_PAGES } from "@/content/locations";
import { clinicMetadata } from "@/lib/seo/page-metadata";

type Props = { params: Promise<{ slug: string }> };
export const dynamicParams = false;

export function generateStaticParams() {
  return LOCATION_PAGES.map((l) => ({ slug: CLINICS[l.clinicId].slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = LOCATION_BY_SLUG.get((await params).slug);
  return page ? clinicMetadata("en", page) : {};
}

export default async function Page({ params }: Props) {
  const page = LOCATION_BY_SLUG.get((await params).slug);
  if (!page) notFound();
  return <ClinicPage page={page} locale="en" />;
}
