import { Link } from "@/components/ui/link";
import { ScanEye, Sparkles } from "@/components/ui/icons";
import { ClinicMap } from "@/components/sections/clinic-map";
import { Counter } from "@/components/sections/counter";
import { CtaSection } from "@/components/sections/cta-section";
import { FaqSection } from "@/components/sections/faq-section";
import { JsonLd } from "@/components/sections/json-ld";
import { LensArt } from "@/components/sections/lens-art";
import { ReviewsLink } from "@/components/sections/reviews-link";
import { Section } from "@/components/sections/section";
import { Testimonials } from "@/components/sections/testimonials";
import { LinkButton } from "@/components/ui/button";
import { Container } from "@/components/ui/container";
import { BRAND, CLINIC_LIST, telHref } from "@/content/clinics";
import { FEATURED_BRANDS } from "@/content/navigation";
import { SERVICE_BY_SLUG } from "@/content/services";
import { pick } from "@/content/testimonials";
import { siteBase } from "@/lib/seo/site-url";
import { opticianJsonLd } from "@/lib/seo/clinic-json-ld";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata = pageMetadata({
  title: `${BRAND.name} | Optometrist & Eyewear in Brampton`,
  description: "Comprehensive eye exams, contact lenses, dry eye treatment and designer eyewear at two Brampton clinics: Steeles Ave W and Goreway Dr.",
  path: "/",
  absolute: true,
});

const BRANDS = [...FEATURED_BRANDS, { label: "Persol", href: "/brampton/brands/persol" }, { label: "Oakley", href: "/brampton/brands/oakley" }];

const CATEGORIES = [
  { title: "Men's", href: "/brampton/shop?gender=men", tint: "#1a5e5e" },
  { title: "Women's", href: "/brampton/shop?gender=women", tint: "#c98b7a" },
  { title: "Kids'", href: "/brampton/shop?gender=kids", tint: "#2f6db5" },
  { title: "Sunglasses", href: "/brampton/shop?category=Sunglasses", tint: "#3b3430" },
];

const TREATMENTS = [
  { name: "Dry eye therapy", description: "Gland imaging, in-clinic heat treatment and a home plan.", href: "/brampton/dry-eye-treatment" },
  { name: "Myopia control", description: "Lenses and drops that slow a child's worsening prescription.", href: "/brampton/myopia-control" },
  { name: "Contact lens fitting", description: "Daily, toric and multifocal lenses with trial pairs.", href: "/brampton/contact-lens-fitting" },
  { name: "LASIK consultation", description: "An honest, independent candidacy assessment and referral.", href: "/brampton/lasik-consultation" },
];

