import type { Locale } from "@/content/i18n/locales";
import { getT } from "@/lib/i18n/messages";
import { makeContactSchema } from "@/lib/validations/contact";

const schemas = new Map<Locale, ReturnType<typeof makeContactSchema>>();

/** The contact schema whose messages are in `locale` (built once per language). */
export function contactSchemaIn(locale: Locale) {
  let schema = schemas.get(locale);
  if (!schema) {
    const t = getT(locale, "contact");
    schemas.set(locale, (schema = makeContactSchema({ errors: (key, values) => t(`errors.${key}`, values), field: (key) => t(`fields.${key}`) })));
  }
  return schema;
}
