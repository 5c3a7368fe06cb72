import type { Locale } from "@/content/i18n/locales";
import { getT } from "@/lib/i18n/messages";
import { makeIntakeSchemas, type IntakeMessages } from "@/lib/validations/intake";
import type { IntakeSection } from "@/content/intake";

/** The forms' messages in `locale`, from the catalogue the page uses in the browser. */
export function intakeMessages(locale: Locale): IntakeMessages {
  const errors = getT(locale, "intake.errors");
  const fields = getT(locale, "intake.fields");
  return {
    errors: (key, values) => errors(key, values),
    field: (section: IntakeSection, name: string) => (fields as (key: string) => string)(`${section}.${name}`),
  };
}

/** Every word the forms need in one language, and the schemas that speak it (made once per language). */
function make(locale: Locale) {
  return {
    locale,
    page: getT(locale, "intake") as unknown as (key: string, values?: Record<string, string | number>) => string,
    gate: getT(locale, "intake.gate"),
    errors: getT(locale, "intake.errors"),
    mail: getT(locale, "intake.mail"),
    schemas: makeIntakeSchemas(intakeMessages(locale)),
  };
}
export type IntakeWords = ReturnType<typeof make>;
const cache = new Map<Locale, IntakeWords>();
export function intakeWords(locale: Locale): IntakeWords {
  let w = cache.get(locale);
  if (!w) cache.set(locale, (w = make(locale)));
  return w;
}
