/**
 * Opening hours as people read them: consecutive days with the same hours grouped
 * ("Monday – Friday: 9:00 AM – 7:00 PM"), day names in the page's language. Pure.
 */
import { clockText } from "./days";
import type { Closure, DayHours, Week } from "./types";

// A Monday … Sunday (2026-11-23 is a Monday), for Intl's weekday names.
const dayName = (weekday: number, intlLocale: string) =>
  new Intl.DateTimeFormat(intlLocale, { weekday: "long", timeZone: "UTC" }).format(new Date(Date.UTC(2026, 10, 22 + weekday)));

const same = (a: DayHours, b: DayHours) => (a === null ? b === null : b !== null && a.open === b.open && a.close === b.close);
export const hoursText = (h: DayHours, closed: string) => (h ? `${clockText(h.open)} – ${clockText(h.close)}` : closed);

export function weekRows(week: Week, intlLocale: string, closed: string): { label: string; value: string }[] {
  const order = [1, 2, 3, 4, 5, 6, 0];
  const rows: { first: number; last: number; hours: DayHours }[] = [];
  for (const d of order) {
    const prev = rows.at(-1);
    if (prev && same(prev.hours, week[d])) prev.last = d;
    else rows.push({ first: d, last: d, hours: week[d] });
  }
  return rows.map((r) => ({
    label: r.first === r.last ? dayName(r.first, intlLocale) : `${dayName(r.first, intlLocale)} – ${dayName(r.last, intlLocale)}`,
    value: hoursText(r.hours, closed),
  }));
}

/** "Thursday, December 24" or "December 24 – January 2", in the page's language. */
export function dateRangeText(c: Pick<Closure, "firstDate" | "lastDate">, intlLocale: string): string {
  const fmt = new Intl.DateTimeFormat(intlLocale, { weekday: c.firstDate === c.lastDate ? "long" : undefined, month: "long", day: "numeric", timeZone: "UTC" });
  const d = (iso: string) => fmt.format(new Date(`${iso}T12:00:00Z`));
  return c.firstDate === c.lastDate ? d(c.firstDate) : `${d(c.firstDate)} – ${d(c.lastDate)}`;
}
