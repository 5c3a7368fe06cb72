/**
 * Free appointment times, computed from the schedule's data (clinic hours, closures, special
 * hours, holidays, shifts, time off, rooms and rules) and the bookings already taken. A time is
 * offered when the clinic is open, a room is free and an optometrist who performs the service
 * is on shift, not off and not booked, for every person of the request. Pure: the caller passes
 * "now", the data and the busy times.
 */
import { CLINIC_TIME_ZONE } from "@/content/schedule";
import { clinicDay, staffWindows } from "@/lib/schedule/days";
import type { ScheduleClinic, ScheduleData, StaffMember } from "@/lib/schedule/types";
import { addDays, dayClock, weekdayOf, zonedDate } from "./zoned-time";

export type Busy = { clinic: string; room: number; start: Date; end: Date; optometrist: string | null };
/** One person's part of an offered time: their start, end, a room and the optometrist free for it. */
export type SlotPart = { start: Date; end: Date; room: number; optometrist: string };
/** An offered time: one part per person, back to back, at one clinic. */
export type Slot = { clinic: string; start: Date; end: Date; parts: SlotPart[] };

export type ScheduleQuery = {
  data: ScheduleData;
  clinics: string[];
  service: string;
  /** People in the request, seen back to back. */
  people: number;
  now: Date;
  busy: Busy[];
  /** Only this optometrist; any free one ("First available") when absent. */
  optometrist?: string;
  /** Only optometrists who speak this language. */
  language?: string;
};

/** Who may be booked for a service: active optometrists who perform it (and match the asked person or language). */
export function eligibleOptometrists(data: ScheduleData, service: string, opts: { optometrist?: string; language?: string } = {}): StaffMember[] {
  return data.staff
    .filter((s) => s.active && s.role === "optometrist" && s.services.includes(service))
    .filter((s) => !opts.optometrist || s.id === opts.optometrist)
    .filter((s) => !opts.language || s.languages.includes(opts.language))
    .sort(stableOrder);
}
const stableOrder = (a: StaffMember, b: StaffMember) => a.position - b.position || a.name.localeCompare(b.name) || a.id.localeCompare(b.id);

