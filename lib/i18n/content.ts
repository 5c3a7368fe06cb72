import type { ClinicCopy } from "@/content/clinics";
import { STRENGTHS } from "@/content/about";
import { CLINIC_COPY, DEFAULT_CLINIC_COPY } from "@/content/clinics";
import { fillClinic, withClinicNames } from "@/lib/clinics/format";
import type { Clinic, ClinicView } from "@/lib/clinics/types";
import { STRENGTHS_HI } from "@/content/i18n/hi/about";
import { STRENGTHS_PA } from "@/content/i18n/pa/about";
import { CLINICS_HI } from "@/content/i18n/hi/clinics";
import { DEFAULT_LOCATION_HI, LOCATIONS_HI } from "@/content/i18n/hi/locations";
import { SERVICES_HI } from "@/content/i18n/hi/services";
import { TESTIMONIALS_HI } from "@/content/i18n/hi/testimonials";
import { CLINICS_PA } from "@/content/i18n/pa/clinics";
import { DEFAULT_LOCATION_PA, LOCATIONS_PA } from "@/content/i18n/pa/locations";
import { SERVICES_PA } from "@/content/i18n/pa/services";
import { TESTIMONIALS_PA } from "@/content/i18n/pa/testimonials";
import type { Locale, PrefixedLocale } from "@/content/i18n/locales";
import { locationPageFor, type LocationCopy, type LocationPage } from "@/content/locations";
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
  locations: Record<string, LocationCopy>;
  /** A clinic page with no words of its own in this language. */
  defaultLocation: LocationCopy;
  clinics: Record<string, ClinicCopy>;
  strengths: Benefit[];
};
const TRANSLATIONS: Record<PrefixedLocale, Translations> = {
  pa: { services: SERVICES_PA, testimonials: TESTIMONIALS_PA, locations: LOCATIONS_PA, defaultLocation: DEFAULT_LOCATION_PA, clinics: CLINICS_PA, strengths: STRENGTHS_PA },
  hi: { services: SERVICES_HI, testimonials: TESTIMONIALS_HI, locations: LOCATIONS_HI, defaultLocation: DEFAULT_LOCATION_HI, clinics: CLINICS_HI, strengths: STRENGTHS_HI },
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

/** A clinic's record with its page copy in `locale`, placeholders filled from the record. */
export function clinicIn(locale: Locale, clinic: Clinic): ClinicView {
  const english = CLINIC_COPY[clinic.id] ?? DEFAULT_CLINIC_COPY;
  const words = locale === "en" ? english : { ...english, ...(TRANSLATIONS[locale].clinics[clinic.id] ?? {}) };
  const fill = (text: string) => fillClinic(text, clinic);
  return { ...clinic, ...words, badge: fill(words.badge), features: words.features.map(fill), parking: words.parking.map(fill) };
}

/** A clinic page's words in `locale` (counters' numbers unchanged), placeholders filled from the record. */
export function locationIn(locale: Locale, clinic: Clinic): LocationPage {
  const page = locationPageFor(clinic.id);
  const copy = locale === "en" ? null : (TRANSLATIONS[locale].locations[clinic.id] ?? TRANSLATIONS[locale].defaultLocation);
  const words: LocationPage = copy
    ? {
        ...page,
        heroTitle: copy.heroTitle,
        heroSubtitle: copy.heroSubtitle,
        whyChoose: copy.whyChoose,
        faqs: copy.faqs,
        counters: page.counters.map((c, i) => ({ ...c, label: copy.counterLabels[i] ?? c.label })),
        testimonials: testimonialsIn(locale, ...page.testimonials.map(keyOf)),
      }
    : page;
  const fill = (text: string) => fillClinic(text, clinic);
  return {
    ...words,
    heroTitle: fill(words.heroTitle),
    heroSubtitle: fill(words.heroSubtitle),
    whyChoose: words.whyChoose.map((w) => ({ title: fill(w.title), text: fill(w.text) })),
    faqs: words.faqs.map((f) => ({ question: fill(f.question), answer: fill(f.answer) })),
  };
}

/** What sets the practice apart (content/about.ts), in `locale`, naming the clinics from their records. */
export function strengthsIn(locale: Locale, clinics: readonly Pick<Clinic, "shortName">[]): Benefit[] {
  const items = locale === "en" ? STRENGTHS : TRANSLATIONS[locale].strengths;
  return items.map((b) => ({ ...b, text: withClinicNames(b.text, clinics, locale) }));
}

