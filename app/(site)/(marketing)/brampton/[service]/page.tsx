import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ServiceLanding } from "@/components/marketing/service-landing";
import { SERVICES, SERVICE_BY_SLUG } from "@/content/services";
import { pageMetadata } from "@/lib/seo/metadata";

type Props = { params: Promise<{ service: string }> };

// Only the landing pages in content/services.ts exist; any other /brampton/<x> is a 404.
export const dynamicParams = false;

export function generateStaticParams() {
  return SERVICES.map((s) => ({ service: s.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = SERVICE_BY_SLUG.get((await params).service);
  if (!page) return {};
  return pageMetadata({ title: page.title, description: page.description, path: `/brampton/${page.slug}` });
}

export default async function ServicePage({ params }: Props) {
  const page = SERVICE_BY_SLUG.get((await params).service);
  if (!page) notFound();
  return <ServiceLanding page={page} />;
}
