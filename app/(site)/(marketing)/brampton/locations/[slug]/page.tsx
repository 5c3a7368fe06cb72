import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ClinicPage } from "@/components/locations/clinic-page";
import { getClinicBySlug, getClinics } from "@/lib/clinics";
import { clinicMetadata } from "@/lib/seo/page-metadata";

type Props = { params: Promise<{ slug: string }> };

// Each clinic's page is built ahead; a clinic the admins add later is rendered on its first
// visit and cached the same way (its slug is its database row's).
export async function generateStaticParams() {
  return (await getClinics()).map((c) => ({ slug: c.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const clinic = await getClinicBySlug((await params).slug);
  return clinic ? clinicMetadata("en", clinic) : {};
}

export default async function Page({ params }: Props) {
  const clinic = await getClinicBySlug((await params).slug);
  if (!clinic) notFound();
  return <ClinicPage clinicId={clinic.id} locale="en" />;
}
