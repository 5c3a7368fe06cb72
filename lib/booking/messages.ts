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

const schemas = new Map<Locale, ReturnType<typeof makeBookingSchema>>();
/** The booking schema whose messages are in `locale` (built once per language). */
export function bookingSchemaIn(locale: Locale) {
  let schema = schemas.get(locale);
  if (!schema) schemas.set(locale, (schema = makeBookingSchema(bookingMessages(locale))));
  return schema;
}
