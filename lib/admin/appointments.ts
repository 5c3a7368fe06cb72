/**
 * The clinic's day sheet: appointments per clinic and day, the frames to prepare, and the
 * admin's two changes (cancel one, close a day). Runs as the admin under RLS, and checks
 * the role in the same transaction.
 */
import { BRAND } from "@/content/brand";
import { localeOr, type Locale } from "@/content/i18n/locales";
import { CLINIC_TIME_ZONE, type ServiceType } from "@/content/schedule";
import { formatAppointment } from "@/lib/booking/format";
import { bookingWords } from "@/lib/booking/messages";
import { appointmentEvent, appointmentIcs, changeSequence } from "@/lib/booking/appointment-ics";
import { bookingFits, holidayOn } from "@/lib/schedule/days";
import { loadScheduleData } from "@/lib/schedule/load";
import { addDays, zonedInstant, zonedMinutes } from "@/lib/booking/zoned-time";
import type { Caller, Db, Tx } from "@/lib/db/types";
import { enqueueMail } from "@/lib/mail/outbox";
import { isCalendarDate } from "@/lib/validations/booking-choices";
import { plainText } from "@/lib/validations/text-checks";
import { z } from "@/lib/validations/z";
import { assertAdmin, NOT_ADMIN, NotAdminError } from "./assert";
import { clinicNames } from "@/lib/clinics/format";
import { loadClinic, loadClinics, requireClinic } from "@/lib/clinics/load";
import type { Clinic, ClinicName } from "@/lib/clinics/types";
import { CLINIC_ID_PATTERN } from "@/lib/validations/clinic-id";
import { formsOfVisits, type VisitForms } from "@/lib/intake/clinic";

export type DayFrame = { name: string; brand: string | null; available: boolean };
export type DayAppointment = {
  id: string;
  /** What the recall rules give for the patient's next exam after this visit (the "Mark seen" default). */
  nextExamDue: string | null;
  /** The language the patient booked in (staff pair them with an optometrist who speaks it). */
  language: Locale;
  groupId: string;
  groupSize: number;
  name: string;
  email: string;
  phone: string;
  serviceType: ServiceType;
  start: string;
  end: string;
  room: number;
  status: string;
  notes: string | null;
  frames: DayFrame[];
  /** Who sees the patient ("Dr. …, OD"), or null when nobody was assigned. */
  optometrist: string | null;
  /** Kept after a schedule change took its time away (the clinic closed, a shift ended…). */
  outsideSchedule: boolean;
  /** When the patient was marked a no-show (issue 53), and whether the visit's start has passed. */
  noShowAt: string | null;
  started: boolean;
  /** The visit's intake forms (issue 52): status, urgent symptoms, a lockbox request; null before any. */
  forms: VisitForms | null;
  /** The patient's record, for "Read the forms". */
  patientId: string | null;
  /** The patient answered the day-before text with "C" (issue 54). */
  confirmedByText: boolean;
};
/** One clinic's day; `clinics` are every clinic, for the page's switcher. */
export type DaySheet = { clinic: string; clinicName: string; clinics: ClinicName[]; date: string; closed: { reason: string | null } | null; holiday: boolean; appointments: DayAppointment[] };

const clinicId = (message: string) => z.string(message).check(z.regex(CLINIC_ID_PATTERN, message));
/** An unknown or missing clinic shows the first clinic's day. */
export const daySheetQuerySchema = z.object({
  clinic: z.catch(z.optional(clinicId("")), undefined),
  date: z.catch(z.optional(z.string().check(z.refine(isCalendarDate))), undefined),
});

export const cancelByClinicSchema = z.object({ bookingId: z.uuid("Appointment not found") });
export const closeDaySchema = z.object({
  clinic: clinicId("Please choose a clinic"),
  date: z.string().check(z.refine(isCalendarDate, "Please choose a date")),
  reason: z._default(z.optional(z.string().check(...plainText("Reason"), z.maxLength(200, "Keep the reason under 200 characters"))), ""),
});
export type CloseDayInput = z.input<typeof closeDaySchema>;

export type AdminResult = { ok: true } | { ok: false; error: string };

/** Runs an admin change in one transaction, the role checked first; a non-admin gets NOT_ADMIN. */
async function asAdmin(db: Db, caller: Caller, work: (tx: Tx) => Promise<AdminResult>): Promise<AdminResult> {
  try {
    return await db.run(caller, async (tx) => {
      await assertAdmin(tx, "day-sheet");
      return work(tx);
    });
  } catch (err) {
    if (err instanceof NotAdminError) return { ok: false, error: NOT_ADMIN };
    throw err;
  }
}

