/**
 * The forms' reminder and their purge (issue 52). "Your forms for {day}" goes three days before
 * the visit while the forms are not done (once per visit time: a moved visit is reminded again),
 * in the visit's language, with a fresh link; none once they are done or the reminders are off.
 * Forms never sent are deleted 30 days after the visit.
 */
import { BRAND } from "@/content/brand";
import { localeOr } from "@/content/i18n/locales";
import { FORMS_REMINDER_DAYS, UNSENT_FORMS_KEPT_DAYS } from "@/content/intake";
import { formatDay } from "@/lib/booking/format";
import { system, type Db } from "@/lib/db/types";
import { enqueueMail } from "@/lib/mail/outbox";
import { formsUrl, mintFormLink } from "./links";
import { intakeWords } from "./words";

export const FORM_REMINDERS_PER_RUN = 200;

/** Queues the forms' reminders due at `now`; returns how many. Overlapping runs claim each once. */
export async function queueFormReminders(db: Db, opts: { siteUrl: string | null; now?: Date; limit?: number }): Promise<number> {
  if (!opts.siteUrl) return 0;
  const siteUrl = opts.siteUrl;
  const now = opts.now ?? new Date();
  return db.run(system, async (tx) => {
    const due = await tx.query<{ id: string; booking_id: string; patient_id: string | null; first_name: string; email: string; starts_at: Date | string; language: string }>(
      `with due as (
         select f.id from public.intake_forms f join public.bookings b on b.id = f.booking_id
         where f.status <> 'done' and b.status <> 'cancelled' and b.reminders and b.email <> ''
           and b.starts_at > $1 and b.starts_at <= $1::timestamptz + make_interval(days => $2)
           and f.created_at <= b.starts_at - make_interval(days => $2)
           and f.reminded_for is distinct from b.starts_at
         order by b.starts_at limit $3
         for update of f skip locked
       )
       update public.intake_forms f set reminded_for = b.starts_at
       from public.bookings b, due where f.id = due.id and b.id = f.booking_id
       returning f.id, f.booking_id, b.patient_id, b.first_name, b.email, b.starts_at, b.language`,
      [now.toISOString(), FORMS_REMINDER_DAYS, opts.limit ?? FORM_REMINDERS_PER_RUN],
    );
    for (const r of due) {
      const locale = localeOr(r.language);
      const m = intakeWords(locale).mail;
      const day = formatDay(new Date(r.starts_at), locale);
      const token = await mintFormLink(tx, r.id, "mail");
      await enqueueMail(tx, {
        patientId: r.patient_id,
        kind: "intake-reminder",
        to: r.email,
        subject: m("reminderSubject", { day }),
        text: [m("greeting", { name: r.first_name }), m("reminderLead", { day }), formsUrl(siteUrl, token, locale), m("signOff", { brand: BRAND.name, phone: BRAND.phone })].join("\n\n"),
      });
    }
    return due.length;
  });
}

/** Deletes forms never sent whose visit was more than 30 days before `now`; returns how many. */
export async function purgeUnsentForms(db: Db, now = new Date()): Promise<number> {
  const rows = await db.run(system, (tx) =>
    tx.query(
      `delete from public.intake_forms f using public.bookings b
       where b.id = f.booking_id and f.status <> 'done' and b.starts_at < $1::timestamptz - make_interval(days => $2)
       returning f.id`,
      [now.toISOString(), UNSENT_FORMS_KEPT_DAYS],
    ),
  );
  return rows.length;
}
