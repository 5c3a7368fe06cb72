import { anon, type Db } from "@/lib/db/types";
import { contactSchema, type ContactInput } from "@/lib/validations/contact";

export const MESSAGES_PER_10_MINUTES = 5;

/** Stores a contact-form message as a visitor (form_submissions, form_type contact). */
export async function submitContactMessage(db: Db, input: ContactInput, ip: string): Promise<{ ok: true } | { ok: false; error: string }> {
  const parsed = contactSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0].message };
  const d = parsed.data;
  return db.run(anon, async (tx) => {
    const [limit] = await tx.query<{ ok: boolean }>("select private.hit_rate_limit($1, $2, 600) as ok", [`contact:${ip}`, MESSAGES_PER_10_MINUTES]);
    if (!limit.ok) return { ok: false as const, error: "Too many messages. Please call us instead." };
    await tx.query(
      `insert into public.form_submissions (form_type, name, email, phone, message, form_data)
       values ('contact', $1, lower($2), $3, $4, $5::jsonb)`,
      [d.fullName, d.email, d.phone || null, `${d.subject}\n\n${d.message}`, JSON.stringify(d)],
    );
    return { ok: true as const };
  });
}
