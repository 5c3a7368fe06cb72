/**
 * The clinic's day sheet: appointments per clinic and day, the frames to prepare, and the
 * admin's two changes (cancel one, close a day). Runs as the admin under RLS, and checks
 * the role in the same transaction.
 */
import { BRAND, CLINICS, type ClinicId } from "@/content/clinics";
import { localeOr, type Locale } from "@/content/i18n/locales";
import { CLINIC_TIME_ZONE, type ServiceType } from "@/content/schedule";
import { formatAppointment } from "@/lib/booking/format";
import { serviceName } from "@/lib/booking/messages";
import { appointmentEvent, appointmentIcs, changeSequence } from "@/lib/booking/appointment-ics";
import { isHoliday } from "@/lib/booking/slots";
import { addDays, zonedInstant } from "@/lib/booking/zoned-time";
import type { Caller, Db, Tx } from "@/lib/db/types";
import { getT } from "@/lib/i18n/messages";
import { enqueueMail } from "@/lib/mail/outbox";
import { isCalendarDate } from "@/lib/validations/booking-choices";
import { plainText } from "@/lib/validations/text-checks";
import { z } from "@/lib/validations/z";
import { assertAdmin, NOT_ADMIN, NotAdminError } from "./assert";

export type DayFrame = { name: string; brand: string | null; available: boolean };
export type DayAppointment = {
  id: string;
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
};
export type DaySheet = { clinic: ClinicId; date: string; closed: { reason: string | null } | null; holiday: boolean; appointments: DayAppointment[] };

export const daySheetQuerySchema = z.object({
  clinic: z.catch(z.enum(["steeles", "goreway"]), "steeles"),
  date: z.catch(z.optional(z.string().check(z.refine(isCalendarDate))), undefined),
});

export const cancelByClinicSchema = z.object({ bookingId: z.uuid("Appointment not found") });
export const closeDaySchema = z.object({
  clinic: z.enum(["steeles", "goreway"], { message: "Please choose a clinic" }),
  date: z.string().check(z.refine(isCalendarDate, "Please choose a date")),
  reason: z._default(z.optional(z.string().check(...plainText("Reason"), z.maxLength(200, "Keep the reason under 200 characters"))), ""),
});
export type CloseDayInput = z.input<typeof closeDaySchema>;

export type AdminResult = { ok: true } | { ok: false; error: string };

/** Runs an admin change in one transaction, the role checked first; a non-admin gets NOT_ADMIN. */
async function asAdmin(db: Db, caller: Caller, work: (tx: Tx) => Promise<AdminResult>): Promise<AdminResult> {
  try {
    return await db.run(caller, async (tx) => {
      await assertAdmin(tx);
      return work(tx);
    });
  } catch (err) {
    if (err instanceof NotAdminError) return { ok: false, error: NOT_ADMIN };
    throw err;
  }
}

export async function loadDaySheet(db: Db, caller: Caller, clinic: ClinicId, date: string): Promise<DaySheet> {
  const from = zonedInstant(date, 0, CLINIC_TIME_ZONE)!;
  const to = zonedInstant(addDays(date, 1), 0, CLINIC_TIME_ZONE)!;
  return db.run(caller, async (tx) => {
    await assertAdmin(tx);
    const rows = await tx.query<{
      id: string; group_id: string; group_size: number; first_name: string; last_name: string; email: string; phone: string;
      service_type: ServiceType; starts_at: Date | string; ends_at: Date | string; room: number; status: string; notes: string | null; language: string;
    }>(
      `select b.id, b.group_id, (select count(*)::int from public.bookings g where g.group_id = b.group_id and g.status <> 'cancelled') as group_size,
              b.first_name, b.last_name, b.email, b.phone, b.service_type, b.starts_at, b.ends_at, b.room, b.status, b.notes, b.language
       from public.bookings b
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
    const [closure] = await tx.query<{ reason: string | null }>("select reason from public.clinic_closures where location = $1 and closed_on = $2", [clinic, date]);
    const listed = new Set<string>();
    return {
      clinic,
      date,
      closed: closure ? { reason: closure.reason } : null,
      holiday: isHoliday(date),
      appointments: rows.map((r) => ({
        id: r.id,
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
    const [row] = await tx.query<{ id: string; first_name: string; last_name: string; email: string; service_type: ServiceType; location: ClinicId; starts_at: Date; ends_at: Date; language: string }>(
      `update public.bookings set status = 'cancelled', cancelled_at = now()
       where id = $1 and status <> 'cancelled' and starts_at is not null
       returning id, first_name, last_name, email, service_type, location, starts_at, ends_at, language`,
      [parsed.data.bookingId],
    );
    if (!row) return { ok: false as const, error: "Appointment not found or already cancelled" };
    await enqueueMail(tx, clinicCancellationMail(row));
    return { ok: true as const };
  });
}

/** The patient's e-mail when the clinic cancels, in the language the visit was booked in. */
function clinicCancellationMail(row: { id: string; first_name: string; last_name: string; email: string; service_type: ServiceType; location: ClinicId; starts_at: Date; ends_at: Date; language: string }) {
  const locale = localeOr(row.language);
  const t = getT(locale, "bookingMail");
  const clinic = CLINICS[row.location];
  const start = new Date(row.starts_at);
  const end = new Date(row.ends_at);
  const name = `${row.first_name} ${row.last_name}`;
  const when = formatAppointment(start, end, locale);
  const service = serviceName(locale, row.service_type);
  return {
    kind: "booking-cancelled",
    to: row.email,
    subject: t("cancelledSubject", { service, name, when }),
    text: [t("greeting", { name: row.first_name }), t("clinicCancelledText", { service, name, when, clinic: clinic.shortName, phone: clinic.phone }), BRAND.name].join("\n\n"),
    attachments: [
      appointmentIcs("CANCEL", [
        appointmentEvent({ id: row.id, name, serviceType: row.service_type, clinic: row.location, start, end }, t("icsClinicCancelled", { phone: clinic.phone }), {
          sequence: changeSequence(),
          locale,
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
    await tx.query(
      "insert into public.clinic_closures (location, closed_on, reason) values ($1, $2, nullif($3, '')) on conflict (location, closed_on) do update set reason = excluded.reason",
      [parsed.data.clinic, parsed.data.date, parsed.data.reason],
    );
    return { ok: true as const };
  });
}

export async function reopenDay(db: Db, caller: Caller, input: unknown): Promise<AdminResult> {
  const parsed = z.pick(closeDaySchema, { clinic: true, date: true }).safeParse(input);
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0].message };
  return asAdmin(db, caller, async (tx) => {
    await tx.query("delete from public.clinic_closures where location = $1 and closed_on = $2", [parsed.data.clinic, parsed.data.date]);
    return { ok: true as const };
  });
}
