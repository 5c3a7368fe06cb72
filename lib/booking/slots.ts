/**
 * Free appointment times, computed from the clinics' hours, closed days, rooms and the
 * bookings already taken. Pure: the caller passes "now", the busy times and the closures.
 */
import { CLINICS, type Clinic, type ClinicId, type WeeklyHours } from "@/content/clinics";
import {
  BOOKING_HORIZON_DAYS,
  BOOKING_LEAD_MINUTES,
  CLINIC_TIME_ZONE,
  EXAM_ROOMS,
  SLOT_STEP_MINUTES,
  ontarioHolidays,
} from "@/content/schedule";
import { addDays, dayClock, weekdayOf, zonedDate } from "./zoned-time";

export type Busy = { clinic: ClinicId; room: number; start: Date; end: Date };
export type Closure = { clinic: ClinicId; date: string };
/** One person's part of an offered time: their start, end and a room free for it. */
export type SlotPart = { start: Date; end: Date; room: number };
/** An offered time: one part per person, back to back, at one clinic. */
export type Slot = { clinic: ClinicId; start: Date; end: Date; parts: SlotPart[] };

export type ScheduleQuery = {
  clinics: ClinicId[];
  /** Minutes per person, in order; one entry for a single patient. */
  durations: number[];
  now: Date;
  busy: Busy[];
  closures: Closure[];
  /** Only for tests: other hours or rooms than the real clinics'. */
  clinicOverrides?: Partial<Record<ClinicId, { hours?: WeeklyHours; rooms?: number }>>;
};

/** "9:00 AM" → 540. */
export function clockMinutes(text: string): number {
  const m = /^(\d{1,2}):(\d{2})\s*(AM|PM)$/i.exec(text.trim());
  if (!m) throw new Error(`Unreadable clinic hour: ${text}`);
  const hour = (Number(m[1]) % 12) + (m[3].toUpperCase() === "PM" ? 12 : 0);
  return hour * 60 + Number(m[2]);
}

const holidayCache = new Map<number, Set<string>>();
export function isHoliday(date: string): boolean {
  const year = Number(date.slice(0, 4));
  let set = holidayCache.get(year);
  if (!set) holidayCache.set(year, (set = new Set(ontarioHolidays(year).map((h) => h.date))));
  return set.has(date);
}

/** The first and last bookable calendar days, seen from `now` in Brampton. */
export function bookingWindow(now: Date): { first: string; last: string; earliest: Date } {
  const earliest = new Date(now.getTime() + BOOKING_LEAD_MINUTES * 60_000);
  const today = zonedDate(now, CLINIC_TIME_ZONE);
  return { first: zonedDate(earliest, CLINIC_TIME_ZONE), last: addDays(today, BOOKING_HORIZON_DAYS), earliest };
}

// The zone's offset changes only on whole UTC hours, so the calendar date is the same
// throughout one: look it up once per hour rather than once per booking.
const dateByHour = new Map<number, string>();
function dateOf(instant: Date): string {
  const hour = Math.floor(instant.getTime() / 3_600_000);
  let date = dateByHour.get(hour);
  if (date === undefined) {
    if (dateByHour.size > 50_000) dateByHour.clear();
    dateByHour.set(hour, (date = zonedDate(new Date(hour * 3_600_000), CLINIC_TIME_ZONE)));
  }
  return date;
}

type Prepared = {
  clinic: Clinic;
  hours: WeeklyHours;
  rooms: number;
  closed: Set<string>;
  /** Busy intervals per "room|date", for a check that only looks at that room's day. */
  busy: Map<string, { start: number; end: number }[]>;
};

// One query is often asked twice (its days, then one day's times): index its bookings once.
const preparedCache = new WeakMap<ScheduleQuery, Prepared[]>();

function prepare(q: ScheduleQuery): Prepared[] {
  const cached = preparedCache.get(q);
  if (cached) return cached;
  const prepared = q.clinics.map((id) => {
    const override = q.clinicOverrides?.[id];
    const busy = new Map<string, { start: number; end: number }[]>();
    for (const b of q.busy) {
      if (b.clinic !== id) continue;
      const key = `${b.room}|${dateOf(b.start)}`;
      const list = busy.get(key) ?? [];
      list.push({ start: b.start.getTime(), end: b.end.getTime() });
      busy.set(key, list);
    }
    return {
      clinic: CLINICS[id],
      hours: override?.hours ?? CLINICS[id].hours,
      rooms: override?.rooms ?? EXAM_ROOMS[id],
      closed: new Set(q.closures.filter((c) => c.clinic === id).map((c) => c.date)),
      busy,
    };
  });
  preparedCache.set(q, prepared);
  return prepared;
}


