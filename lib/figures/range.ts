/**
 * The days a figure covers: calendar days in Brampton (YYYY-MM-DD, both ends included). The
 * database turns a day into its instants in America/Toronto, so a day across a change of clock
 * is 23 or 25 hours long and nothing is cut at UTC midnight. Pure: unit-tested.
 */
import type { PeriodKey } from "@/content/figures";

export type DayRange = { from: string; to: string };

const pad = (n: number) => String(n).padStart(2, "0");
const iso = (y: number, m: number, d: number) => `${y}-${pad(m)}-${pad(d)}`;
const parts = (day: string) => day.split("-").map(Number) as [number, number, number];
const daysIn = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();

/** The same calendar day `years` later (29 February becomes the 28th in a common year). */
export function addYears(day: string, years: number): string {
  const [y, m, d] = parts(day);
  return iso(y + years, m, Math.min(d, daysIn(y + years, m)));
}

/** The same day `months` later, held to the month's last day. */
export function addMonths(day: string, months: number): string {
  const [y, m, d] = parts(day);
  const t = new Date(Date.UTC(y, m - 1 + months, 1));
  return iso(t.getUTCFullYear(), t.getUTCMonth() + 1, Math.min(d, daysIn(t.getUTCFullYear(), t.getUTCMonth() + 1)));
}

export function addDays(day: string, days: number): string {
  const [y, m, d] = parts(day);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Days from `from` to `to`, both counted. */
export const dayCount = (r: DayRange) => Math.round((Date.parse(`${r.to}T00:00:00Z`) - Date.parse(`${r.from}T00:00:00Z`)) / 86_400_000) + 1;

/**
 * A named period on `today` (Brampton's): this month so far, last month whole, and the 12 months
 * ending today. "This month" stops at today so that it is compared with the same days a year before.
 */
export function periodRange(period: Exclude<PeriodKey, "custom">, today: string): DayRange {
  const [y, m] = parts(today);
  if (period === "this-month") return { from: iso(y, m, 1), to: today };
  if (period === "last-month") {
    const first = addMonths(iso(y, m, 1), -1);
    const [ly, lm] = parts(first);
    return { from: first, to: iso(ly, lm, daysIn(ly, lm)) };
  }
  return { from: addDays(addMonths(today, -12), 1), to: today };
}

/** The same days a year before. */
export const lastYear = (r: DayRange): DayRange => ({ from: addYears(r.from, -1), to: addYears(r.to, -1) });

/** The 12 calendar months ending with `to`'s month, oldest first, each cut to its whole month. */
export function monthsEnding(to: string, count = 12): (DayRange & { month: string })[] {
  const [y, m] = parts(to);
  return Array.from({ length: count }, (_, i) => {
    const first = addMonths(iso(y, m, 1), i - count + 1);
    const [fy, fm] = parts(first);
    return { month: first.slice(0, 7), from: first, to: iso(fy, fm, daysIn(fy, fm)) };
  });
}

/** The change from `before` to `now` as the page writes it: "+12%", "−3%", "0%", or null when there was nothing before. */
export function change(now: number, before: number): string | null {
  if (!Number.isFinite(before) || before === 0) return null;
  const pct = Math.round(((now - before) / Math.abs(before)) * 100);
  return pct > 0 ? `+${pct}%` : pct < 0 ? `−${Math.abs(pct)}%` : "0%";
}

/** A `date` column as a driver returns it (a string, or a Date at local midnight) as YYYY-MM-DD. */
export function dayText(v: unknown): string {
  if (v instanceof Date) return `${v.getFullYear()}-${pad(v.getMonth() + 1)}-${pad(v.getDate())}`;
  return String(v).slice(0, 10);
}