export async function loadDaySheet(db: Db, caller: Caller, asked: string | undefined, date: string): Promise<DaySheet> {
  const from = zonedInstant(date, 0, CLINIC_TIME_ZONE)!;
  const to = zonedInstant(addDays(date, 1), 0, CLINIC_TIME_ZONE)!;
  return db.run(caller, async (tx) => {
    await assertAdmin(tx, ["day-sheet", "day-sheet.own"]);
    const clinics = await loadClinics(tx);
    const place = clinics.find((c) => c.id === asked) ?? clinics[0];
    const clinic = place.id;
    const rows = await tx.query<{
      id: string; group_id: string; group_size: number; first_name: string; last_name: string; email: string; phone: string;
      service_type: ServiceType; starts_at: Date | string; ends_at: Date | string; room: number; status: string; notes: string | null; language: string;
      optometrist: string | null; optometrist_id: string | null; next_exam_due: string | null; no_show_at: Date | string | null; started: boolean;
      patient_id: string | null; confirmed_by_text_at: Date | string | null;
    }>(
      `select b.id, b.group_id, (select count(*)::int from public.bookings g where g.group_id = b.group_id and g.status <> 'cancelled') as group_size,
              b.first_name, b.last_name, b.email, b.phone, b.service_type, b.starts_at, b.ends_at, b.room, b.status, b.notes, b.language,
              s.title as optometrist, b.optometrist_id, b.no_show_at, b.starts_at <= now() as started, b.patient_id, b.confirmed_by_text_at,
              private.patient_recall_due(b.patient_id, (b.starts_at at time zone 'America/Toronto')::date)::text as next_exam_due
       from public.bookings b left join public.staff s on s.id = b.optometrist_id
       where b.location = $1 and b.starts_at >= $2 and b.starts_at < $3
       order by b.starts_at, b.room`,
      [clinic, from.toISOString(), to.toISOString()],
    );
    const groups = [...new Set(rows.map((r) => r.group_id))];
    const frames = groups.length
      ? await tx.query<{ group_id: string; product_name: string; brand_name: string | null; available: boolean }>(
          `select f.group_id, f.product_name, f.brand_name, coalesce(p.is_active, false) as available
           from public.booking_frames f left join public.products p on p.id = f.product_id
           where f.group_id = any($1::uuid[]) order by f.group_id, f.position`,
          [groups],
        )
      : [];
    const [closure] = await tx.query<{ reason: string }>(
      `select note as reason from public.closures
       where (clinic_id = $1 or clinic_id is null) and staff_id is null and opens is null and first_date <= $2::date and last_date >= $2::date
       order by created_at limit 1`,
      [clinic, date],
    );
    const schedule = await loadScheduleData(tx, date);
    const forms = await formsOfVisits(tx, rows.map((r) => r.id));
    // "Urgent symptoms" first in the day, then time order.
    const urgent = (id: string) => (forms.get(id)?.urgent ? 0 : 1);
    rows.sort((a, b) => urgent(a.id) - urgent(b.id));
    const listed = new Set<string>();
    return {
      clinic,
      clinicName: place.shortName,
      clinics: clinicNames(clinics),
      date,
      closed: closure ? { reason: closure.reason || null } : null,
      holiday: holidayOn(date) !== null,
      appointments: rows.map((r) => ({
        id: r.id,
        nextExamDue: r.next_exam_due,
        language: localeOr(r.language),
        groupId: r.group_id,
        groupSize: Number(r.group_size),
        name: `${r.first_name} ${r.last_name}`,
        email: r.email,
        phone: r.phone,
        serviceType: r.service_type,
        start: new Date(r.starts_at).toISOString(),
        end: new Date(r.ends_at).toISOString(),
        room: Number(r.room),
        status: r.status,
        notes: r.notes,
        optometrist: r.optometrist,
        noShowAt: r.no_show_at ? new Date(r.no_show_at).toISOString() : null,
        started: Boolean(r.started),
        forms: forms.get(r.id) ?? null,
        patientId: r.patient_id,
        confirmedByText: r.confirmed_by_text_at !== null,
        outsideSchedule:
          r.status !== "cancelled" &&
          !bookingFits(schedule, {
            clinic,
            date,
            startMinute: zonedMinutes(new Date(r.starts_at), CLINIC_TIME_ZONE),
            endMinute: zonedMinutes(new Date(r.starts_at), CLINIC_TIME_ZONE) + Math.round((new Date(r.ends_at).getTime() - new Date(r.starts_at).getTime()) / 60_000),
            room: Number(r.room),
            optometrist: r.optometrist_id,
          }),
        // Only the first appointment of a family lists the frames, so they are prepared once.
        frames: listed.has(r.group_id)
          ? []
          : (listed.add(r.group_id), frames.filter((f) => f.group_id === r.group_id).map((f) => ({ name: f.product_name, brand: f.brand_name, available: f.available }))),
      })),
    };
  });
}

