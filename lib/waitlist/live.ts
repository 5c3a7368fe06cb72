/**
 * What the waitlist's sender and its offer page read: the live entries, which times suit them, and
 * which optometrists are free at a time (the booking form's slot engine, remembered per run).
 */
import { localeOr, type Locale } from "@/content/i18n/locales";
import { CLINIC_TIME_ZONE } from "@/content/schedule";
import type { WaitlistTime } from "@/content/waitlist";
import { eligibleOptometrists, slotsOn, type ScheduleQuery, type Slot } from "@/lib/booking/slots";
import { addDays, zonedDate } from "@/lib/booking/zoned-time";
import type { Queryable } from "@/lib/db/types";
import type { ScheduleData } from "@/lib/schedule/types";
import { suits, type FreedTime, type WaitingEntry } from "./match";

export type LiveEntry = WaitingEntry & { locale: Locale; firstName: string; email: string; patientId: string | null; bookingStart: Date | null; smsTo: string | null };
/** A free time with its end. */
export type FreeTime = FreedTime & { end: Date };

/** The live entries (not ended, latest date not past), in the order they joined. */
export async function liveEntries(q: Queryable, today: string): Promise<LiveEntry[]> {
  const rows = await q.query<{
    id: string; created_at: Date | string; service_type: string; clinic_id: string | null; optometrist_id: string | null; language: string | null;
    earliest: string; latest: string; times: WaitlistTime[]; locale: string; first_name: string; email: string; patient_id: string | null; booking_start: Date | string | null; sms_to: string | null;
  }>(
    `select w.id, w.created_at, w.service_type, w.clinic_id, w.optometrist_id, w.language, w.earliest::text, w.latest::text, w.times, w.locale,
            w.first_name, w.email, w.patient_id, b.starts_at as booking_start, w.sms_to
     from public.waitlist_entries w left join public.bookings b on b.id = w.booking_id
     where w.ended_at is null and w.latest >= $1::date order by w.created_at, w.id`,
    [today],
  );
  return rows.map((r) => ({
    id: r.id,
    createdAt: new Date(r.created_at),
    serviceType: r.service_type,
    clinic: r.clinic_id,
    optometrist: r.optometrist_id,
    language: r.language,
    earliest: r.earliest,
    latest: r.latest,
    times: r.times ?? [],
    locale: localeOr(r.locale),
    firstName: r.first_name,
    email: r.email,
    patientId: r.patient_id,
    bookingStart: r.booking_start === null ? null : new Date(r.booking_start),
    smsTo: r.sms_to,
  }));
}

/** An "earlier time" entry suits only times before its booking (its dates already end the day before). */
export const suitsEntry = (e: LiveEntry, time: FreedTime) => suits(e, time) && (e.bookingStart === null || time.start.getTime() < e.bookingStart.getTime());

/**
 * Which optometrists are free at exact starts, from one calendar: slots are computed once per
 * service, optometrist and day and remembered for the run.
 */
export function freeFinder(calendar: { data: ScheduleData; busy: ScheduleQuery["busy"] }, now: Date) {
  const queries = new Map<string, ScheduleQuery>();
  const days = new Map<string, Slot[]>();
  const clinics = calendar.data.clinics.map((c) => c.id);
  const slots = (service: string, optometrist: string, day: string): Slot[] => {
    const key = `${service}|${optometrist}`;
    let q = queries.get(key);
    if (!q) queries.set(key, (q = { data: calendar.data, busy: calendar.busy, clinics, service, people: 1, optometrist, now }));
    let list = days.get(`${key}|${day}`);
    if (!list) days.set(`${key}|${day}`, (list = slotsOn(q, day)));
    return list;
  };
  return {
    /** The free times (with the optometrists free for each) at a clinic for a service, starting in [from, to). */
    between(clinic: string, service: string, from: Date, to: Date): FreeTime[] {
      const found = new Map<number, FreeTime>();
      const first = zonedDate(from, CLINIC_TIME_ZONE);
      const last = zonedDate(new Date(to.getTime() - 1), CLINIC_TIME_ZONE);
      for (const o of eligibleOptometrists(calendar.data, service)) {
        for (let day = first; day <= last; day = addDays(day, 1)) {
          for (const s of slots(service, o.id, day)) {
            if (s.clinic !== clinic || s.start < from || s.start >= to) continue;
            const t = found.get(s.start.getTime()) ?? { clinic, start: s.start, end: s.end, serviceType: service, optometrists: [] };
            found.set(s.start.getTime(), { ...t, optometrists: [...t.optometrists, { id: o.id, languages: o.languages }] });
          }
        }
      }
      return [...found.values()].sort((a, b) => a.start.getTime() - b.start.getTime());
    },
    /** The optometrists free at one exact start (none: the time is gone). */
    at(clinic: string, service: string, start: Date): FreedTime {
      const to = new Date(start.getTime() + 1);
      return this.between(clinic, service, start, to)[0] ?? { clinic, start, serviceType: service, optometrists: [] };
    },
  };
}

export type FreeFinder = ReturnType<typeof freeFinder>;