function freeRoom(p: Prepared, date: string, start: number, end: number, taken: SlotPart[]): number | null {
  for (let room = 1; room <= p.rooms; room++) {
    const clash = (p.busy.get(`${room}|${date}`) ?? []).some((b) => b.start < end && start < b.end);
    const ownClash = taken.some((t) => t.room === room && t.start.getTime() < end && start < t.end.getTime());
    if (!clash && !ownClash) return room;
  }
  return null;
}

/** Offered times for one clinic on one day, on the grid, earliest first. */
function daySlots(p: Prepared, date: string, q: ScheduleQuery, earliest: number): Slot[] {
  const day = p.hours[weekdayOf(date) as keyof WeeklyHours];
  if (!day || isHoliday(date) || p.closed.has(date)) return [];
  const clock = dayClock(date, CLINIC_TIME_ZONE);
  const close = clock(clockMinutes(day.close));
  if (!close) return [];
  const total = q.durations.reduce((a, b) => a + b, 0) * 60_000;
  const slots: Slot[] = [];
  // Walk the wall-clock grid, so a start is always :00, :15, :30 or :45 whatever the offset.
  for (let minute = clockMinutes(day.open); minute < 24 * 60; minute += SLOT_STEP_MINUTES) {
    const at = clock(minute);
    if (!at) continue; // a wall time skipped by spring-forward
    const start = at.getTime();
    if (start + total > close.getTime()) break;
    if (start < earliest) continue;
    const parts: SlotPart[] = [];
    let cursor = start;
    for (const minutes of q.durations) {
      const end = cursor + minutes * 60_000;
      const room = freeRoom(p, date, cursor, end, parts);
      if (room === null) break;
      parts.push({ start: new Date(cursor), end: new Date(end), room });
      cursor = end;
    }
    if (parts.length === q.durations.length) slots.push({ clinic: p.clinic.id, start: new Date(start), end: new Date(cursor), parts });
  }
  return slots;
}

/** One day's times across the asked clinics, earliest first (then in the asked clinic order). */
function dayTimes(q: ScheduleQuery, prepared: Prepared[], date: string, earliest: number): Slot[] {
  return prepared
    .flatMap((p) => daySlots(p, date, q, earliest))
    .sort((a, b) => a.start.getTime() - b.start.getTime() || q.clinics.indexOf(a.clinic) - q.clinics.indexOf(b.clinic));
}

/** All offered times on one day, across the asked clinics, earliest first (then clinic order). */
export function slotsOn(q: ScheduleQuery, date: string): Slot[] {
  const { first, last, earliest } = bookingWindow(q.now);
  if (date < first || date > last) return [];
  return dayTimes(q, prepare(q), date, earliest.getTime());
}

export type DayAvailability = { date: string; slots: number; earliest: Slot; times: Slot[] };

/** The days with at least one offered time within the booking window, and each day's earliest. */
export function availableDays(q: ScheduleQuery, limit = BOOKING_HORIZON_DAYS + 1): DayAvailability[] {
  const { first, last, earliest } = bookingWindow(q.now);
  const prepared = prepare(q);
  const days: DayAvailability[] = [];
  for (let date = first; date <= last && days.length < limit; date = addDays(date, 1)) {
    const times = dayTimes(q, prepared, date, earliest.getTime());
    if (times.length) days.push({ date, slots: times.length, earliest: times[0], times });
  }
  return days;
}

/** What the booking form shows: the days with free times, and the asked day's (or the first's) times. */
export function scheduleView(q: ScheduleQuery, date?: string): { days: { date: string; count: number }[]; date: string | null; times: Slot[] } {
  const days = availableDays(q);
  const day = days.find((d) => d.date === date) ?? days[0];
  return { days: days.map((d) => ({ date: d.date, count: d.slots })), date: day?.date ?? null, times: day?.times ?? [] };
}

/** Whether an exact start is offered (the server's check before it tries to take it). */
export function findSlot(q: ScheduleQuery, clinic: ClinicId, start: Date): Slot | null {
  const date = zonedDate(start, CLINIC_TIME_ZONE);
  return slotsOn({ ...q, clinics: [clinic] }, date).find((s) => s.start.getTime() === start.getTime()) ?? null;
}

/** The offered times closest to a wanted start (for "that time was just taken"). */
export function nearestSlots(q: ScheduleQuery, wanted: Date, count = 6): Slot[] {
  const date = zonedDate(wanted, CLINIC_TIME_ZONE);
  const sameDay = slotsOn(q, date);
  const pool = sameDay.length >= count ? sameDay : [...sameDay, ...availableDays(q, 3).flatMap((d) => (d.date === date ? [] : slotsOn(q, d.date)))];
  return pool
    .map((s) => ({ s, distance: Math.abs(s.start.getTime() - wanted.getTime()) }))
    .sort((a, b) => a.distance - b.distance || a.s.start.getTime() - b.s.start.getTime())
    .slice(0, count)
    .map((x) => x.s)
    .sort((a, b) => a.start.getTime() - b.start.getTime());
}
