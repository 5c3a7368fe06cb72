import type { Clinic, ClinicCopy, ClinicId } from "@/content/clinics";
import { STRENGTHS } from "@/content/about";
import { CLINICS } from "@/content/clinics";
import { STRENGTHS_HI } from "@/content/i18n/hi/about";
import { STRENGTHS_PA } from "@/content/i18n/pa/about";
import { CLINICS_HI } from "@/content/i18n/hi/clinics";
import { LOCATIONS_HI } from "@/content/i18n/hi/locations";
import { SERVICES_HI } from "@/content/i18n/hi/services";
import { TESTIMONIALS_HI } from "@/content/i18n/hi/testimonials";
import { CLINICS_PA } from "@/content/i18n/pa/clinics";
import { LOCATIONS_PA } from "@/content/i18n/pa/locations";
import { SERVICES_PA } from "@/content/i18n/pa/services";
import { TESTIMONIALS_PA } from "@/content/i18n/pa/testimonials";
import type { Locale, PrefixedLocale } from "@/content/i18n/locales";
import { LOCATION_PAGES, type LocationCopy, type LocationPage } from "@/content/locations";
import { SERVICE_BY_SLUG, TRANSLATED_SERVICE_SLUGS, type ServiceCopy, type ServicePage, type TranslatedServiceSlug } from "@/content/services";
import { TESTIMONIALS, type TestimonialCopy, type TestimonialKey } from "@/content/testimonials";
import type { Benefit, Testimonial } from "@/content/types";

/**
 * The typed content (content/) in a page's language: each translation gives only the words,
 * and everything else (slugs, testimonial names and ratings, addresses, phones, hours) comes
 * from the English module, where each fact is written once.
 */
type Translations = {
  services: Record<TranslatedServiceSlug, ServiceCopy>;
  testimonials: Record<TestimonialKey, TestimonialCopy>;
  locations: Record<ClinicId, LocationCopy>;
  clinics: Record<ClinicId, ClinicCopy>;
  strengths: Benefit[];
};
const TRANSLATIONS: Record<PrefixedLocale, Translations> = {
  pa: { services: SERVICES_PA, testimonials: TESTIMONIALS_PA, locations: LOCATIONS_PA, clinics: CLINICS_PA, strengths: STRENGTHS_PA },
  hi: { services: SERVICES_HI, testimonials: TESTIMONIALS_HI, locations: LOCATIONS_HI, clinics: CLINICS_HI, strengths: STRENGTHS_HI },
};

export function isTranslatedService(slug: string): slug is TranslatedServiceSlug {
  return (TRANSLATED_SERVICE_SLUGS as readonly string[]).includes(slug);
}

/** Testimonials by key, in `locale` (names and ratings are the patients' own). */
export function testimonialsIn(locale: Locale, ...keys: TestimonialKey[]): Testimonial[] {
  return keys.map((k) => (locale === "en" ? TESTIMONIALS[k] : { ...TESTIMONIALS[k], ...TRANSLATIONS[locale].testimonials[k] }));
}

function keyOf(t: Testimonial): TestimonialKey {
  return (Object.keys(TESTIMONIALS) as TestimonialKey[]).find((k) => TESTIMONIALS[k] === t)!;
}

/** A service page in `locale`; undefined when it has no page, or no translation in that language. */
export function serviceIn(locale: Locale, slug: string): ServicePage | undefined {
  const page = SERVICE_BY_SLUG.get(slug);
  if (!page || locale === "en") return page;
  if (!isTranslatedService(slug)) return undefined;
  return { ...page, ...TRANSLATIONS[locale].services[slug], testimonials: testimonialsIn(locale, ...page.testimonials.map(keyOf)) };
}

export function clinicIn(locale: Locale, id: ClinicId): Clinic {
  return locale === "en" ? CLINICS[id] : { ...CLINICS[id], ...TRANSLATIONS[locale].clinics[id] };
}

/** A clinic page's words in `locale`, counters' numbers unchanged. */
export function locationIn(locale: Locale, page: LocationPage): LocationPage {
  if (locale === "en") return page;
  const copy = TRANSLATIONS[locale].locations[page.clinicId];
  return {
    ...page,
    heroTitle: copy.heroTitle,
    heroSubtitle: copy.heroSubtitle,
    whyChoose: copy.whyChoose,
    faqs: copy.faqs,
    counters: page.counters.map((c, i) => ({ ...c, label: copy.counterLabels[i] ?? c.label })),
    testimonials: testimonialsIn(locale, ...page.testimonials.map(keyOf)),
  };
}

/** What sets the practice apart (content/about.ts), in `locale`. */
export function strengthsIn(locale: Locale): Benefit[] {
  return locale === "en" ? STRENGTHS : TRANSLATIONS[locale].strengths;
}

export { LOCATION_PAGES };