export async function cancelByClinic(db: Db, caller: Caller, input: unknown): Promise<AdminResult> {
  const parsed = cancelByClinicSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0].message };
  return asAdmin(db, caller, async (tx) => {
    const [row] = await tx.query<{ id: string; first_name: string; last_name: string; email: string; service_type: ServiceType; location: string; starts_at: Date; ends_at: Date; language: string }>(
      `update public.bookings set status = 'cancelled', cancelled_at = now()
       where id = $1 and status <> 'cancelled' and starts_at is not null
       returning id, first_name, last_name, email, service_type, location, starts_at, ends_at, language`,
      [parsed.data.bookingId],
    );
    if (!row) return { ok: false as const, error: "Appointment not found or already cancelled" };
    await enqueueMail(tx, clinicCancellationMail(row, await requireClinic(tx, row.location)));
    return { ok: true as const };
  });
}

/** The patient's e-mail when the clinic cancels, in the language the visit was booked in. */
export function clinicCancellationMail(row: { id: string; first_name: string; last_name: string; email: string; service_type: ServiceType; location: string; starts_at: Date; ends_at: Date; language: string }, clinic: Clinic) {
  const locale = localeOr(row.language);
  const words = bookingWords(locale);
  const t = words.mail;
  const start = new Date(row.starts_at);
  const end = new Date(row.ends_at);
  const name = `${row.first_name} ${row.last_name}`;
  const when = formatAppointment(start, end, locale);
  const service = words.service(row.service_type);
  return {
    kind: "booking-cancelled",
    to: row.email,
    subject: t("cancelledSubject", { service, name, when }),
    text: [t("greeting", { name: row.first_name }), t("clinicCancelledText", { service, name, when, clinic: clinic.shortName, phone: clinic.phone }), BRAND.name].join("\n\n"),
    attachments: [
      appointmentIcs("CANCEL", [
        appointmentEvent({ id: row.id, name, serviceType: row.service_type, clinic, start, end }, t("icsClinicCancelled", { phone: clinic.phone }), {
          sequence: changeSequence(),
          words,
        }),
      ]),
    ],
  };
}

/** Closes a day to new bookings; appointments already on it stay until the clinic cancels them. */
export async function closeDay(db: Db, caller: Caller, input: unknown): Promise<AdminResult> {
  const parsed = closeDaySchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0].message };
  return asAdmin(db, caller, async (tx) => {
    if (!(await loadClinic(tx, parsed.data.clinic))) return { ok: false as const, error: "Please choose a clinic" };
    // One day's closure of this clinic, as the schedule page's "Add closure" makes (its note replaced when it exists).
    await tx.query(
      "delete from public.closures where clinic_id = $1 and staff_id is null and opens is null and first_date = $2::date and last_date = $2::date",
      [parsed.data.clinic, parsed.data.date],
    );
    await tx.query(
      "insert into public.closures (clinic_id, first_date, last_date, note, created_by) values ($1, $2, $2, $3, (select auth.jwt() ->> 'email'))",
      [parsed.data.clinic, parsed.data.date, parsed.data.reason],
    );
    await tx.query("insert into public.schedule_changes (actor, what, detail) values (coalesce((select auth.jwt() ->> 'email'), 'admin'), 'close day', $1::jsonb)", [
      JSON.stringify({ clinic: parsed.data.clinic, date: parsed.data.date, note: parsed.data.reason }),
    ]);
    return { ok: true as const };
  });
}

export async function reopenDay(db: Db, caller: Caller, input: unknown): Promise<AdminResult> {
  const parsed = z.pick(closeDaySchema, { clinic: true, date: true }).safeParse(input);
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0].message };
  return asAdmin(db, caller, async (tx) => {
    await tx.query(
      "delete from public.closures where clinic_id = $1 and staff_id is null and opens is null and first_date = $2::date and last_date = $2::date",
      [parsed.data.clinic, parsed.data.date],
    );
    await tx.query("insert into public.schedule_changes (actor, what, detail) values (coalesce((select auth.jwt() ->> 'email'), 'admin'), 'reopen day', $1::jsonb)", [
      JSON.stringify({ clinic: parsed.data.clinic, date: parsed.data.date }),
    ]);
    return { ok: true as const };
  });
}
