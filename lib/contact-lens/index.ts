import { anon, type Db } from "@/lib/db/types";
import { contactLensSchema, type ContactLensInput } from "@/lib/validations/contact-lens";

export const REQUESTS_PER_10_MINUTES = 5;

/** Stores a contact-lens order request as a visitor (form_submissions, form_type contact_lens). */
export async function submitContactLensRequest(
  db: Db,
  input: ContactLensInput,
  ip: string,
): Promise<{ ok: true } | { ok: false; error: string }> {
  const parsed = contactLensSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0].message };
  const d = parsed.data;
  return db.run(anon, async (tx) => {
    const [limit] = await tx.query<{ ok: boolean }>("select private.hit_rate_limit($1, $2, 600) as ok", [
      `contact-lens:${ip}`,
      REQUESTS_PER_10_MINUTES,
    ]);
    if (!limit.ok) return { ok: false as const, error: "Too many requests. Please call us and we will take your order by phone." };
    await tx.query(
      `insert into public.form_submissions (form_type, name, email, phone, message, form_data)
       values ('contact_lens', $1, lower($2), $3, $4, $5::jsonb)`,
      [d.fullName, d.email, d.phone, d.comments || null, JSON.stringify(d)],
    );
    return { ok: true as const };
  });
}
