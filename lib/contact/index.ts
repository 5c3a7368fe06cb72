import { anon, type Db } from "@/lib/db/types";
import type { Locale } from "@/content/i18n/locales";
import { getT, inputLocale } from "@/lib/i18n/messages";
import type { ContactInput } from "@/lib/validations/contact";
import { contactSchemaIn } from "./messages";

export const MESSAGES_PER_10_MINUTES = 5;

/**
 * Stores a contact-form message as a visitor (form_submissions, form_type contact), with the
 * language of the page it was written on; every answer is in that language.
 */
export async function submitContactMessage(db: Db, input: ContactInput & { locale?: Locale }, ip: string): Promise<{ ok: true } | { ok: false; error: string }> {
  const locale = inputLocale(input);
  const parsed = contactSchemaIn(locale).safeParse(input);
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0].message };
  const d = parsed.data;
  return db.run(anon, async (tx) => {
    const [limit] = await tx.query<{ ok: boolean }>("select private.hit_rate_limit($1, $2, 600) as ok", [`contact:${ip}`, MESSAGES_PER_10_MINUTES]);
    if (!limit.ok) return { ok: false as const, error: getT(locale, "contact")("rateLimited") };
    await tx.query(
      `insert into public.form_submissions (form_type, name, email, phone, message, form_data, language)
       values ('contact', $1, lower($2), $3, $4, $5::jsonb, $6)`,
      [d.fullName, d.email, d.phone || null, `${d.subject}\n\n${d.message}`, JSON.stringify(d), locale],
    );
    return { ok: true as const };
  });
}
