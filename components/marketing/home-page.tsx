import { ClinicMap } from "@/components/sections/clinic-map";
import { Counter } from "@/components/sections/counter";
import { CtaSection } from "@/components/sections/cta-section";
import { FaqSection } from "@/components/sections/faq-section";
import { JsonLd } from "@/components/sections/json-ld";
import { LensArt } from "@/components/sections/lens-art";
import { ReviewsLink } from "@/components/sections/reviews-link";
import { Section } from "@/components/sections/section";
import { Testimonials } from "@/components/sections/testimonials";
import { EnglishMark } from "@/components/layout/english-mark";
import { LinkButton } from "@/components/ui/button";
import { Container } from "@/components/ui/container";
import { ScanEye, Sparkles } from "@/components/ui/icons";
import { Link } from "@/components/ui/link";
import { BRAND } from "@/content/brand";
import { telHref } from "@/content/clinics";
import type { Locale } from "@/content/i18n/locales";
import { FEATURED_BRANDS } from "@/content/navigation";
import { serviceIn, testimonialsIn } from "@/lib/i18n/content";
import { getT } from "@/lib/i18n/messages";
import { leadsToEnglish, localizedHref } from "@/lib/i18n/paths";
import { opticianJsonLd } from "@/lib/seo/clinic-json-ld";
import { getPublicSchedule } from "@/lib/schedule";
import { todayInToronto } from "@/lib/validations/booking-choices";

import { siteBase } from "@/lib/seo/site-url";
import { clinicList } from "@/lib/clinics/format";

const BRANDS = [...FEATURED_BRANDS, { label: "Persol", href: "/brampton/brands/persol" }, { label: "Oakley", href: "/brampton/brands/oakley" }];

const CATEGORIES = [
  { key: "men", href: "/brampton/shop?gender=men", tint: "#1a5e5e", shape: "plain" },
  { key: "women", href: "/brampton/shop?gender=women", tint: "#c98b7a", shape: "plain" },
  { key: "kids", href: "/brampton/shop?gender=kids", tint: "#2f6db5", shape: "round" },
  { key: "sunglasses", href: "/brampton/shop?category=Sunglasses", tint: "#3b3430", shape: "tinted" },
] as const;

const TREATMENTS = [
  { key: "dryEye", href: "/brampton/dry-eye-treatment" },
  { key: "myopia", href: "/brampton/myopia-control" },
  { key: "contacts", href: "/brampton/contact-lens-fitting" },
  { key: "lasik", href: "/brampton/lasik-consultation" },
] as const;

