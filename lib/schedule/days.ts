/**
 * What one day looks like from the schedule's data: a clinic's hours that date (weekly hours,
 * holidays, closures and special hours), and when each person works there. Pure.
 */
import { ontarioHolidays } from "@/content/schedule";
import { addDays, weekdayOf } from "@/lib/booking/zoned-time";
import type { Closure, DayHours, ScheduleClinic, ScheduleData, Shift } from "./types";

const holidayCache = new Map<number, Map<string, string>>();
/** The statutory holiday on a date (its name), or null. */
export function holidayOn(date: string): string | null {
  const year = Number(date.slice(0, 4));
  let map = holidayCache.get(year);
  if (!map) holidayCache.set(year, (map = new Map(ontarioHolidays(year).map((h) => [h.date, h.name]))));
  return map.get(date) ?? null;
}
export const isHoliday = (date: string) => holidayOn(date) !== null;

const covers = (c: { firstDate: string; lastDate: string }, date: string) => c.firstDate <= date && date <= c.lastDate;

/** What decides a clinic's day, for the pages that explain it. */
export type ClinicDay = { hours: DayHours; reason: "weekly" | "holiday" | "closure" | "special"; note: string };

export function clinicDay(data: Pick<ScheduleData, "closures" | "holidayOpenings">, clinic: ScheduleClinic, date: string): ClinicDay {
  const entries = data.closures.filter((c) => c.staffId === null && (c.clinicId === null || c.clinicId === clinic.id) && covers(c, date));
  const closed = entries.find((c) => c.opens === null);
  if (closed) return { hours: null, reason: "closure", note: closed.note };
  // A statutory holiday stays closed inside a range of special hours: opening on one is its own switch.
  const holiday = holidayOn(date);
  if (holiday && !data.holidayOpenings.some((o) => o.clinicId === clinic.id && o.date === date)) return { hours: null, reason: "holiday", note: holiday };
  const special = entries.find((c) => c.opens !== null);
  if (special) return { hours: { open: special.opens!, close: special.closes! }, reason: "special", note: special.note };
  return { hours: clinic.hours[weekdayOf(date)], reason: "weekly", note: "" };
}

export const shiftApplies = (s: Shift, date: string) =>
  s.weekday === weekdayOf(date) && (s.firstDate === null || s.firstDate <= date) && (s.lastDate === null || date <= s.lastDate);

/** When a person works at a clinic on a date: their blocks there, inside the clinic's hours and their own time off. */
export function staffWindows(data: ScheduleData, staffId: string, clinicId: string, date: string, clinicHours: DayHours): { start: number; end: number }[] {
  if (!clinicHours) return [];
  const off = data.closures.filter((c) => c.staffId === staffId && covers(c, date));
  if (off.some((c) => c.opens === null)) return [];
  // Time off with hours works like special hours: the person works only then.
  const limit = off.find((c) => c.opens !== null);
  const lo = Math.max(clinicHours.open, limit ? limit.opens! : 0);
  const hi = Math.min(clinicHours.close, limit ? limit.closes! : 1440);
  return data.shifts
    .filter((s) => s.staffId === staffId && s.clinicId === clinicId && shiftApplies(s, date))
    .map((s) => ({ start: Math.max(s.starts, lo), end: Math.min(s.ends, hi) }))
    .filter((w) => w.end > w.start)
    .sort((a, b) => a.start - b.start);
}

/** The closures and special hours that touch the next `days` days, for the pages that show hours. */
export function upcomingExceptions(data: ScheduleData, today: string, days: number): Closure[] {
  const last = addDays(today, days);
  return data.closures
    .filter((c) => c.staffId === null && c.lastDate >= today && c.firstDate <= last)
    .sort((a, b) => a.firstDate.localeCompare(b.firstDate) || (a.clinicId ?? "").localeCompare(b.clinicId ?? ""));
}

/** "9:00 AM" from 540. */
export function clockText(minutes: number): string {
  const h = Math.floor(minutes / 60) % 24;
  const m = minutes % 60;
  return `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, "0")} ${h < 12 ? "AM" : "PM"}`;
}
/** "09:00" (an <input type=time> value) from 540. */
export const timeValue = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
/** 540 from "09:00" or "9:00 AM"; null when unreadable. */
export function parseClock(text: string): number | null {
  const t = text.trim();
  const h24 = /^(\d{1,2}):(\d{2})$/.exec(t);
  if (h24) {
    const h = Number(h24[1]);
    const m = Number(h24[2]);
    return h <= 24 && m < 60 && h * 60 + m <= 1440 ? h * 60 + m : null;
  }
  const ampm = /^(\d{1,2}):(\d{2})\s*(AM|PM)$/i.exec(t);
  if (!ampm || Number(ampm[1]) > 12 || Number(ampm[1]) === 0 || Number(ampm[2]) >= 60) return null;
  return ((Number(ampm[1]) % 12) + (ampm[3].toUpperCase() === "PM" ? 12 : 0)) * 60 + Number(ampm[2]);
}

/** A booked appointment as the schedule sees it. */
export type BookedTime = { clinic: string; date: string; startMinute: number; endMinute: number; room: number; optometrist: string | null };

/**
 * Whether a booked time still fits the schedule: the clinic open throughout, its room still
 * there, and its optometrist (when one is named) active and on shift. A change that makes a
 * booking stop fitting is shown to the admin before it is saved.
 */
export function bookingFits(data: ScheduleData, b: BookedTime): boolean {
  const clinic = data.clinics.find((c) => c.id === b.clinic);
  if (!clinic || b.room > clinic.rooms) return false;
  const day = clinicDay(data, clinic, b.date).hours;
  if (!day || b.startMinute < day.open || b.endMinute > day.close) return false;
  if (!b.optometrist) return true;
  const person = data.staff.find((s) => s.id === b.optometrist);
  if (!person?.active) return false;
  return staffWindows(data, b.optometrist, clinic.id, b.date, day).some((w) => w.start <= b.startMinute && b.endMinute <= w.end);
}
