import { BenefitGrid } from "@/components/sections/benefit-grid";
import { CtaSection } from "@/components/sections/cta-section";
import { FaqSection } from "@/components/sections/faq-section";
import { Hero } from "@/components/sections/hero";
import { ReviewsLink } from "@/components/sections/reviews-link";
import { Section } from "@/components/sections/section";
import { Testimonials } from "@/components/sections/testimonials";
import { Link } from "@/components/ui/link";
import type { Locale } from "@/content/i18n/locales";
import { serviceIn, strengthsIn, testimonialsIn } from "@/lib/i18n/content";
import { getT } from "@/lib/i18n/messages";
import { localizedHref } from "@/lib/i18n/paths";
import { getClinics } from "@/lib/clinics";

/** The spec's service card links (the proxy sends each to its landing page); translated pages link the landing page itself. */
const CARDS = [
  { href: "/services/eye-exams-brampton", slug: "comprehensive-eye-exam" },
  { href: "/services/contact-lenses-brampton", slug: "contact-lens-fitting" },
  { href: "/services/dry-eye-treatment-brampton", slug: "dry-eye-treatment" },
  { href: "/services/lasik-consultation-brampton", slug: "lasik-consultation" },
];

export async function ServicesPage({ locale }: { locale: Locale }) {
  const clinics = await getClinics();
  const t = getT(locale, "servicesPage");
  const sections = getT(locale, "sections");
  const faqs = [serviceIn(locale, "comprehensive-eye-exam")!.faqs, serviceIn(locale, "contact-lens-fitting")!.faqs].flat().slice(0, 6);
  return (
    <>
      <Hero title={t("title")} subtitle={t("subtitle")} locale={locale} />
      <Section id="services" title={t("ourServices")}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {CARDS.map((c) => {
            const s = serviceIn(locale, c.slug)!;
            return (
              <li key={c.href} className="flex flex-col rounded-2xl border border-line bg-surface p-6">
                <h3 className="text-lg font-semibold text-ink">{s.title}</h3>
                <p className="mt-2 flex-1 text-ink-muted">{s.hero.subtitle}</p>
                <Link
                  href={locale === "en" ? c.href : localizedHref(locale, `/brampton/${c.slug}`)}
                  className="mt-4 font-semibold text-brand-700 underline dark:text-brand-300"
                  aria-label={t("learnMoreAbout", { service: s.title })}
                >
                  {t("learnMore")}
                </Link>
              </li>
            );
          })}
        </ul>
      </Section>
      <Section id="why" title={t("why")} muted>
        <BenefitGrid items={strengthsIn(locale, clinics)} />
      </Section>
      <Section id="testimonials" title={sections("testimonials")}>
        <Testimonials items={testimonialsIn(locale, "simran", "marcus", "priya", "daniel")} />
        <ReviewsLink locale={locale} />
      </Section>
      <FaqSection items={faqs} muted locale={locale} />
      <CtaSection locale={locale} />
    </>
  );
}