export default function HomePage() {
  const faqs = [...SERVICE_BY_SLUG.get("comprehensive-eye-exam")!.faqs, ...SERVICE_BY_SLUG.get("kids-eye-care")!.faqs].slice(0, 6);
  const site = siteBase();
  return (
    <>
      {CLINIC_LIST.map((c) => <JsonLd key={c.id} data={opticianJsonLd(c, site)} />)}
      <section className="relative overflow-hidden bg-brand-950 text-white">
        {/* Decorative, animated light through a lens: drawn, tiny, and never the largest paint. */}
        <LensArt animated className="pointer-events-none absolute -right-20 top-1/2 w-[42rem] max-w-none -translate-y-1/2 opacity-25 md:opacity-70" />
        <Container className="relative py-20 md:py-28">
          <p className="text-sm font-semibold uppercase tracking-widest text-accent-300">Brampton · Steeles Ave W · Goreway Dr</p>
          <h1 className="mt-4 max-w-2xl font-display text-4xl font-semibold leading-tight md:text-6xl">See clearly. Live brightly.</h1>
          <p className="mt-5 max-w-xl text-lg text-brand-100">Thorough eye exams, expert contact lens care and designer eyewear for the whole family — at two Brampton clinics.</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <LinkButton href="/brampton/book-exam" variant="secondary" size="lg">Book Eye Exam</LinkButton>
            <a href={telHref(BRAND.phone)} data-call-location="home-hero" className="inline-flex items-center rounded-full border border-white/40 px-6 py-3 font-semibold hover:bg-white/10">Call {BRAND.phone}</a>
          </div>
        </Container>
      </section>

      <section aria-label="Luxury brands we carry" className="overflow-hidden border-b border-line bg-surface py-6">
        <ul className="flex w-max animate-marquee gap-12 px-6">
          {[...BRANDS, ...BRANDS].map((b, i) => (
            <li key={`${b.href}-${i}`} aria-hidden={i >= BRANDS.length}>
              <Link href={b.href} tabIndex={i >= BRANDS.length ? -1 : undefined} className="font-display text-2xl tracking-wide text-ink-muted hover:text-brand-700 dark:hover:text-brand-300">{b.label}</Link>
            </li>
          ))}
        </ul>
      </section>

      <Section id="about" title="Caring for Brampton's eyes for over 10 years" lead="An independent practice where every exam includes retinal imaging and a clear explanation.">
        <div className="grid gap-8 sm:grid-cols-3">
          <Counter value={10} suffix="+" label="Years of service" />
          <Counter value={2000} suffix="+" label="Happy patients" />
          <Counter value={5} label="Expert staff" />
        </div>
        <p className="mt-8 text-center"><Link href="/brampton/about" className="font-semibold text-brand-700 underline dark:text-brand-300">Our story</Link></p>
      </Section>

      <Section id="shop" title="Shop eyewear" muted>
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {CATEGORIES.map((c) => (
            <li key={c.title}>
              <Link href={c.href} className="group block overflow-hidden rounded-2xl border border-line bg-surface">
                <svg viewBox="0 0 320 180" aria-hidden className="w-full bg-brand-50 dark:bg-brand-950">
                  <g fill="none" stroke={c.tint} strokeWidth="9">
                    <rect x="56" y="62" width="88" height="60" rx={c.title === "Kids'" ? 28 : 16} fill={c.title === "Sunglasses" ? "#3b3430" : "none"} fillOpacity=".8" />
                    <rect x="176" y="62" width="88" height="60" rx={c.title === "Kids'" ? 28 : 16} fill={c.title === "Sunglasses" ? "#3b3430" : "none"} fillOpacity=".8" />
                    <path d="M144 80 q16 -12 32 0" /><path d="M56 74 l-26 -8" /><path d="M264 74 l26 -8" />
                  </g>
                </svg>
                <span className="block p-4 text-lg font-semibold text-ink group-hover:underline">{c.title}{c.title === "Sunglasses" ? "" : " Glasses"}</span>
              </Link>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="oct" title="OCT: see beneath the surface">
        <div className="grid items-center gap-10 md:grid-cols-2">
          <div className="space-y-4 text-lg text-ink-muted">
            <p>Optical coherence tomography scans the layers of your retina in seconds, with no drops and no contact.</p>
            <p>It finds glaucoma, macular degeneration and diabetic changes years before they affect your sight — and lets us compare every scan with the last.</p>
            <LinkButton href="/brampton/comprehensive-eye-exam" variant="outline">About our eye exams</LinkButton>
          </div>
          <div className="flex items-center justify-center rounded-3xl bg-surface-muted p-10">
            <ScanEye aria-hidden className="size-40 text-brand-600 dark:text-brand-300" />
          </div>
        </div>
      </Section>

      <Section id="treatments" title="Treatment plans made for you" muted>
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {TREATMENTS.map((t) => (
            <li key={t.name}>
              <Link href={t.href} className="block h-full rounded-2xl border border-line bg-surface p-6 hover:bg-surface-muted">
                <Sparkles aria-hidden className="size-6 text-accent-500" />
                <span className="mt-3 block text-lg font-semibold text-ink">{t.name}</span>
                <span className="mt-2 block text-ink-muted">{t.description}</span>
              </Link>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="testimonials" title="What our patients say">
        <Testimonials items={pick("simran", "anita", "omar", "priya", "gurpreet", "chen")} />
        <ReviewsLink />
      </Section>

      <FaqSection items={faqs} muted />

      <Section id="locations" title="Two clinics in Brampton">
        <div className="grid gap-6 md:grid-cols-2">
          {CLINIC_LIST.map((c) => (
            <div key={c.id}>
              <ClinicMap clinic={c} />
              <p className="mt-3 text-center"><Link href={`/brampton/locations/${c.slug}`} className="font-semibold text-brand-700 underline dark:text-brand-300">{c.shortName} clinic details</Link></p>
            </div>
          ))}
        </div>
      </Section>

      <CtaSection />
    </>
  );
}
