import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { Car, Clock, MapPin, Phone } from "@/components/ui/icons";
import { ClinicMap } from "@/components/sections/clinic-map";
import { Counter } from "@/components/sections/counter";
import { CtaSection } from "@/components/sections/cta-section";
import { FaqSection } from "@/components/sections/faq-section";
import { Hero } from "@/components/sections/hero";
import { JsonLd } from "@/components/sections/json-ld";
import { ReviewsLink } from "@/components/sections/reviews-link";
import { Section } from "@/components/sections/section";
import { Testimonials } from "@/components/sections/testimonials";
import { LinkButton } from "@/components/ui/button";
import { Container } from "@/components/ui/container";
import { CLINICS, fullAddress, hoursSummary, telHref } from "@/content/clinics";
import { LOCATION_BY_SLUG, LOCATION_PAGES } from "@/content/locations";
import { siteBase } from "@/lib/seo/site-url";
import { opticianJsonLd } from "@/lib/seo/clinic-json-ld";
import { breadcrumbJsonLd, pageMetadata } from "@/lib/seo/metadata";

type Props = { params: Promise<{ slug: string }> };
export const dynamicParams = false;

export function generateStaticParams() {
  return LOCATION_PAGES.map((l) => ({ slug: CLINICS[l.clinicId].slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = LOCATION_BY_SLUG.get((await params).slug);
  if (!page) return {};
  const c = CLINICS[page.clinicId];
  return pageMetadata({ title: `${c.shortName} Clinic`, description: `${page.heroSubtitle} ${fullAddress(c)}. Call ${c.phone}.`, path: `/brampton/locations/${c.slug}` });
}

export default async function LocationPage({ params }: Props) {
  const page = LOCATION_BY_SLUG.get((await params).slug);
  if (!page) notFound();
  const c = CLINICS[page.clinicId];
  const site = siteBase();
  return (
    <>
      <JsonLd data={opticianJsonLd(c, site)} />
      <JsonLd data={breadcrumbJsonLd([{ name: "Home", path: "/" }, { name: "Locations", path: "/brampton/locations" }, { name: c.shortName, path: `/brampton/locations/${c.slug}` }], site)} />
      <Hero title={page.heroTitle} subtitle={page.heroSubtitle} badge={c.badge} primary={{ label: "Book Eye Exam", href: "/brampton/book-exam" }} secondary={{ label: "Get Directions", href: "/brampton/contact" }}>
        <a href={telHref(c.phone)} data-call-location={c.id} className="mt-6 inline-flex items-center gap-2 text-lg font-semibold text-brand-700 dark:text-brand-300">
          <Phone aria-hidden className="size-5" /> Call {c.phone}
        </a>
      </Hero>
      <Container className="grid gap-6 py-12 sm:grid-cols-3">
        {page.counters.map((k) => <Counter key={k.label} value={k.value} suffix={k.suffix} label={k.label} />)}
      </Container>
      <Container className="grid gap-8 pb-12 lg:grid-cols-2">
        <div className="space-y-6">
          <div className="rounded-2xl border border-line bg-surface p-6">
            <h2 className="flex items-center gap-2 text-xl font-semibold text-ink"><MapPin aria-hidden className="size-5 text-brand-600" />Address</h2>
            <p className="mt-2 text-ink-muted">{fullAddress(c)}</p>
            <h2 className="mt-6 flex items-center gap-2 text-xl font-semibold text-ink"><Clock aria-hidden className="size-5 text-brand-600" />Hours</h2>
            <dl className="mt-2 space-y-1">
              {hoursSummary(c.hours).map((h) => <div key={h.label} className="flex justify-between"><dt className="text-ink-muted">{h.label}</dt><dd>{h.value}</dd></div>)}
            </dl>
            <div className="mt-6 flex flex-wrap gap-3">
              <LinkButton href="/brampton/book-exam">Book Eye Exam</LinkButton>
              <LinkButton href="/brampton/contact" variant="outline">Directions</LinkButton>
            </div>
          </div>
          <div className="rounded-2xl border border-line bg-surface p-6">
            <h2 className="flex items-center gap-2 text-xl font-semibold text-ink"><Car aria-hidden className="size-5 text-brand-600" />Parking &amp; transit</h2>
            <ul className="mt-3 list-disc space-y-1 pl-5 text-ink-muted">{c.parking.map((p) => <li key={p}>{p}</li>)}</ul>
          </div>
        </div>
        <ClinicMap clinic={c} />
      </Container>
      <Section id="why" title={`Why choose our ${c.shortName} clinic`} muted>
        <ul className="grid gap-5 md:grid-cols-3">
          {page.whyChoose.map((w) => <li key={w.title} className="rounded-2xl border border-line bg-surface p-6"><h3 className="text-lg font-semibold text-ink">{w.title}</h3><p className="mt-2 text-ink-muted">{w.text}</p></li>)}
        </ul>
      </Section>
      <Section id="testimonials" title="What our patients say">
        <Testimonials items={page.testimonials} />
        <ReviewsLink label="View all reviews on Google" />
      </Section>
      <FaqSection items={page.faqs} muted />
      <CtaSection title={`Book at ${c.shortName}`} text={`Appointments at ${fullAddress(c)}. Call ${c.phone} or book online.`} />
    </>
  );
}
