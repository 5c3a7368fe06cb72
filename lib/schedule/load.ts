/**
 * Reads the schedule's data in one transaction, as whoever asks (everything read here is
 * public under RLS). Closures that ended before `from` are left out.
 */
import { loadClinics } from "@/lib/clinics/load";
import type { Queryable } from "@/lib/db/types";
import type { BookingRules, Closure, DayHours, ScheduleData, Shift, StaffMember, Week } from "./types";

const dateText = (v: unknown): string | null => (v === null || v === undefined ? null : v instanceof Date ? v.toISOString().slice(0, 10) : String(v).slice(0, 10));

export async function loadScheduleData(tx: Queryable, from: string): Promise<ScheduleData> {
  const clinics = await loadClinics(tx);
  const hours = await tx.query<{ clinic_id: string; weekday: number; opens: number | null; closes: number | null }>(
    "select clinic_id, weekday, opens, closes from public.clinic_hours",
  );
  const staff = await tx.query<{
    id: string; name: string; title: string; role: "optometrist" | "optician"; registration_number: string;
    languages: string[]; services: string[]; bio: string; active: boolean; position: number;
  }>("select id, name, title, role, registration_number, languages, services, bio, active, position from public.staff order by position, name, id");
  const shifts = await tx.query<{ id: string; staff_id: string; clinic_id: string; weekday: number; starts: number; ends: number; first_date: unknown; last_date: unknown }>(
    "select id, staff_id, clinic_id, weekday, starts, ends, first_date::text as first_date, last_date::text as last_date from public.staff_shifts order by weekday, starts",
  );
  const closures = await tx.query<{ id: string; clinic_id: string | null; staff_id: string | null; first_date: unknown; last_date: unknown; opens: number | null; closes: number | null; note: string }>(
    `select id, clinic_id, staff_id, first_date::text as first_date, last_date::text as last_date, opens, closes, note
     from public.closures where last_date >= $1::date order by first_date, created_at`,
    [from],
  );
  const openings = await tx.query<{ clinic_id: string; holiday: unknown }>("select clinic_id, holiday::text as holiday from public.holiday_openings");
  const [rules] = await tx.query<{ lead_minutes: number; horizon_days: number; step_minutes: number; waitlist_batch: number; waitlist_hold_minutes: number; quiet_from: number; quiet_until: number }>(
    "select lead_minutes, horizon_days, step_minutes, waitlist_batch, waitlist_hold_minutes, quiet_from, quiet_until from public.booking_rules",
  );
  const lengths = await tx.query<{ service: string; minutes: number }>("select service, minutes from public.service_lengths");

  const week = (clinicId: string): Week => {
    const w: DayHours[] = [null, null, null, null, null, null, null];
    for (const h of hours) if (h.clinic_id === clinicId && h.opens !== null && h.closes !== null) w[Number(h.weekday)] = { open: Number(h.opens), close: Number(h.closes) };
    return w as Week;
  };
  return {
    clinics: clinics.map((c) => ({ ...c, hours: week(c.id) })),
    staff: staff.map(
      (s): StaffMember => ({
        id: s.id,
        name: s.name,
        title: s.title,
        role: s.role,
        registrationNumber: s.registration_number,
        languages: s.languages ?? [],
        services: s.services ?? [],
        bio: s.bio,
        active: s.active,
        position: Number(s.position),
      }),
    ),
    shifts: shifts.map(
      (s): Shift => ({ id: s.id, staffId: s.staff_id, clinicId: s.clinic_id, weekday: Number(s.weekday), starts: Number(s.starts), ends: Number(s.ends), firstDate: dateText(s.first_date), lastDate: dateText(s.last_date) }),
    ),
    closures: closures.map(
      (c): Closure => ({
        id: c.id,
        clinicId: c.clinic_id,
        staffId: c.staff_id,
        firstDate: dateText(c.first_date)!,
        lastDate: dateText(c.last_date)!,
        opens: c.opens === null ? null : Number(c.opens),
        closes: c.closes === null ? null : Number(c.closes),
        note: c.note,
      }),
    ),
    holidayOpenings: openings.map((o) => ({ clinicId: o.clinic_id, date: dateText(o.holiday)! })),
    rules: {
      leadMinutes: Number(rules?.lead_minutes ?? 120),
      horizonDays: Number(rules?.horizon_days ?? 60),
      stepMinutes: Number(rules?.step_minutes ?? 15),
      serviceMinutes: Object.fromEntries(lengths.map((l) => [l.service, Number(l.minutes)])),
      waitlist: { batchSize: Number(rules?.waitlist_batch ?? 3), holdMinutes: Number(rules?.waitlist_hold_minutes ?? 15) },
      texts: { quietFrom: Number(rules?.quiet_from ?? 1260), quietUntil: Number(rules?.quiet_until ?? 480) },
    } satisfies BookingRules,
  };
}
