/**
 * The days a figure covers: calendar days in Brampton (YYYY-MM-DD, both ends included). The
 * database turns a day into its instants in America/Toronto, so a day across a change of clock
 * is 23 or 25 hours long and nothing is cut at UTC midnight. Pure: unit-tested.
 */
import type { PeriodKey } from "@/content/figures";
import { addDays, addMonths } from "@/lib/booking/zoned-time";

export { addDays, addMonths };

export type DayRange = { from: string; to: string };

const pad = (n: number) => String(n).padStart(2, "0");

/** The same calendar day `years` later (29 February becomes the 28th in a common year). */
export const addYears = (day: string, years: number) => addMonths(day, 12 * years);

/** Days from `from` to `to`, both counted. */
export const dayCount = (r: DayRange) => Math.round((Date.parse(`${r.to}T00:00:00Z`) - Date.parse(`${r.from}T00:00:00Z`)) / 86_400_000) + 1;

/**
 * A named period on `today` (Brampton's): this month so far, last month whole, and the 12 months
 * ending today. "This month" stops at today so that it is compared with the same days a year before.
 */
export function periodRange(period: Exclude<PeriodKey, "custom">, today: string): DayRange {
  const firstOfMonth = `${today.slice(0, 7)}-01`;
  if (period === "this-month") return { from: firstOfMonth, to: today };
  if (period === "last-month") return { from: addMonths(firstOfMonth, -1), to: addDays(firstOfMonth, -1) };
  return { from: addDays(addMonths(today, -12), 1), to: today };
}

/** The same days a year before. */
export const lastYear = (r: DayRange): DayRange => ({ from: addYears(r.from, -1), to: addYears(r.to, -1) });

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
