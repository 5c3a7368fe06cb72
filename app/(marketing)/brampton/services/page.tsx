import { Link } from "@/components/ui/link";
import { BenefitGrid } from "@/components/sections/benefit-grid";
import { CtaSection } from "@/components/sections/cta-section";
import { FaqSection } from "@/components/sections/faq-section";
import { Hero } from "@/components/sections/hero";
import { ReviewsLink } from "@/components/sections/reviews-link";
import { Section } from "@/components/sections/section";
import { Testimonials } from "@/components/sections/testimonials";
import { STRENGTHS } from "@/content/about";
import { SERVICE_BY_SLUG } from "@/content/services";
import { pick } from "@/content/testimonials";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata = pageMetadata({
  title: "Eye Care Services",
  description: "Eye exams, contact lens fittings, dry eye treatment and LASIK consultations at two Brampton clinics.",
  path: "/brampton/services",
});

/** The spec's service card links; the proxy sends each to its landing page. */
const CARDS = [
  { href: "/services/eye-exams-brampton", slug: "comprehensive-eye-exam" },
  { href: "/services/contact-lenses-brampton", slug: "contact-lens-fitting" },
  { href: "/services/dry-eye-treatment-brampton", slug: "dry-eye-treatment" },
  { href: "/services/lasik-consultation-brampton", slug: "lasik-consultation" },
];

export default function ServicesPage() {
  const faqs = [SERVICE_BY_SLUG.get("comprehensive-eye-exam")!.faqs, SERVICE_BY_SLUG.get("contact-lens-fitting")!.faqs].flat().slice(0, 6);
  return (
    <>
      <Hero title="Eye Care Services" subtitle="Everything your eyes need, from a child's first exam to dry eye therapy and LASIK advice." />
      <Section id="services" title="Our optometry services">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {CARDS.map((c) => {
            const s = SERVICE_BY_SLUG.get(c.slug)!;
            return (
              <li key={c.href} className="flex flex-col rounded-2xl border border-line bg-surface p-6">
                <h3 className="text-lg font-semibold text-ink">{s.title}</h3>
                <p className="mt-2 flex-1 text-ink-muted">{s.hero.subtitle}</p>
                <Link href={c.href} className="mt-4 font-semibold text-brand-700 underline dark:text-brand-300" aria-label={`Learn more about ${s.title}`}>Learn more</Link>
              </li>
            );
          })}
        </ul>
      </Section>
      <Section id="why" title="Why choose Brightview" muted>
        <BenefitGrid items={STRENGTHS} />
      </Section>
      <Section id="testimonials" title="What our patients say">
        <Testimonials items={pick("simran", "marcus", "priya", "daniel")} />
        <ReviewsLink />
      </Section>
      <FaqSection items={faqs} muted />
      <CtaSection />
    </>
  );
}
