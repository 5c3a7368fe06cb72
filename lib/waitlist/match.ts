/**
 * The waitlist's rules for a freed time (issue 44), as pure functions: which entries a time suits,
 * and who is asked when. The offer sender (the next part) applies them to the database's
 * rows; the unit tests prove them here.
 */
import { CLINIC_TIME_ZONE } from "@/content/schedule";
import type { WaitlistTime } from "@/content/waitlist";

/** A free time: its clinic, start and service, and the optometrists free for it with the languages they speak. */
export type FreedTime = { clinic: string; start: Date; serviceType: string; optometrists: readonly { id: string; languages: readonly string[] }[] };
export type WaitingEntry = {
  id: string;
  createdAt: Date;
  serviceType: string;
  clinic: string | null;
  optometrist: string | null;
  language: string | null;
  earliest: string;
  latest: string;
  times: readonly WaitlistTime[];
};

const parts = new Intl.DateTimeFormat("en-CA", { timeZone: CLINIC_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", hourCycle: "h23", weekday: "short" });

type Clock = { day: string; minutes: number; saturday: boolean };
// A freed time is matched against thousands of entries: read its clock once, not once per entry.
const clocks = new Map<number, Clock>();

/** The clinic's day (YYYY-MM-DD), minutes after midnight and weekday of a moment. */
export function clinicClock(at: Date): Clock {
  const known = clocks.get(at.getTime());
  if (known) return known;
  const p = Object.fromEntries(parts.formatToParts(at).map((x) => [x.type, x.value]));
  const clock = { day: `${p.year}-${p.month}-${p.day}`, minutes: Number(p.hour) * 60 + Number(p.minute), saturday: p.weekday === "Sat" };
  if (clocks.size > 10_000) clocks.clear();
  clocks.set(at.getTime(), clock);
  return clock;
}

/**
 * Whether a start time is in one of the asked times of day: "Mornings" start before noon,
 * "Afternoons" from noon to 5 PM, "Evenings" from 5 PM, "Saturdays" any time on a Saturday.
 * None asked means any time.
 */
export function inTimesOfDay(start: Date, times: readonly WaitlistTime[]): boolean {
  if (!times.length) return true;
  const { minutes, saturday } = clinicClock(start);
  return times.some((t) =>
    t === "mornings" ? minutes < 12 * 60 : t === "afternoons" ? minutes >= 12 * 60 && minutes < 17 * 60 : t === "evenings" ? minutes >= 17 * 60 : saturday,
  );
}

/** Whether a freed time suits an entry: service, clinic, optometrist, language, dates and time of day. */
export function suits(entry: WaitingEntry, time: FreedTime): boolean {
  const { day } = clinicClock(time.start);
  return (
    entry.serviceType === time.serviceType &&
    (entry.clinic === null || entry.clinic === time.clinic) &&
    // One optometrist free for it who is the one asked for (or any) and speaks the language asked for (or any).
    time.optometrists.some((o) => (entry.optometrist === null || entry.optometrist === o.id) && (entry.language === null || o.languages.includes(entry.language))) &&
    day >= entry.earliest &&
    day <= entry.latest &&
    inTimesOfDay(time.start, entry.times)
  );
}

export const DEFAULT_BATCH = { size: 3, holdMinutes: 15 };
const DAY_MS = 86_400_000;

/**
 * Who is asked about a freed time at `now`: the suiting entries in the order they joined, `size` at
 * a time, each batch holding the time for `holdMinutes` before the next is asked (`since` is when
 * the first batch was asked). A time less than 24 hours away is offered to every match at once.
 * Returns everyone who should have been asked by now.
 */
export function askedBy(entries: readonly WaitingEntry[], time: FreedTime, now: Date, since: Date, batch = DEFAULT_BATCH): WaitingEntry[] {
  const matching = entries.filter((e) => suits(e, time)).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id));
  if (time.start.getTime() - now.getTime() < DAY_MS) return matching;
  const batches = 1 + Math.max(0, Math.floor((now.getTime() - since.getTime()) / (batch.holdMinutes * 60_000)));
  return matching.slice(0, batches * batch.size);
}
