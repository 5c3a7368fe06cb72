/**
 * Wall-clock time in a named zone ↔ instants, with Intl only (no date library). Every
 * appointment is computed from the clinic's local hours and stored as an instant.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();
function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-CA", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formatters.set(timeZone, f);
  }
  return f;
}

type WallClock = { year: number; month: number; day: number; hour: number; minute: number; second: number };

export function wallClock(instant: Date, timeZone: string): WallClock {
  const out: Record<string, number> = {};
  for (const p of partsFormatter(timeZone).formatToParts(instant)) if (p.type !== "literal") out[p.type] = Number(p.value);
  return { year: out.year, month: out.month, day: out.day, hour: out.hour, minute: out.minute, second: out.second };
}

/** Minutes the zone is ahead of UTC at that instant (Toronto: -300 in winter, -240 in summer). */
export function zoneOffsetMinutes(instant: Date, timeZone: string): number {
  const w = wallClock(instant, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/**
 * The instant at which the zone's clocks show `date` `minutes` after midnight. A wall time
 * skipped by a spring-forward change has no instant: null. A repeated one (fall back) is
 * the first occurrence.
 */
export function zonedInstant(date: string, minutes: number, timeZone: string): Date | null {
  const [y, m, d] = date.split("-").map(Number);
  const naive = Date.UTC(y, m - 1, d, 0, minutes);
  // Try the offsets in force a day either side; the right one maps back to the same wall time.
  const offsets = new Set([zoneOffsetMinutes(new Date(naive - 86_400_000), timeZone), zoneOffsetMinutes(new Date(naive + 86_400_000), timeZone)]);
  const candidates = [...offsets]
    .map((offset) => naive - offset * 60_000)
    .filter((t) => {
      const w = wallClock(new Date(t), timeZone);
      return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute) === naive;
    })
    .sort((a, b) => a - b);
  return candidates.length ? new Date(candidates[0]) : null;
}

/** The zone's calendar date of an instant, YYYY-MM-DD. */
export function zonedDate(instant: Date, timeZone: string): string {
  const w = wallClock(instant, timeZone);
  return `${w.year}-${String(w.month).padStart(2, "0")}-${String(w.day).padStart(2, "0")}`;
}

/** Minutes after the zone's midnight (on the wall clock) of an instant. */
export function zonedMinutes(instant: Date, timeZone: string): number {
  const w = wallClock(instant, timeZone);
  return w.hour * 60 + w.minute;
}

/** Calendar arithmetic on YYYY-MM-DD strings, free of any zone. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** `day` plus `months`, kept within the month (31 January + 1 month = 28 or 29 February). */
export function addMonths(day: string, months: number): string {
  const [y, m, d] = day.split("-").map(Number);
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d, last));
  return first.toISOString().slice(0, 10);
}

/** Whole years of age on `day` (both YYYY-MM-DD): a birthday counts from its own date. */
export function ageOn(dateOfBirth: string, day: string): number {
  const [by, bm, bd] = dateOfBirth.split("-").map(Number);
  const [y, m, d] = day.split("-").map(Number);
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

/** 0 = Sunday … 6 = Saturday, for a calendar date. */
export function weekdayOf(date: string): number {
  const [y, m, d] = date.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

/**
 * Wall time → instant for every minute of one day. On the ~363 days a year without a
 * clock change one offset holds all day, so this costs two lookups, not one per minute.
 */
export function dayClock(date: string, timeZone: string): (minutes: number) => Date | null {
  const [y, m, d] = date.split("-").map(Number);
  const midnight = Date.UTC(y, m - 1, d);
  const before = zoneOffsetMinutes(new Date(midnight - 12 * 3_600_000), timeZone);
  const after = zoneOffsetMinutes(new Date(midnight + 36 * 3_600_000), timeZone);
  if (before !== after) return (minutes) => zonedInstant(date, minutes, timeZone);
  return (minutes) => new Date(midnight + (minutes - before) * 60_000);
}
