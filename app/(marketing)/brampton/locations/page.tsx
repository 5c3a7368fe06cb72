import { Clock, MapPin, Phone } from "@/components/ui/icons";
import { Link } from "@/components/ui/link";
import { CtaSection } from "@/components/sections/cta-section";
import { JsonLd } from "@/components/sections/json-ld";
import { LinkButton } from "@/components/ui/button";
import { Container } from "@/components/ui/container";
import { CLINIC_LIST, fullAddress, hoursSummary, telHref } from "@/content/clinics";
import { siteBase } from "@/lib/seo/site-url";
import { opticianJsonLd } from "@/lib/seo/clinic-json-ld";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata = pageMetadata({
  title: "Our Brampton Locations",
  description: "Two Brampton clinics: Steeles Ave W and Goreway Dr. Addresses, phone numbers, hours and services.",
  path: "/brampton/locations",
});

export default function LocationsPage() {
  return (
    <>
      {CLINIC_LIST.map((c) => <JsonLd key={c.id} data={opticianJsonLd(c, siteBase())} />)}
      <Container className="py-14">
        <h1 className="text-center font-display text-4xl font-semibold text-ink md:text-5xl">Our Brampton Locations</h1>
        <p className="mx-auto mt-4 max-w-2xl text-center text-lg text-ink-muted">Two clinics, one standard of care. Book at whichever is closer to home, work or school.</p>
        <div className="mt-12 grid gap-6 md:grid-cols-2">
          {CLINIC_LIST.map((c) => (
            <article key={c.id} className="flex flex-col rounded-2xl border border-line bg-surface p-6">
              <p className="text-sm font-semibold text-accent-600">{c.badge}</p>
              <h2 className="mt-1 text-2xl font-semibold text-ink">
                <Link href={`/brampton/locations/${c.slug}`} className="hover:underline">{c.name}</Link>
              </h2>
              <p className="mt-3 flex gap-2 text-ink-muted"><MapPin aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-600" />{fullAddress(c)}</p>
              <a href={telHref(c.phone)} data-call-location={c.id} className="mt-2 flex items-center gap-2 font-medium text-brand-700 dark:text-brand-300"><Phone aria-hidden className="size-5" />{c.phone}</a>
              <dl className="mt-4 space-y-1 text-sm">
                {hoursSummary(c.hours).map((h) => (
                  <div key={h.label} className="flex justify-between"><dt className="flex items-center gap-2 text-ink-muted"><Clock aria-hidden className="size-4" />{h.label}</dt><dd>{h.value}</dd></div>
                ))}
              </dl>
              <h3 className="mt-5 text-sm font-semibold text-ink">Services</h3>
              <ul className="mt-2 flex flex-wrap gap-2">
                {c.features.map((f) => <li key={f} className="rounded-full bg-surface-muted px-3 py-1 text-sm text-ink">{f}</li>)}
              </ul>
              <div className="mt-6 flex flex-wrap gap-3 pt-2">
                <LinkButton href="/brampton/book-exam">Book Eye Exam</LinkButton>
                <LinkButton href="/brampton/contact" variant="outline">Contact Us</LinkButton>
                <LinkButton href={`/brampton/locations/${c.slug}`} variant="ghost">Clinic details</LinkButton>
              </div>
            </article>
          ))}
        </div>
      </Container>
      <CtaSection />
    </>
  );
}