/** The home page, in English at / and translated at /pa and /hi. */
export async function HomePage({ locale }: { locale: Locale }) {
  const schedule = await getPublicSchedule();
  const t = getT(locale, "home");
  const href = (path: string) => localizedHref(locale, path);
  const english = (path: string) => (leadsToEnglish(locale, path) ? <EnglishMark /> : null);
  const exam = serviceIn(locale, "comprehensive-eye-exam")!;
  const kids = serviceIn(locale, "kids-eye-care")!;
  const faqs = [...exam.faqs, ...kids.faqs].slice(0, 6);
  const site = siteBase();
  return (
    <>
      {schedule.clinics.map((c) => <JsonLd key={c.id} data={opticianJsonLd(c, site, schedule, todayInToronto())} />)}
      <section className="relative overflow-hidden bg-brand-950 text-white">
        {/* Decorative, animated light through a lens: drawn, tiny, and never the largest paint. */}
        <LensArt animated className="pointer-events-none absolute -right-20 top-1/2 w-[42rem] max-w-none -translate-y-1/2 opacity-25 md:opacity-70" />
        <Container className="relative py-20 md:py-28">
          <p className="text-sm font-semibold uppercase tracking-widest text-accent-300">{t("eyebrow", { clinics: clinicList(schedule.clinics, locale, "dots") })}</p>
          <h1 className="mt-4 max-w-2xl font-display text-4xl font-semibold leading-tight md:text-6xl">{t("heading")}</h1>
          <p className="mt-5 max-w-xl text-lg text-brand-100">{t("lead")}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <LinkButton href={href("/brampton/book-exam")} variant="secondary" size="lg">{t("book")}</LinkButton>
            <a href={telHref(BRAND.phone)} data-call-location="home-hero" className="inline-flex items-center rounded-full border border-white/40 px-6 py-3 font-semibold hover:bg-white/10">{t("call", { phone: BRAND.phone })}</a>
          </div>
        </Container>
      </section>

      <section aria-label={t("brands")} translate="no" className="overflow-hidden border-b border-line bg-surface py-6">
        <ul className="flex w-max animate-marquee gap-12 px-6">
          {[...BRANDS, ...BRANDS].map((b, i) => (
            <li key={`${b.href}-${i}`} aria-hidden={i >= BRANDS.length}>
              <Link href={b.href} hrefLang={locale === "en" ? undefined : "en"} tabIndex={i >= BRANDS.length ? -1 : undefined} className="font-display text-2xl tracking-wide text-ink-muted hover:text-brand-700 dark:hover:text-brand-300">{b.label}</Link>
            </li>
          ))}
        </ul>
      </section>

      <Section id="about" title={t("about.title")} lead={t("about.lead")}>
        <div className="grid gap-8 sm:grid-cols-3">
          <Counter value={10} suffix="+" label={t("about.years")} />
          <Counter value={2000} suffix="+" label={t("about.patients")} />
          <Counter value={5} label={t("about.staff")} />
        </div>
        <p className="mt-8 text-center">
          <Link href={href("/brampton/about")} className="font-semibold text-brand-700 underline dark:text-brand-300">{t("about.story")}{english("/brampton/about")}</Link>
        </p>
      </Section>

      <Section id="shop" title={t("shop.title")} muted>
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {CATEGORIES.map((c) => (
            <li key={c.key}>
              <Link href={c.href} hrefLang={locale === "en" ? undefined : "en"} className="group block overflow-hidden rounded-2xl border border-line bg-surface">
                <svg viewBox="0 0 320 180" aria-hidden className="w-full bg-brand-50 dark:bg-brand-950">
                  <g fill="none" stroke={c.tint} strokeWidth="9">
                    <rect x="56" y="62" width="88" height="60" rx={c.shape === "round" ? 28 : 16} fill={c.shape === "tinted" ? "#3b3430" : "none"} fillOpacity=".8" />
                    <rect x="176" y="62" width="88" height="60" rx={c.shape === "round" ? 28 : 16} fill={c.shape === "tinted" ? "#3b3430" : "none"} fillOpacity=".8" />
                    <path d="M144 80 q16 -12 32 0" /><path d="M56 74 l-26 -8" /><path d="M264 74 l26 -8" />
                  </g>
                </svg>
                <span className="block p-4 text-lg font-semibold text-ink group-hover:underline">{t(`shop.${c.key}`)}{english(c.href)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="oct" title={t("oct.title")}>
        <div className="grid items-center gap-10 md:grid-cols-2">
          <div className="space-y-4 text-lg text-ink-muted">
            <p>{t("oct.p1")}</p>
            <p>{t("oct.p2")}</p>
            <LinkButton href={href("/brampton/comprehensive-eye-exam")} variant="outline">{t("oct.link")}</LinkButton>
          </div>
          <div className="flex items-center justify-center rounded-3xl bg-surface-muted p-10">
            <ScanEye aria-hidden className="size-40 text-brand-600 dark:text-brand-300" />
          </div>
        </div>
      </Section>

      <Section id="treatments" title={t("treatments.title")} muted>
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {TREATMENTS.map((item) => (
            <li key={item.key}>
              <Link href={href(item.href)} className="block h-full rounded-2xl border border-line bg-surface p-6 hover:bg-surface-muted">
                <Sparkles aria-hidden className="size-6 text-accent-500" />
                <span className="mt-3 block text-lg font-semibold text-ink">{t(`treatments.${item.key}.name`)}</span>
                <span className="mt-2 block text-ink-muted">{t(`treatments.${item.key}.description`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="testimonials" title={getT(locale, "sections")("testimonials")}>
        <Testimonials items={testimonialsIn(locale, "simran", "anita", "omar", "priya", "gurpreet", "chen")} />
        <ReviewsLink locale={locale} />
      </Section>

      <FaqSection items={faqs} muted locale={locale} />

      <Section id="locations" title={t("locations.title")}>
        <div className="grid gap-6 md:grid-cols-2">
          {schedule.clinics.map((c) => (
            <div key={c.id}>
              <ClinicMap clinic={c} locale={locale} />
              <p className="mt-3 text-center">
                <Link href={href(`/brampton/locations/${c.slug}`)} className="font-semibold text-brand-700 underline dark:text-brand-300">{t("locations.details", { clinic: c.shortName })}</Link>
              </p>
            </div>
          ))}
        </div>
      </Section>

      <CtaSection locale={locale} />
    </>
  );
}
