/**
 * Reminder e-mails before each visit: one 24 hours before, and one 7 days before when the time
 * was chosen further ahead. The database claims each (appointment, kind, time) once, in the
 * transaction that queues the e-mail, so overlapping runs (two servers, a cron run beside the
 * embedded timer) send each reminder exactly once; cancelled and moved-away times are never due.
 */
import type { ReminderKind } from "@/content/appointments";
import { localeOr } from "@/content/i18n/locales";
import { BRAND } from "@/content/brand";
import { requireClinic } from "@/lib/clinics/load";
import { fullAddress, mapsUrl } from "@/lib/clinics/format";
import type { ServiceType } from "@/content/schedule";
import { system, type Db, type Tx } from "@/lib/db/types";
import { getT } from "@/lib/i18n/messages";
import { enqueueMail } from "@/lib/mail/outbox";
import { patientOf } from "@/lib/patients/link";
import { formatAppointment, formatShortDay, formatTime } from "./format";
import { enqueueText } from "@/lib/sms/outbox";
import { CLINIC_TIME_ZONE } from "@/content/schedule";
import { zonedDate } from "./zoned-time";
import type { Locale } from "@/content/i18n/locales";
import { serviceName } from "./messages";
import { manageUrl, newLinkToken } from "./index";

type Claimed = {
  booking_id: string;
  kind: ReminderKind;
  group_id: string;
  first_name: string;
  last_name: string;
  email: string;
  service_type: ServiceType;
  location: string;
  starts_at: Date | string;
  ends_at: Date | string;
  /** The language the visit was booked in: the reminder is written in it. */
  language: string;
};

/** How many appointments one run claims; the rest wait for the next run. */
export const REMINDERS_PER_RUN = 200;

/** A fresh manage link for a visit (the confirmation's token was never stored). */
export async function mintManageLink(tx: Pick<Tx, "query">, groupId: string): Promise<string> {
  const { token, hash } = newLinkToken();
  await tx.query("insert into private.manage_links (token_hash, group_id) values ($1, $2)", [hash, groupId]);
  return token;
}

/**
 * Queues every reminder due at `now` and returns how many e-mails were queued (one per visit
 * and kind: a family booked back to back gets one e-mail listing each person).
 */
export async function queueDueReminders(db: Db, opts: { siteUrl: string | null; now?: Date; limit?: number }): Promise<number> {
  const now = opts.now ?? new Date();
  return db.run(system, async (tx) => {
    const claimed = await tx.query<Claimed>("select * from private.claim_due_reminders($1, $2)", [now.toISOString(), opts.limit ?? REMINDERS_PER_RUN]);
    const visits = new Map<string, Claimed[]>();
    for (const row of claimed) {
      const key = `${row.group_id}|${row.kind}`;
      visits.set(key, [...(visits.get(key) ?? []), row]);
    }
    for (const rows of visits.values()) await queueReminder(tx, rows, opts.siteUrl);
    return visits.size;
  });
}

async function queueReminder(tx: Tx, rows: Claimed[], siteUrl: string | null) {
  const first = rows[0];
  const locale = localeOr(first.language);
  const t = getT(locale, "bookingMail");
  const service = serviceName(locale, first.service_type);
  const clinic = await requireClinic(tx, first.location);
  const token = siteUrl ? await mintManageLink(tx, first.group_id) : null;
  const when = formatAppointment(new Date(first.starts_at), new Date(rows[rows.length - 1].ends_at), locale);
  const people = rows.map((r) => `- ${r.first_name} ${r.last_name}: ${formatAppointment(new Date(r.starts_at), new Date(r.ends_at), locale)}`);
  const day = first.kind === "day";
  await enqueueMail(tx, {
    patientId: await patientOf(tx, "booking", first.booking_id),
    kind: `reminder-${first.kind}`,
    to: first.email,
    subject: t(day ? "reminderSubjectDay" : "reminderSubjectWeek", { service, brand: BRAND.name, when }),
    text: [
      t("greeting", { name: first.first_name }),
      t(day ? "reminderLeadDay" : "reminderLeadWeek", { service }),
      people.join("\n"),
      [clinic.name, fullAddress(clinic), clinic.phone, t("directions", { url: mapsUrl(clinic) })].join("\n"),
      t("preparation"),
      `${siteUrl && token ? t("changeOrCancel", { url: manageUrl(siteUrl, token, locale) }) : t("reminderNoLink", { phone: clinic.phone })}\n${t("remindersOff")}`,
      `${BRAND.name} · ${BRAND.phone}`,
    ].join("\n\n"),
  });
  if (day) await queueReminderText(tx, first, clinic.shortName, locale);
}

/**
 * The day-before text (issue 54), beside the e-mail, to the number the visit was booked with texts
 * on: "Reply C to confirm or R to change it". One per visit (a family's first person's time).
 */
async function queueReminderText(tx: Tx, first: Claimed, clinic: string, locale: Locale) {
  // The record's word stands once there is one: the account or the front desk may have turned texts off, or on with a number.
  const [row] = await tx.asSystem((q) =>
    q.query<{ sms_to: string | null; patient_id: string | null }>(
      `select case when p.id is null then b.sms_to when p.sms_appointments then coalesce(p.mobile, b.sms_to) end as sms_to, b.patient_id
       from public.bookings b left join public.patients p on p.id = b.patient_id and p.merged_into is null where b.id = $1`,
      [first.booking_id],
    ),
  );
  if (!row?.sms_to) return;
  const start = new Date(first.starts_at);
  const say = getT(locale, "sms");
  await enqueueText(tx, {
    kind: "sms-reminder",
    to: row.sms_to,
    body: say("reminder", { brand: BRAND.name, day: formatShortDay(zonedDate(start, CLINIC_TIME_ZONE), locale), time: formatTime(start, locale), clinic }),
    patientId: row.patient_id,
    bookingId: first.booking_id,
  });
}