/** The first and last bookable calendar days, seen from `now` in Brampton. */
export function bookingWindow(now: Date, rules: ScheduleData["rules"]): { first: string; last: string; earliest: Date } {
  const earliest = new Date(now.getTime() + rules.leadMinutes * 60_000);
  const today = zonedDate(now, CLINIC_TIME_ZONE);
  return { first: zonedDate(earliest, CLINIC_TIME_ZONE), last: addDays(today, rules.horizonDays), earliest };
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
/** The Monday of a date's week. */
const weekOf = (date: string) => addDays(date, -((weekdayOf(date) + 6) % 7));

type Interval = { start: number; end: number };
type Prepared = {
  clinics: Map<string, ScheduleClinic>;
  eligible: StaffMember[];
  minutes: number;
  /** Busy intervals per "clinic|room|date". */
  rooms: Map<string, Interval[]>;
  /** Busy intervals per "optometrist|date", at any clinic. */
  people: Map<string, Interval[]>;
  /** Appointments per "optometrist|date" and "optometrist|week:<monday>". */
  counts: Map<string, number>;
};

// One query is often asked twice (its days, then one day's times): index its bookings once.
const preparedCache = new WeakMap<ScheduleQuery, Prepared>();

function push<T>(map: Map<string, T[]>, key: string, value: T) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

function prepare(q: ScheduleQuery): Prepared {
  const cached = preparedCache.get(q);
  if (cached) return cached;
  const rooms = new Map<string, Interval[]>();
  const people = new Map<string, Interval[]>();
  const counts = new Map<string, number>();
  for (const b of q.busy) {
    const date = dateOf(b.start);
    const interval = { start: b.start.getTime(), end: b.end.getTime() };
    push(rooms, `${b.clinic}|${b.room}|${date}`, interval);
    if (b.optometrist) {
      push(people, `${b.optometrist}|${date}`, interval);
      for (const key of [`${b.optometrist}|${date}`, `${b.optometrist}|week:${weekOf(date)}`]) counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  }
  const prepared: Prepared = {
    clinics: new Map(q.data.clinics.map((c) => [c.id, c])),
    eligible: eligibleOptometrists(q.data, q.service, q),
    minutes: q.data.rules.serviceMinutes[q.service] ?? 0,
    rooms,
    people,
    counts,
  };
  preparedCache.set(q, prepared);
  return prepared;
}

const clashes = (list: Interval[] | undefined, start: number, end: number) => (list ?? []).some((b) => b.start < end && start < b.end);

function freeRoom(p: Prepared, clinic: ScheduleClinic, date: string, start: number, end: number, taken: SlotPart[]): number | null {
  for (let room = 1; room <= clinic.rooms; room++) {
    const ownClash = taken.some((t) => t.room === room && t.start.getTime() < end && start < t.end.getTime());
    if (!ownClash && !clashes(p.rooms.get(`${clinic.id}|${room}|${date}`), start, end)) return room;
  }
  return null;
}

type OnShift = { staff: StaffMember; windows: Interval[] };

/**
 * "First available": among those free for the whole time, the one with the fewest appointments
 * that day, then that week, then the stable order (position, name).
 */
export function assignOptometrist(candidates: StaffMember[], counts: (id: string, scope: "day" | "week") => number): StaffMember | null {
  return (
    [...candidates].sort((a, b) => counts(a.id, "day") - counts(b.id, "day") || counts(a.id, "week") - counts(b.id, "week") || stableOrder(a, b))[0] ?? null
  );
}

function freeOptometrist(p: Prepared, onShift: OnShift[], date: string, wallStart: number, wallEnd: number, start: number, end: number, taken: SlotPart[]): string | null {
  const free = onShift
    .filter((o) => o.windows.some((w) => w.start <= wallStart && wallEnd <= w.end))
    .filter((o) => !clashes(p.people.get(`${o.staff.id}|${date}`), start, end))
    .filter((o) => !taken.some((t) => t.optometrist === o.staff.id && t.start.getTime() < end && start < t.end.getTime()))
    .map((o) => o.staff);
  const week = weekOf(date);
  const pick = assignOptometrist(free, (id, scope) => p.counts.get(scope === "day" ? `${id}|${date}` : `${id}|week:${week}`) ?? 0);
  return pick?.id ?? null;
}

/** Offered times for one clinic on one day, on the grid, earliest first. */
function daySlots(q: ScheduleQuery, p: Prepared, clinic: ScheduleClinic, date: string, earliest: number): Slot[] {
  const day = clinicDay(q.data, clinic, date).hours;
  if (!day || p.minutes <= 0) return [];
  const onShift = p.eligible
    .map((staff) => ({ staff, windows: staffWindows(q.data, staff.id, clinic.id, date, day) }))
    .filter((o) => o.windows.length > 0);
  if (!onShift.length) return [];
  const clock = dayClock(date, CLINIC_TIME_ZONE);
  const step = q.data.rules.stepMinutes;
  const slots: Slot[] = [];
  // Walk the wall-clock grid, so a start is always on the step from the hour whatever the offset.
  const first = Math.ceil(day.open / step) * step;
  for (let minute = first; minute + p.minutes * q.people <= day.close; minute += step) {
    const at = clock(minute);
    if (!at) continue; // a wall time skipped by spring-forward
    const start = at.getTime();
    if (start < earliest) continue;
    const parts: SlotPart[] = [];
    let cursor = start;
    let wall = minute;
    for (let i = 0; i < q.people; i++) {
      const end = cursor + p.minutes * 60_000;
      const room = freeRoom(p, clinic, date, cursor, end, parts);
      if (room === null) break;
      const optometrist = freeOptometrist(p, onShift, date, wall, wall + p.minutes, cursor, end, parts);
      if (optometrist === null) break;
      parts.push({ start: new Date(cursor), end: new Date(end), room, optometrist });
      cursor = end;
      wall += p.minutes;
    }
    if (parts.length === q.people) slots.push({ clinic: clinic.id, start: new Date(start), end: new Date(cursor), parts });
  }
  return slots;
}

/** One day's times across the asked clinics, earliest first (then in the asked clinic order). */
function dayTimes(q: ScheduleQuery, p: Prepared, date: string, earliest: number): Slot[] {
  return q.clinics
    .flatMap((id) => {
      const clinic = p.clinics.get(id);
      return clinic ? daySlots(q, p, clinic, date, earliest) : [];
    })
    .sort((a, b) => a.start.getTime() - b.start.getTime() || q.clinics.indexOf(a.clinic) - q.clinics.indexOf(b.clinic));
}

/** All offered times on one day, across the asked clinics, earliest first (then clinic order). */
export function slotsOn(q: ScheduleQuery, date: string): Slot[] {
  const { first, last, earliest } = bookingWindow(q.now, q.data.rules);
  if (date < first || date > last) return [];
  return dayTimes(q, prepare(q), date, earliest.getTime());
}

export type DayAvailability = { date: string; slots: number; earliest: Slot; times: Slot[] };

/** The days with at least one offered time within the booking window, and each day's earliest. */
export function availableDays(q: ScheduleQuery, limit = Infinity): DayAvailability[] {
  const { first, last, earliest } = bookingWindow(q.now, q.data.rules);
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

/** Whether an exact start is offered (the server's check before it tries to take it), with its assignment. */
export function findSlot(q: ScheduleQuery, clinic: string, start: Date): Slot | null {
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
