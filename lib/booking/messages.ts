import type { Locale } from "@/content/i18n/locales";
import { SERVICE_KEYS, type ServiceType } from "@/content/schedule";
import { getT } from "@/lib/i18n/messages";
import { makeBookingSchema, type BookingMessages } from "@/lib/validations/booking";

/** The booking form's messages in `locale`, from the same catalogue the form uses in the browser. */
export function bookingMessages(locale: Locale): BookingMessages {
  const t = getT(locale, "booking");
  return { errors: (key, values) => t(`errors.${key}`, values), field: (key) => t(`fields.${key}`) };
}

/** A service's name in `locale` (the stored value stays the English name). */
export function serviceName(locale: Locale, service: ServiceType): string {
  return getT(locale, "booking")(`services.${SERVICE_KEYS[service]}`);
}

/**
 * Every word a booking needs in its language: the form's validation and errors, the offered
 * time's label, the e-mails, the calendar file and the consent's wording. Looked up once where
 * the booking's input arrives and passed along, so each step speaks the same language.
 */
export type BookingWords = {
  locale: Locale;
  form: ReturnType<typeof getT<"booking">>;
  errors: ReturnType<typeof getT<"booking.errors">>;
  mail: ReturnType<typeof getT<"bookingMail">>;
  service: (service: ServiceType) => string;
  schema: ReturnType<typeof makeBookingSchema>;
};

const words = new Map<Locale, BookingWords>();
/** A booking's words in `locale` (made once per language). */
export function bookingWords(locale: Locale): BookingWords {
  let w = words.get(locale);
  if (!w) {
    const form = getT(locale, "booking");
    w = {
      locale,
      form,
      errors: getT(locale, "booking.errors"),
      mail: getT(locale, "bookingMail"),
      service: (service) => form(`services.${SERVICE_KEYS[service]}`),
      schema: makeBookingSchema(bookingMessages(locale)),
    };
    words.set(locale, w);
  }
  return w;
}

/** The booking schema whose messages are in `locale` (built once per language). */
export const bookingSchemaIn = (locale: Locale) => bookingWords(locale).schema;
