import type { Caller, Db } from "@/lib/db/types";
import { todayInToronto } from "@/lib/validations/booking-choices";

type User = Caller & { kind: "user" };

export type ResultRow = { month: string; clinic_id: string | null; optometrist: string | null; due: number; contacted: number; booked: number; seen: number };
export type MonthTotals = { month: string; due: number; contacted: number; booked: number; seen: number };

/** The first day of the month `n` months after `yyyymm` (YYYY-MM). */
export function addMonthsTo(yyyymm: string, n: number): string {
  const [y, m] = yyyymm.split("-").map(Number);
  const d = new Date(Date.UTC(y, m - 1 + n, 1));
  return d.toISOString().slice(0, 7);
}

/**
 * The range asked for, or the default: the 12 months ending with this one. A range turned round or
 * longer than 24 months is refused (null) so the page can say so.
 */
export function resultsRange(from?: string, to?: string, today = todayInToronto()): { from: string; to: string } | null {
  const thisMonth = today.slice(0, 7);
  const end = to ?? thisMonth;
  const start = from ?? addMonthsTo(end, -11);
  if (start > end || addMonthsTo(start, 24) <= end) return null;
  return { from: start, to: end };
}

/** Every row of the months asked for (the database refuses callers without the `patients` permission). */
export async function recallResults(db: Db, caller: User, range: { from: string; to: string }, clinic?: string): Promise<ResultRow[]> {
  const rows = await db.run(caller, (tx) =>
    tx.query<ResultRow>("select month::text, clinic_id, optometrist, due, contacted, booked, seen from private.recall_results($1::date, $2::date)", [
      `${range.from}-01`,
      `${addMonthsTo(range.to, 1)}-01`,
    ]),
  );
  return clinic ? rows.filter((r) => r.clinic_id === clinic) : rows;
}

/** One total per month of the range, every month present (zeros where nobody was due). */
export function monthTotals(rows: readonly ResultRow[], range: { from: string; to: string }): MonthTotals[] {
  const months: MonthTotals[] = [];
  for (let m = range.from; m <= range.to; m = addMonthsTo(m, 1)) months.push({ month: m, due: 0, contacted: 0, booked: 0, seen: 0 });
  for (const r of rows) {
    const t = months.find((x) => x.month === r.month.slice(0, 7));
    if (!t) continue;
    t.due += r.due;
    t.contacted += r.contacted;
    t.booked += r.booked;
    t.seen += r.seen;
  }
  return months;
}

/** A rate as the page prints it: "40%" of the due, "—" when nobody was due. */
export const rate = (part: number, whole: number) => (whole ? `${Math.round((100 * part) / whole)}%` : "—");
